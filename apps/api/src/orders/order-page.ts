import type { Model } from 'mongoose';
import type { OrderRecord } from './order.mapper';
import type { Order } from './order.schema';

export interface OrderPageRequest {
  page: number;
  limit: number;
}

/** One page of the orders `filter` matches, newest first, and how many match in all. */
export async function findOrderPage(
  orders: Model<Order>,
  filter: Record<string, unknown>,
  { page, limit }: OrderPageRequest,
): Promise<{ data: OrderRecord[]; page: number; pages: number; total: number }> {
  const [docs, total] = await Promise.all([
    orders
      .find(filter)
      .sort({ createdAt: -1, _id: -1 })
      .skip((page - 1) * limit)
      .limit(limit)
      .lean<OrderRecord[]>()
      .exec(),
    orders.countDocuments(filter).exec(),
  ]);
  return { data: docs, page, pages: Math.ceil(total / limit), total };
}
