import type { AdminKey, ArabicPluralForms } from '#app/i18n/en/catalogue';
import { adminContentAr } from '#app/i18n/ar/admin-content';
import { adminOrdersAr } from '#app/i18n/ar/admin-orders';
import { adminPipelinesAr } from '#app/i18n/ar/admin-pipelines';
import { adminPlannerAr } from '#app/i18n/ar/admin-planner';
import { adminProductsAr } from '#app/i18n/ar/admin-products';
import { auditAr } from '#app/i18n/ar/audit';
import { dashboardAr } from '#app/i18n/ar/dashboard';

// The Arabic texts only the admin panel shows: the same keys as en/admin.ts.
export const arAdmin: Record<AdminKey, string> & Partial<Record<ArabicPluralForms, string>> = {
  ...auditAr,
  ...dashboardAr,
  ...adminPlannerAr,
  ...adminOrdersAr,
  ...adminPipelinesAr,
  ...adminProductsAr,
  ...adminContentAr,
};
