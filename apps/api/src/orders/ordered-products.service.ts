import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type ClientSession, type Model, Types } from 'mongoose';
import { MediaUsage } from '../files/media-usage';
import { Order } from './order.schema';

/**
 * What the orders say about products: whether any order names one (such a product is archived rather
 * than deleted, so old orders keep their lines) and which images order lines still show.
 */
@Injectable()
export class OrderedProductsService {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    media: MediaUsage,
  ) {
    media.register((urls) => this.imagesOnOrders(urls));
  }

  /** Read inside the delete's transaction, so an order placed meanwhile makes the delete run again. */
  async isOrdered(productId: string, session: ClientSession): Promise<boolean> {
    const found = await this.orders
      .exists({ 'lines.productId': new Types.ObjectId(productId) })
      .session(session)
      .exec();
    return found !== null;
  }

  /** Which of these image URLs a line of any order shows (lines keep the picture the buyer saw). */
  async imagesOnOrders(urls: readonly string[]): Promise<Set<string>> {
    if (urls.length === 0) return new Set();
    // `distinct` answers the images alone, however many orders show one.
    const shown: unknown[] = await this.orders
      .distinct('lines.image', { 'lines.image': { $in: [...urls] } })
      .exec();
    return new Set(shown.filter((url): url is string => typeof url === 'string' && urls.includes(url)));
  }
}
