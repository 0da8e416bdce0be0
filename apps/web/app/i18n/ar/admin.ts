import type { AdminKey, ArabicPluralForms } from '#app/i18n/en';
import { adminContentAr } from '#app/i18n/admin-content.ar';
import { adminOrdersAr } from '#app/i18n/admin-orders.ar';
import { adminPipelinesAr } from '#app/i18n/admin-pipelines.ar';
import { adminPlannerAr } from '#app/i18n/admin-planner.ar';
import { adminProductsAr } from '#app/i18n/admin-products.ar';
import { auditAr } from '#app/i18n/audit.ar';
import { dashboardAr } from '#app/i18n/dashboard.ar';

// The Arabic texts only the admin panel shows: the same keys as en-admin.ts.
export const arAdmin: Record<AdminKey, string> & Partial<Record<ArabicPluralForms, string>> = {
  ...auditAr,
  ...dashboardAr,
  ...adminPlannerAr,
  ...adminOrdersAr,
  ...adminPipelinesAr,
  ...adminProductsAr,
  ...adminContentAr,
};
