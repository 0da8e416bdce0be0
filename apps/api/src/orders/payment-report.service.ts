import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  addDays,
  fromCents,
  ORDER_STATUSES,
  PAYMENT_METHOD,
  PAYMENT_REPORT_DEFAULT_DAYS,
  type PaymentReport,
  type PaymentReportQuery,
  type PaymentReportRow,
  type PaymentReportTotal,
  SHOP_TIME_ZONE,
  shopDateOf,
  shopDaysCondition,
} from '@farm/contract';
import type { Model } from 'mongoose';
import { ClockService } from '../clock/clock.service';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { toCsv } from '../common/csv';
import { Order } from './order.schema';

/** A payment method in the CSV, as the screens name it in English. */
const PAYMENT_METHOD_WORDS: Readonly<Record<string, string>> = { CashOnDelivery: 'Cash on delivery' };

/** What the aggregation answers: one group of orders, its total summed in whole cents. */
interface Group {
  _id: {
    paymentMethod: PaymentReportRow['paymentMethod'];
    status: PaymentReportRow['status'];
    currency: string;
  };
  orders: number;
  cents: number;
}

/** How many shop days one aggregation of the report covers (see groupsOf). */
const REPORT_WINDOW_DAYS = 31;

const STATUS_ORDER = new Map(ORDER_STATUSES.map((status, index) => [status, index]));

/**
 * The payment report: orders placed on a range of shop days, grouped by payment method, status
 * and currency in one aggregation over the (createdAt) index. Totals are summed as whole cents (each
 * order's total rounded to cents first), so no floating-point drift reaches a figure
 * (docs/decisions/081-payment-report.md; the days: docs/decisions/080-date-ranges-in-dubai-time.md).
 */
@Injectable()
export class PaymentReportService {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    @Inject(ClockService) private readonly clock: ClockService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The days a query covers: both ends as given, `to` defaulting to today and `from` to 30 days back. */
  rangeOf({ from, to }: PaymentReportQuery): { from: string; to: string } {
    const today = shopDateOf(this.clock.now());
    const last = to ?? (from && from > today ? from : today);
    return { from: from ?? addDays(last, 1 - PAYMENT_REPORT_DEFAULT_DAYS), to: last };
  }

  async report(query: PaymentReportQuery): Promise<PaymentReport> {
    const { from, to } = this.rangeOf(query);
    const groups = await this.groupsOf(from, to);
    return {
      from,
      to,
      timeZone: SHOP_TIME_ZONE,
      rows: this.rows(groups),
      totals: totalsOf(groups, this.config.currency),
    };
  }

  /**
   * The groups of the orders placed from `from` to `to`, aggregated a window of days at a time and added
   * up: the embedded database reads the orders an aggregation matches into memory before grouping them,
   * so a report over years would otherwise hold every order of those years at once. Counts and cents are
   * whole numbers, so the sum is exact.
   */
  private async groupsOf(from: string, to: string): Promise<Group[]> {
    const merged = new Map<string, Group>();
    for (let start = from; start <= to;) {
      const last = addDays(start, REPORT_WINDOW_DAYS - 1);
      const end = last < to ? last : to;
      const groups = await this.orders
        .aggregate<Group>([
          { $match: { createdAt: shopDaysCondition(start, end) } },
          {
            $group: {
              _id: { paymentMethod: '$paymentMethod', status: '$status', currency: '$currency' },
              orders: { $sum: 1 },
              cents: { $sum: { $round: [{ $multiply: ['$total', 100] }, 0] } },
            },
          },
        ])
        .exec();
      for (const group of groups) {
        const key = `${group._id.paymentMethod}|${group._id.status}|${group._id.currency}`;
        const seen = merged.get(key);
        if (seen)
          merged.set(key, { ...seen, orders: seen.orders + group.orders, cents: seen.cents + group.cents });
        else merged.set(key, group);
      }
      start = addDays(end, 1);
    }
    return [...merged.values()];
  }

  /** The report as CSV (values in English words, record 081): a row per method and status, then per currency all orders and those kept. */
  async csv(query: PaymentReportQuery): Promise<{ name: string; body: string }> {
    const report = await this.report(query);
    const { from, to } = report;
    const amount = (total: number) => total.toFixed(2);
    const rows = [
      ...report.rows.map((row) => [
        from,
        to,
        PAYMENT_METHOD_WORDS[row.paymentMethod] ?? row.paymentMethod,
        row.status,
        row.currency,
        row.orders,
        amount(row.total),
      ]),
      ...report.totals.flatMap((total) => [
        [from, to, 'All', 'All', total.currency, total.orders, amount(total.total)],
        [from, to, 'All', 'All but Cancelled', total.currency, total.keptOrders, amount(total.keptTotal)],
      ]),
    ];
    return {
      name: `payments-${from}-to-${to}.csv`,
      body: toCsv(['From', 'To', 'Payment method', 'Status', 'Currency', 'Orders', 'Total'], rows),
    };
  }

  /** Every status of every payment method in the shop currency (zeros too), then any other currency met. */
  private rows(groups: readonly Group[]): PaymentReportRow[] {
    const key = (method: string, status: string, currency: string) => `${method}|${status}|${currency}`;
    const found = new Map(
      groups.map((group) => [key(group._id.paymentMethod, group._id.status, group._id.currency), group]),
    );
    const rows: PaymentReportRow[] = ORDER_STATUSES.map((status) => {
      const group = found.get(key(PAYMENT_METHOD, status, this.config.currency));
      return {
        paymentMethod: PAYMENT_METHOD,
        status,
        currency: this.config.currency,
        orders: group?.orders ?? 0,
        total: fromCents(group?.cents ?? 0),
      };
    });
    const others = groups
      .filter(
        (group) =>
          !(group._id.paymentMethod === PAYMENT_METHOD && group._id.currency === this.config.currency),
      )
      .map((group) => ({ ...group._id, orders: group.orders, total: fromCents(group.cents) }))
      .sort(
        (a, b) =>
          a.currency.localeCompare(b.currency) ||
          a.paymentMethod.localeCompare(b.paymentMethod) ||
          (STATUS_ORDER.get(a.status) ?? 0) - (STATUS_ORDER.get(b.status) ?? 0),
      );
    return [...rows, ...others];
  }
}

/** Per currency (the shop's always, zeros too): every order of the range, and those not cancelled (the money the shop keeps). */
function totalsOf(groups: readonly Group[], shopCurrency: string): PaymentReportTotal[] {
  const byCurrency = new Map<
    string,
    { orders: number; cents: number; keptOrders: number; keptCents: number }
  >([[shopCurrency, { orders: 0, cents: 0, keptOrders: 0, keptCents: 0 }]]);
  for (const group of groups) {
    const sum = byCurrency.get(group._id.currency) ?? { orders: 0, cents: 0, keptOrders: 0, keptCents: 0 };
    sum.orders += group.orders;
    sum.cents += group.cents;
    if (group._id.status !== 'Cancelled') {
      sum.keptOrders += group.orders;
      sum.keptCents += group.cents;
    }
    byCurrency.set(group._id.currency, sum);
  }
  return [...byCurrency.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, sum]) => ({
      currency,
      orders: sum.orders,
      total: fromCents(sum.cents),
      keptOrders: sum.keptOrders,
      keptTotal: fromCents(sum.keptCents),
    }));
}
