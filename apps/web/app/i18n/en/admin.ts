import { adminContentEn } from '#app/i18n/admin-content.en';
import { adminOrdersEn } from '#app/i18n/admin-orders.en';
import { adminPipelinesEn } from '#app/i18n/admin-pipelines.en';
import { adminPlannerEn } from '#app/i18n/admin-planner.en';
import { adminProductsEn } from '#app/i18n/admin-products.en';
import { auditEn } from '#app/i18n/audit.en';
import { dashboardEn } from '#app/i18n/dashboard.en';

// The English texts only the admin panel shows: a part of its own, which the browser loads on admin pages
// only (docs/decisions/106-admin-texts-apart.md).
export const enAdmin = {
  ...auditEn,
  ...dashboardEn,
  ...adminPlannerEn,
  ...adminOrdersEn,
  ...adminPipelinesEn,
  ...adminProductsEn,
  ...adminContentEn,
} as const;
