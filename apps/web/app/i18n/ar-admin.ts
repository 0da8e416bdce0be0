import type { AdminKey, ArabicPluralForms } from './en';
import { adminContentAr } from './admin-content.ar';
import { adminOrdersAr } from './admin-orders.ar';
import { adminPipelinesAr } from './admin-pipelines.ar';
import { adminPlannerAr } from './admin-planner.ar';
import { adminProductsAr } from './admin-products.ar';
import { auditAr } from './audit.ar';
import { dashboardAr } from './dashboard.ar';

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
