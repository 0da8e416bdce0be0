import { ERASED_PERSONAL_DATA, type OrderStatus } from '@farm/contract';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type Model, Types } from 'mongoose';
import { Order } from './order.schema';

/** What stands where a deleted customer's name, e-mail, phone and street address were (the contract's). */
export const ERASED = ERASED_PERSONAL_DATA;

/**
 * Orders of a deleted account stay in the shop's books (amounts, lines, dates, statuses, the emirate and
 * country the goods went to) without the personal data (docs/decisions/172-deleting-an-account.md).
 */
@Injectable()
export class OrderPrivacyService {
  constructor(@InjectModel(Order.name) private readonly orders: Model<Order>) {}

  /**
   * Whether an order of `userId` is on its way (Shipped): its delivery details are still needed to deliver
   * it, call the customer and collect cash on delivery, so the account is not deleted meanwhile
   * (docs/decisions/172-deleting-an-account.md).
   */
  async hasOrderOnItsWay(userId: string): Promise<boolean> {
    const found = await this.orders
      .exists({ userId: new Types.ObjectId(userId), status: 'Shipped' satisfies OrderStatus })
      .exec();
    return found !== null;
  }

  /** Erases the customer's personal data from every order of `userId`; returns how many orders it touched. */
  async eraseCustomer(userId: string): Promise<number> {
    const id = new Types.ObjectId(userId);
    const result = await this.orders
      .updateMany(
        { userId: id },
        {
          $set: {
            'customer.name': ERASED,
            'customer.email': ERASED,
            'shippingAddress.fullName': ERASED,
            'shippingAddress.email': ERASED,
            'shippingAddress.phone': ERASED,
            'shippingAddress.addressLine1': ERASED,
            'shippingAddress.pincode': ERASED,
          },
          $unset: { 'shippingAddress.company': 1, 'shippingAddress.addressLine2': 1 },
        },
      )
      .exec();
    // The customer's own steps in the history carried their name too.
    await this.orders
      .updateMany(
        { userId: id, 'history.by.userId': id },
        { $set: { 'history.$[step].by.name': ERASED } },
        { arrayFilters: [{ 'step.by.userId': id }] },
      )
      .exec();
    return result.modifiedCount;
  }
}
