import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import {
  DASHBOARD_DAYS,
  type Dashboard,
  LOW_STOCK_AT,
  addDays,
  fromCents,
  SHOP_UTC_OFFSET_MS,
  shopDateOf,
  shopDayStart,
  sumAmounts,
  toCents,
  submissionStatusOptions,
} from '@farm/contract';
import type { Connection } from 'mongoose';
import { ON_SALE } from '../catalog/catalog.service';
import { ClockService } from '../clock/clock.service';

/**
 * The first instant of the shop's day (Asia/Dubai, docs/decisions/095-admin-dashboard.md) that `now` falls
 * in, `daysBack` days earlier.
 */
export function dubaiDayStart(now: number, daysBack = 0): Date {
  return shopDayStart(addDays(shopDateOf(now), -daysBack));
}

interface DayRow {
  _id: string;
  orders: number;
  revenue: number;
}

/**
 * The dashboard's figures, computed from the orders, submissions and products collections on each request
 * (a few index-backed aggregations over at most 30 days; the page asks every 30 seconds while open).
 */
@Injectable()
export class DashboardService {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly clock: ClockService,
  ) {}

  async figures(): Promise<Dashboard> {
    const now = this.clock.now();
    const since = dubaiDayStart(now, DASHBOARD_DAYS - 1);
    const [days, pending, waiting, lowStock, byService, byStatus] = await Promise.all([
      this.ordersPerDay(since),
      this.collection('orders').countDocuments({ status: 'Pending' }),
      this.waiting(),
      this.lowStock(),
      this.enquiriesByService(since),
      this.enquiriesByStatus(),
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

  private collection(name: string) {
    return this.connection.collection(name);
  }

  /** Orders and revenue per Dubai day since `since`, cancelled orders left out. */
  private ordersPerDay(since: Date): Promise<DayRow[]> {
    return this.collection('orders')
      .aggregate<DayRow>([
        { $match: { createdAt: { $gte: since }, status: { $ne: 'Cancelled' } } },
        {
          $group: {
            _id: {
              $dateToString: { format: '%Y-%m-%d', date: { $add: ['$createdAt', SHOP_UTC_OFFSET_MS] } },
            },
            orders: { $sum: 1 },
            revenue: { $sum: '$total' },
          },
        },
      ])
      .toArray();
  }

  private async waiting(): Promise<Dashboard['waiting']> {
    const first = submissionStatusOptions[0].value;
    const submissions = this.collection('submissions');
    const [enquiries, applications] = await Promise.all([
      submissions.countDocuments({ status: first, kind: { $ne: 'application' } }),
      submissions.countDocuments({ status: first, kind: 'application' }),
    ]);
    return { enquiries, applications };
  }

  private async lowStock(): Promise<Dashboard['lowStock']> {
    // Archived products are off sale: nobody restocks them (the shop's own ON_SALE filter).
    const filter = { ...ON_SALE, stock: { $lte: LOW_STOCK_AT } };
    const products = this.collection('products');
    const [count, docs] = await Promise.all([
      products.countDocuments(filter),
      products
        .find(filter, { projection: { name: 1, slug: 1, stock: 1 } })
        .sort({ stock: 1, _id: 1 })
        .limit(10)
        .toArray(),
    ]);
    return {
      threshold: LOW_STOCK_AT,
      count,
      products: docs.map((doc) => ({
        _id: String(doc._id),
        name: String(doc.name),
        slug: String(doc.slug),
        stock: Number(doc.stock),
      })),
    };
  }

  private async enquiriesByService(since: Date): Promise<Dashboard['enquiriesByService']> {
    const rows = await this.collection('submissions')
      .aggregate<{ _id: string; count: number }>([
        {
          $match: {
            createdAt: { $gte: since },
            kind: { $ne: 'application' },
            serviceName: { $exists: true, $ne: '' },
          },
        },
        { $group: { _id: '$serviceName', count: { $sum: 1 } } },
      ])
      .toArray();
    return rows
      .map((row) => ({ service: row._id, count: row.count }))
      .sort((a, b) => b.count - a.count || a.service.localeCompare(b.service));
  }

  private async enquiriesByStatus(): Promise<Dashboard['enquiriesByStatus']> {
    const rows = await this.collection('submissions')
      .aggregate<{ _id: string; count: number }>([
        { $match: { kind: { $ne: 'application' } } },
        { $group: { _id: '$status', count: { $sum: 1 } } },
      ])
      .toArray();
    const counts = new Map(rows.map((row) => [row._id, row.count]));
    return submissionStatusOptions.map(({ value }) => ({ status: value, count: counts.get(value) ?? 0 }));
  }
}
