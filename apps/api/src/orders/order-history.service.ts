import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type ContentLanguage, type Order as OrderView, type Page } from '@farm/contract';
import { type Model, Types } from 'mongoose';
import { isObjectIdString } from '../common/object-id';
import { ApiException } from '../errors/error-body';
import { type OrderRecord, toOrderView } from './order.mapper';
import { findOrderPage, type OrderPageRequest } from './order-page';
import { Order } from './order.schema';

/** A customer's own orders: their history, newest first, and one order at a time. */
@Injectable()
export class OrderHistoryService {
  constructor(@InjectModel(Order.name) private readonly orders: Model<Order>) {}

  async listMine(
    userId: string,
    request: OrderPageRequest,
    lang: ContentLanguage = 'en',
  ): Promise<Page<OrderView>> {
    const page = await findOrderPage(this.orders, { userId: new Types.ObjectId(userId) }, request);
    return { ...page, data: page.data.map((order) => toOrderView(order, lang)) };
  }

  /** Every order of the customer's, newest first, in one read (the copy of their data they download). */
  async allMine(
    userId: string,
    lang: ContentLanguage = 'en',
  ): Promise<(OrderView & { customer: { name: string; email: string } })[]> {
    const orders = await this.orders
      .find({ userId: new Types.ObjectId(userId) })
      .sort({ createdAt: -1, _id: -1 })
      .lean<OrderRecord[]>()
      .exec();
    // With the name and e-mail each was placed under: they may differ from the account's own today.
    return orders.map((order) => ({
      ...toOrderView(order, lang),
      customer: { name: order.customer.name, email: order.customer.email },
    }));
  }

  /** One of the customer's orders; another customer's order is as absent as one that does not exist. */
  async getMine(userId: string, orderId: string, lang: ContentLanguage = 'en'): Promise<OrderView> {
    const order = isObjectIdString(orderId)
      ? await this.orders
          .findOne({ _id: orderId, userId: new Types.ObjectId(userId) })
          .lean<OrderRecord>()
          .exec()
      : null;
    if (!order) throw new ApiException(404, 'orderNotFound');
    return toOrderView(order, lang);
  }
}
