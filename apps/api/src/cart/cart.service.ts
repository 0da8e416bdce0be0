import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  type AddToCartInput,
  CART_MAX_LINES,
  type Cart,
  type ContentLanguage,
  inLanguage,
  QUANTITY_MAX,
} from '@farm/contract';
import { type ClientSession, type Model, Types } from 'mongoose';
import { CatalogService, type ProductNames } from '../catalog/catalog.service';
import type { ProductView } from '../catalog/catalog.mapper';
import { ApiException } from '../errors/error-body';
import { MediaUsage } from '../files/media-usage';
import { isDuplicateKey } from '../users/users.service';
import { CartItem } from './cart-item.schema';
import { isOrderable, lineRefusal, orderableTotal, priceLine, snapshotOf, type WantedLine } from './pricing';

type CartItemDoc = CartItem & { _id: Types.ObjectId };

/** Attempts at a compare-and-set of one line before giving up (only a customer racing themselves retries). */
const WRITE_ATTEMPTS = 5;

/** A line's product name in `lang`: lines kept before they held both names have the one they were added in. */
const nameOf = (doc: Pick<CartItem, 'name' | 'nameAr'>, lang: ContentLanguage) =>
  inLanguage(lang, doc.name, doc.nameAr ?? undefined);

function wantedOf(doc: CartItemDoc, lang: ContentLanguage): WantedLine {
  return {
    productId: String(doc.productId),
    quantity: doc.quantity,
    snapshot: { name: nameOf(doc, lang), slug: doc.slug, image: doc.image ?? null, unitPrice: doc.unitPrice },
  };
}

/** A product as a line takes it: in the caller's language, and its name in both. */
type ForLine = { product: ProductView; names: ProductNames };

/** What a line keeps of its product: as the shopper saw it, with its name in both languages. */
const kept = ({ product, names }: ForLine) => ({ ...snapshotOf(product), ...names });

/** A customer's line of one product: the cart's unique key. */
type LineKey = { userId: Types.ObjectId; productId: Types.ObjectId };
const lineKey = (userId: string, productId: string): LineKey => ({
  userId: new Types.ObjectId(userId),
  productId: new Types.ObjectId(productId),
});

/** The customer's cart: quantities 1-99 and never above the stock, priced from current prices. */
@Injectable()
export class CartService {
  constructor(
    @InjectModel(CartItem.name) private readonly items: Model<CartItem>,
    private readonly catalog: CatalogService,
    media: MediaUsage,
  ) {
    media.register((urls) => this.imagesInCarts(urls));
  }

  /**
   * Which of these image URLs a cart line still shows: a line keeps the picture the customer saw, shown
   * when its product has left the shop (docs/decisions/239-files-in-use.md).
   */
  async imagesInCarts(urls: readonly string[]): Promise<Set<string>> {
    if (urls.length === 0) return new Set();
    const shown: unknown[] = await this.items.distinct('image', { image: { $in: [...urls] } }).exec();
    return new Set(shown.filter((url): url is string => typeof url === 'string'));
  }

  async getCart(userId: string, lang: ContentLanguage = 'en'): Promise<Cart> {
    const docs = await this.lines(userId);
    const products = await this.catalog.productsByIds(
      docs.map((doc) => String(doc.productId)),
      undefined,
      lang,
    );
    const items = docs.map((doc) => {
      const product = products.get(String(doc.productId));
      return { ...priceLine(wantedOf(doc, lang), product), product: product ?? null };
    });
    return { items, total: orderableTotal(items), orderable: isOrderable(items) };
  }

  /** The lines as an order takes them (inside the order's transaction) or as the checkout shows them. */
  async wantedLines(userId: string, lang: ContentLanguage, session?: ClientSession): Promise<WantedLine[]> {
    return (await this.lines(userId, session)).map((doc) => wantedOf(doc, lang));
  }

  /** Removes the ordered products from the cart, inside the order's transaction. */
  async removeProducts(userId: string, productIds: readonly string[], session: ClientSession): Promise<void> {
    await this.items
      .deleteMany(
        {
          userId: new Types.ObjectId(userId),
          productId: { $in: productIds.map((id) => new Types.ObjectId(id)) },
        },
        { session },
      )
      .exec();
  }

  count(userId: string): Promise<number> {
    return this.items.countDocuments({ userId: new Types.ObjectId(userId) }).exec();
  }

  /**
   * Adds to what the cart holds. The new quantity must stay within 99 and the stock (409 says how many are
   * left and how many are in the cart already). The increment is one conditional update ("only if the line
   * holds at most limit - quantity"), so adds at the same moment all count and none passes the limit.
   */
  async add(
    userId: string,
    { productId, quantity }: AddToCartInput,
    lang: ContentLanguage = 'en',
  ): Promise<void> {
    const line = await this.onSale(productId, lang);
    const { product } = line;
    const key = lineKey(userId, productId);
    const limit = Math.min(QUANTITY_MAX, product.stock);
    for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt += 1) {
      const added = await this.items
        .updateOne({ ...key, quantity: { $lte: limit - quantity } }, { $inc: { quantity }, $set: kept(line) })
        .exec();
      if (added.modifiedCount === 1) return;
      const existing = await this.items.findOne(key).lean().exec();
      const inCart = existing?.quantity ?? 0;
      if (inCart + quantity > QUANTITY_MAX)
        throw new ApiException(409, 'cartQuantityLimit', { max: QUANTITY_MAX, inCart });
      this.checkStock(product, inCart + quantity, inCart);
      // Within the limits now: the line changed between the update and the read, or there is none yet.
      if (existing) continue;
      // Another request added the same product meanwhile: add to its line instead.
      if (await this.newLine(key, quantity, line)) return;
    }
    // Only the same customer adding the same product over and over at once gets here.
    throw new ApiException(503, 'serviceUnavailable');
  }

  /**
   * Makes the cart hold at least `quantity` of a product (Buy again, docs/decisions/246-buy-again.md): a line
   * holding fewer is raised to it, a missing one is added, within the same limits as `add`. Raising is one
   * conditional update ("only if the line holds fewer"), so presses at the same moment never add it twice.
   * False when the cart held that many already.
   */
  async topUp(
    userId: string,
    { productId, quantity }: AddToCartInput,
    lang: ContentLanguage = 'en',
  ): Promise<boolean> {
    const line = await this.onSale(productId, lang);
    const key = lineKey(userId, productId);
    for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt += 1) {
      const existing = await this.items.findOne(key).lean().exec();
      const inCart = existing?.quantity ?? 0;
      if (inCart >= quantity) return false;
      this.checkStock(line.product, quantity, inCart);
      if (existing) {
        await this.items
          .updateOne({ ...key, quantity: { $lt: quantity } }, { $set: { quantity, ...kept(line) } })
          .exec();
        // Raised now, or by another press meanwhile; a line removed meanwhile is added again.
        if (await this.items.exists({ ...key, quantity: { $gte: quantity } }).exec()) return true;
        continue;
      }
      if (await this.newLine(key, quantity, line)) return true;
    }
    throw new ApiException(503, 'serviceUnavailable');
  }

  /**
   * The product a line is for, read in the caller's language: a refusal names it as their page does, and so
   * does the line's snapshot. 404 when it is not on sale.
   */
  private async onSale(productId: string, lang: ContentLanguage): Promise<ForLine> {
    const line = await this.catalog.productWithNames(productId, lang);
    if (!line) throw new ApiException(404, 'productNotFound');
    return line;
  }

  /**
   * A new line of `quantity`, unless the cart is full (409); false when another request added the same
   * product at the same moment (the caller goes on with that line).
   */
  private async newLine(key: LineKey, quantity: number, product: ForLine): Promise<boolean> {
    const userId = String(key.userId);
    if ((await this.count(userId)) >= CART_MAX_LINES) throw cartFull();
    try {
      const line = await this.items.create({ ...key, quantity, ...kept(product) });
      // Counted again once in: of new lines added at the same moment, those that find the cart over its
      // limit take themselves back out, so it never holds more (docs/decisions/240-list-limits-under-races.md).
      if ((await this.count(userId)) > CART_MAX_LINES) {
        await this.items.deleteOne({ _id: line._id }).exec();
        throw cartFull();
      }
      return true;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      return false;
    }
  }

  /** Sets the quantity of a line; 409 when the product is gone or has fewer in stock. */
  async update(
    userId: string,
    productId: string,
    quantity: number,
    lang: ContentLanguage = 'en',
  ): Promise<void> {
    const key = lineKey(userId, productId);
    const existing = await this.items.findOne(key).lean().exec();
    if (!existing) throw new ApiException(404, 'cartItemNotFound');
    const line = await this.catalog.productWithNames(productId, lang);
    if (!line) throw new ApiException(409, 'productUnavailable', { name: nameOf(existing, lang) });
    this.checkStock(line.product, quantity, existing.quantity);
    const result = await this.items.updateOne(key, { $set: { quantity, ...kept(line) } }).exec();
    if (result.matchedCount === 0) throw new ApiException(404, 'cartItemNotFound');
  }

  async remove(userId: string, productId: string): Promise<void> {
    const result = await this.items.deleteOne(lineKey(userId, productId)).exec();
    if (result.deletedCount === 0) throw new ApiException(404, 'cartItemNotFound');
  }

  /** Empties the cart (an account being deleted). */
  async clear(userId: string): Promise<void> {
    await this.items.deleteMany({ userId: new Types.ObjectId(userId) }).exec();
  }

  private checkStock(product: ProductView, quantity: number, inCart: number): void {
    const refusal = lineRefusal(priceLine({ productId: product._id, quantity }, product));
    if (refusal) throw new ApiException(refusal.getStatus(), refusal.code, { ...refusal.params, inCart });
  }

  private lines(userId: string, session?: ClientSession): Promise<CartItemDoc[]> {
    return this.items
      .find({ userId: new Types.ObjectId(userId) })
      .sort({ createdAt: 1, _id: 1 })
      .session(session ?? null)
      .lean<CartItemDoc[]>()
      .exec();
  }
}

const cartFull = () => new ApiException(409, 'cartFull', { max: CART_MAX_LINES });
