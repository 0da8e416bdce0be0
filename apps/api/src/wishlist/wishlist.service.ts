import type { ContentLanguage } from '@farm/contract';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type Product, WISHLIST_MAX_ITEMS } from '@farm/contract';
import { type Model, Types } from 'mongoose';
import { CatalogService } from '../catalog/catalog.service';
import { ApiException } from '../errors/error-body';
import { isDuplicateKey } from '../users/users.service';
import { WishlistItem } from './wishlist-item.schema';

/** The customer's wishlist: products they keep an eye on, newest first. */
@Injectable()
export class WishlistService {
  constructor(
    @InjectModel(WishlistItem.name) private readonly items: Model<WishlistItem>,
    private readonly catalog: CatalogService,
  ) {}

  /** The products, newest first; a product deleted since simply drops out (there is nothing left to show). */
  async products(userId: string, lang: ContentLanguage = 'en'): Promise<Product[]> {
    const ids = await this.productIds(userId);
    const products = await this.catalog.productsByIds(ids, undefined, lang);
    return ids.flatMap((id) => products.get(id) ?? []);
  }

  /** The badge: the length of the list `products` answers. */
  async count(userId: string): Promise<number> {
    return this.catalog.countExisting(await this.productIds(userId));
  }

  /** true when added, false when it was already there. */
  async add(userId: string, productId: string): Promise<boolean> {
    if (!(await this.catalog.productById(productId))) throw new ApiException(404, 'productNotFound');
    const key = { userId: new Types.ObjectId(userId), productId: new Types.ObjectId(productId) };
    if (await this.items.exists(key).exec()) return false;
    // What the list shows: a product deleted or archived since it was saved takes no place in it.
    if ((await this.count(userId)) >= WISHLIST_MAX_ITEMS) throw wishlistFull();
    try {
      const item = await this.items.create(key);
      // Counted again once in: of items saved at the same moment, those that find the list over its limit
      // take themselves back out, so it never shows more (docs/decisions/240-list-limits-under-races.md).
      if ((await this.count(userId)) > WISHLIST_MAX_ITEMS) {
        await this.items.deleteOne({ _id: item._id }).exec();
        throw wishlistFull();
      }
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  async remove(userId: string, productId: string): Promise<void> {
    const result = await this.items
      .deleteOne({ userId: new Types.ObjectId(userId), productId: new Types.ObjectId(productId) })
      .exec();
    if (result.deletedCount === 0) throw new ApiException(404, 'wishlistItemNotFound');
  }

  async clear(userId: string): Promise<void> {
    await this.items.deleteMany({ userId: new Types.ObjectId(userId) }).exec();
  }

  private async productIds(userId: string): Promise<string[]> {
    const docs = await this.items
      .find({ userId: new Types.ObjectId(userId) }, { productId: 1 })
      .sort({ createdAt: -1, _id: -1 })
      .lean()
      .exec();
    return docs.map((doc) => String(doc.productId));
  }
}

const wishlistFull = () => new ApiException(409, 'wishlistFull', { max: WISHLIST_MAX_ITEMS });
