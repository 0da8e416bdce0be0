import { adminContentEn } from './admin-content.en';
import { adminOrdersEn } from './admin-orders.en';
import { adminPipelinesEn } from './admin-pipelines.en';
import { adminPlannerEn } from './admin-planner.en';
import { adminProductsEn } from './admin-products.en';
import { auditEn } from './audit.en';
import { dashboardEn } from './dashboard.en';

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
