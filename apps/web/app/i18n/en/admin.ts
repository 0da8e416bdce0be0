import { adminContentEn } from '#app/i18n/en/admin-content';
import { adminOrdersEn } from '#app/i18n/en/admin-orders';
import { adminPipelinesEn } from '#app/i18n/en/admin-pipelines';
import { adminPlannerEn } from '#app/i18n/en/admin-planner';
import { adminProductsEn } from '#app/i18n/en/admin-products';
import { auditEn } from '#app/i18n/en/audit';
import { dashboardEn } from '#app/i18n/en/dashboard';

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
