import { Injectable } from '@nestjs/common';
import {
  addDays,
  type ContentLanguage,
  DASHBOARD_DAYS,
  type Dashboard,
  fromCents,
  shopDateOf,
  shopDayStart,
  sumAmounts,
  toCents,
} from '@farm/contract';
import { CatalogRepository } from '../catalog/catalog.repository';
import { ClockService } from '../clock/clock.service';
import { SubmissionPipelineService } from '../enquiries/submission-pipeline.service';
import { OrdersAdminService } from '../orders/orders-admin.service';

/**
 * The first instant of the shop's day (Asia/Dubai, docs/decisions/095-admin-dashboard.md) that `now` falls
 * in, `daysBack` days earlier.
 */
export function dubaiDayStart(now: number, daysBack = 0): Date {
  return shopDayStart(addDays(shopDateOf(now), -daysBack));
}

/**
 * The dashboard's figures, asked of the orders, enquiries and catalog modules on each request (a few
 * index-backed aggregations over at most 30 days; the page asks every 30 seconds while open).
 */
@Injectable()
export class DashboardService {
  constructor(
    private readonly orders: OrdersAdminService,
    private readonly submissions: SubmissionPipelineService,
    private readonly catalog: CatalogRepository,
    private readonly clock: ClockService,
  ) {}

  /** The figures, with product and service names in `lang`. */
  async figures(lang: ContentLanguage = 'en'): Promise<Dashboard> {
    const now = this.clock.now();
    const since = dubaiDayStart(now, DASHBOARD_DAYS - 1);
    const [days, pending, waiting, lowStock, byService, byStatus] = await Promise.all([
      this.orders.perShopDay(since),
      this.orders.countPending(),
      this.submissions.countWaiting(),
      this.catalog.lowStock(lang),
      this.submissions.enquiriesPerService(since, lang),
      this.submissions.enquiriesPerStatus(),
    ]);

    const byDay = new Map(days.map((row) => [row._id, row]));
    const first = shopDateOf(since);
    const perDay = Array.from({ length: DASHBOARD_DAYS }, (_, index) => {
      const day = addDays(first, index);
      const row = byDay.get(day);
      return { day, orders: row?.orders ?? 0, revenue: fromCents(toCents(row?.revenue ?? 0)) };
    });
    const period = (lastDays: number) => {
      const window = perDay.slice(-lastDays);
      return {
        orders: window.reduce((sum, day) => sum + day.orders, 0),
        revenue: sumAmounts(window.map((day) => day.revenue)),
      };
    };

    return {
      generatedAt: new Date(now).toISOString(),
      orders: { today: period(1), last7Days: period(7), last30Days: period(30), pending },
      waiting,
      lowStock,
      perDay,
      enquiriesByService: byService,
      enquiriesByStatus: byStatus,
    };
  }
}
