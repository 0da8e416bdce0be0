import { Inject, Injectable } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import {
  type AdminOrder,
  canChangeStatus,
  type ContentLanguage,
  type CustomerOrderSummary,
  SHOP_UTC_OFFSET_MS,
  type OrderStatus,
  type OrderStatusChange,
  type Page,
  shopDaysCondition,
  statusesBefore,
} from '@farm/contract';
import { type ClientSession, type Connection, type Model, Types } from 'mongoose';
import { type AuditChange, AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/auth-user';
import { escapeRegex } from '../catalog/search';
import { CatalogRepository } from '../catalog/catalog.repository';
import { ClockService } from '../clock/clock.service';
import { isObjectIdString } from '../common/object-id';
import { ApiException } from '../errors/error-body';
import { type OrderRecord, toAdminOrderView } from './order.mapper';
import { findOrderPage, type OrderPageRequest } from './order-page';
import { Order, type OrderHistoryRecord } from './order.schema';

export interface AdminOrderQuery extends OrderPageRequest {
  status?: Order['status'];
  search?: string;
  /** Inclusive days in the shop's time zone (YYYY-MM-DD). */
  from?: string;
  to?: string;
  /** One customer's orders (their user id). */
  customer?: string;
}

/** The order is no longer in the status its change was asked from: the 409 says where it is now. */
const moved = (status: OrderStatus) => new ApiException(409, 'orderStatusMoved', { status });

/**
 * Placed orders as the admin works on them: the list, one order, a customer's latest, and status changes
 * along ORDER_TRANSITIONS, each kept in the order's history with who and when.
 */
@Injectable()
export class OrdersAdminService {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly catalogRepository: CatalogRepository,
    @Inject(ClockService) private readonly clock: ClockService,
    private readonly audit: AuditService,
  ) {}

  /**
   * The admin's list. Every filter but the search is backed by an index: (status, createdAt) and
   * (createdAt) for the status and the days, (userId, createdAt) for one customer.
   */
  async list(
    { status, search, from, to, customer, ...request }: AdminOrderQuery,
    lang: ContentLanguage = 'en',
  ): Promise<Page<AdminOrder>> {
    const filter: Record<string, unknown> = {};
    if (status) filter.status = status;
    const placed = shopDaysCondition(from, to);
    if (placed) filter.createdAt = placed;
    if (customer) filter.userId = new Types.ObjectId(customer);
    const term = search?.trim();
    if (term) {
      const pattern = new RegExp(escapeRegex(term), 'i');
      filter.$or = [{ number: pattern }, { 'customer.email': pattern }];
    }
    const page = await findOrderPage(this.orders, filter, request);
    return { ...page, data: page.data.map((order) => toAdminOrderView(order, lang)) };
  }

  /** A customer's newest orders, as their admin detail lists them, and how many they placed in all. */
  async recentOf(userId: string, limit: number): Promise<{ data: CustomerOrderSummary[]; total: number }> {
    const page = await findOrderPage(this.orders, { userId: new Types.ObjectId(userId) }, { page: 1, limit });
    return {
      total: page.total,
      data: page.data.map((order) => ({
        _id: String(order._id),
        number: order.number,
        status: order.status,
        createdAt: order.createdAt.toISOString(),
        items: order.lines.reduce((sum, line) => sum + line.quantity, 0),
        total: order.total,
        currency: order.currency,
      })),
    };
  }

  async get(orderId: string, lang: ContentLanguage = 'en'): Promise<AdminOrder> {
    return toAdminOrderView(await this.record(orderId), lang);
  }

  /**
   * Moves the order to `status` if ORDER_TRANSITIONS allows it from the status it is in (409 otherwise),
   * and only while it is in the status the admin saw (`from`, 409 `orderStatusMoved` when it has moved).
   * The write is conditional on that status, so of two admins changing the same order at once only one
   * succeeds; cancelling also returns the stock and writes the audit entry in one transaction, exactly once.
   */
  async changeStatus(
    orderId: string,
    change: OrderStatusChange,
    admin: AuthUser,
    lang: ContentLanguage = 'en',
  ): Promise<AdminOrder> {
    const current = await this.record(orderId);
    if (change.from && change.from !== current.status) throw moved(current.status);
    if (!canChangeStatus(current.status, change.status))
      throw new ApiException(409, 'orderStatusRefused', { from: current.status, to: change.status });
    const entry: OrderHistoryRecord = {
      status: change.status,
      at: new Date(this.clock.now()),
      by: {
        userId: new Types.ObjectId(admin.id),
        role: admin.role,
        name: `${admin.username} ${admin.lastname}`,
      },
      ...(change.note ? { note: change.note } : {}),
    };
    const audited: AuditChange = {
      kind: 'order',
      recordId: String(current._id),
      action: 'statusChanged',
      fields: change.note ? ['status', 'note'] : ['status'],
      detail: change.status,
    };
    const updated =
      change.status === 'Cancelled'
        ? await this.cancel(current, entry, [current.status], (session) =>
            this.audit.record(admin, audited, session),
          )
        : await this.orders
            .findOneAndUpdate(
              { _id: current._id, status: current.status },
              { $set: { status: change.status }, $push: { history: entry } },
              { returnDocument: 'after' },
            )
            .lean<OrderRecord>()
            .exec();
    // Someone else changed it between our read and our write: say what it is now.
    if (!updated) throw moved((await this.record(orderId)).status);
    if (change.status !== 'Cancelled') await this.audit.record(admin, audited);
    return toAdminOrderView(updated, lang);
  }

  /**
   * Cancels every order of the customer that can still be cancelled (Pending, Confirmed), each returning
   * its stock exactly once, as the customer's own step: an account being deleted leaves no order to be
   * shipped to an address that is about to be erased (docs/decisions/172-deleting-an-account.md).
   */
  async cancelOpenOrdersOf(customer: AuthUser): Promise<OrderRecord[]> {
    const open = await this.orders
      .find({ userId: new Types.ObjectId(customer.id), status: { $in: statusesBefore('Cancelled') } })
      .lean<OrderRecord[]>()
      .exec();
    const cancelled: OrderRecord[] = [];
    for (const order of open) {
      // Any status that may still become Cancelled: an admin confirming it meanwhile does not keep it open.
      const done = await this.cancel(order, this.customerStep(customer), statusesBefore('Cancelled'));
      if (done) cancelled.push(done);
    }
    return cancelled;
  }

  /** The history entry of a cancellation the customer made themselves. */
  private customerStep(customer: AuthUser): OrderHistoryRecord {
    return {
      status: 'Cancelled',
      at: new Date(this.clock.now()),
      by: {
        userId: new Types.ObjectId(customer.id),
        role: customer.role,
        name: `${customer.username} ${customer.lastname}`,
      },
    };
  }

  /**
   * The customer's own cancellation of one of their orders, while ORDER_TRANSITIONS lets it become
   * Cancelled (not shipped yet): its stock returns once, and the history says the customer did it
   * (docs/decisions/245-customers-cancel-their-orders.md). An admin confirming it meanwhile does not stop
   * it. Asked again after the customer's own cancellation (a double press, a retry), it answers the order
   * as it is, `changed` false. Another customer's order is a 404; one shipped, delivered or cancelled by
   * the shop is a 409.
   */
  async cancelForCustomer(
    customer: AuthUser,
    orderId: string,
  ): Promise<{ order: OrderRecord; changed: boolean }> {
    const current = await this.record(orderId);
    if (String(current.userId) !== customer.id) throw new ApiException(404, 'orderNotFound');
    const cancelled = canChangeStatus(current.status, 'Cancelled')
      ? await this.cancel(current, this.customerStep(customer), statusesBefore('Cancelled'))
      : null;
    if (cancelled) return { order: cancelled, changed: true };
    const now = await this.record(orderId);
    if (now.status === 'Cancelled' && String(now.history.at(-1)?.by.userId) === customer.id)
      return { order: now, changed: false };
    throw new ApiException(409, 'orderNotCancellable');
  }

  // The dashboard's figures of the orders (docs/decisions/095-admin-dashboard.md).

  /** Orders and revenue per shop day since `since` (days without orders are absent), cancelled ones left out. */
  perShopDay(since: Date): Promise<{ _id: string; orders: number; revenue: number }[]> {
    return this.orders
      .aggregate<{ _id: string; orders: number; revenue: number }>([
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
      .exec();
  }

  countPending(): Promise<number> {
    return this.orders.countDocuments({ status: 'Pending' }).exec();
  }

  count(): Promise<number> {
    return this.orders.countDocuments().exec();
  }

  /**
   * Stores orders the seed generated (`pnpm seed -- --orders N`, to see the admin's lists at size) as they
   * are, with the creation times they were given, which the newest-first lists sort by.
   */
  async insertGenerated(orders: object[]): Promise<void> {
    await this.orders.insertMany(orders, { timestamps: false } as never);
  }

  /**
   * Cancels the order and returns its stock in one transaction, once: only while it is still in one of
   * `from` and its stock was not returned yet. `alsoIn` writes what else belongs to the same step (an
   * admin's audit entry) in that transaction.
   */
  private async cancel(
    current: OrderRecord,
    entry: OrderHistoryRecord,
    from: readonly OrderStatus[],
    alsoIn?: (session: ClientSession) => Promise<void>,
  ): Promise<OrderRecord | null> {
    let cancelled: OrderRecord | null = null;
    const session = await this.connection.startSession();
    try {
      await session.withTransaction(async () => {
        cancelled = await this.orders
          .findOneAndUpdate(
            { _id: current._id, status: { $in: from }, stockReturned: false },
            { $set: { status: 'Cancelled', stockReturned: true }, $push: { history: entry } },
            { returnDocument: 'after', session },
          )
          .lean<OrderRecord>()
          .exec();
        if (!cancelled) return;
        for (const line of cancelled.lines) {
          await this.catalogRepository.returnStock(String(line.productId), line.quantity, session);
        }
        await alsoIn?.(session);
      });
    } finally {
      await session.endSession();
    }
    return cancelled;
  }

  private async record(orderId: string): Promise<OrderRecord> {
    const order = isObjectIdString(orderId)
      ? await this.orders.findById(orderId).lean<OrderRecord>().exec()
      : null;
    if (!order) throw new ApiException(404, 'orderNotFound');
    return order;
  }
}
