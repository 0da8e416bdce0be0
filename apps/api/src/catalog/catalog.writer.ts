import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { ClientSession, Model, Types } from 'mongoose';
import { CatalogCache } from './catalog-cache';
import type { Media } from './media.schema';
import { Category } from './category.schema';
import { Product } from './product.schema';
import { Service } from './service.schema';

type WithId = { _id?: Types.ObjectId };
export type NewService = Service & WithId;
export type NewCategory = Category & WithId;
export type NewProduct = Product & WithId;

/**
 * Write side of the catalog (the demo seed, the admin screens, stock taken and returned by orders): the ONE
 * place that writes services, categories and products.
 *
 * EVERY WRITE METHOD MUST CALL `this.changed()` once its write is done (pass the transaction's session when
 * there is one). The public catalog answers are served from memory (CatalogCache,
 * docs/decisions/090-catalog-cache.md) and this call is what empties that memory, so a write is visible at
 * once in this process; other API replicas see it when their short-lived copies expire.
 */
@Injectable()
export class CatalogWriter {
  constructor(
    @InjectModel(Service.name) private readonly services: Model<Service>,
    @InjectModel(Category.name) private readonly categories: Model<Category>,
    @InjectModel(Product.name) private readonly products: Model<Product>,
    private readonly cache: CatalogCache,
  ) {}

  /**
   * The catalog changed: forget every cached answer. Inside a transaction it forgets them again when the
   * session ends, because until the commit a read still sees the old documents and could cache them anew.
   */
  changed(session?: ClientSession): void {
    this.cache.clear();
    session?.once('ended', () => this.cache.clear());
  }

  /** The catalog counts as present once any service exists. */
  async isEmpty(): Promise<boolean> {
    return (await this.services.exists({}).exec()) === null;
  }

  async createServices(services: NewService[]): Promise<void> {
    await this.services.insertMany(services);
    this.changed();
  }

  async createCategories(categories: NewCategory[]): Promise<void> {
    await this.categories.insertMany(categories);
    this.changed();
  }

  async createProducts(products: NewProduct[]): Promise<void> {
    await this.products.insertMany(products);
    this.changed();
  }

  /**
   * Many generated products at once (`pnpm seed -- --products N`): plain documents handed to the driver
   * without Mongoose building and validating each one, so 100,000 take seconds, not minutes. The caller
   * makes them valid (prices rounded, discount <= price), sets their timestamps and sizes the batches.
   */
  async createProductsInBulk(products: (NewProduct & { createdAt: Date; updatedAt: Date })[]): Promise<void> {
    await this.products.insertMany(products, { lean: true, ordered: false });
    this.changed();
  }

  async productCount(): Promise<number> {
    return this.products.estimatedDocumentCount().exec();
  }

  /** Up to `limit` stored products, oldest first: what generated products are made from. */
  async productTemplates(limit: number): Promise<NewProduct[]> {
    return this.products.find().sort({ _id: 1 }).limit(limit).lean<NewProduct[]>().exec();
  }

  /**
   * Takes `quantity` units of a product if that many are in stock, in one conditional update (so two buyers
   * can never both take the last unit); false when there are not enough, or no such product.
   */
  async takeStock(productId: string, quantity: number, session: ClientSession): Promise<boolean> {
    const result = await this.products
      .updateOne({ _id: productId, stock: { $gte: quantity } }, { $inc: { stock: -quantity } }, { session })
      .exec();
    // The catalog shows stock, so taking some is a catalog change too.
    if (result.modifiedCount === 1) this.changed(session);
    return result.modifiedCount === 1;
  }

  /** Puts units back (a cancelled order); a product deleted since is left alone. */
  async returnStock(productId: string, quantity: number, session: ClientSession): Promise<void> {
    await this.products.updateOne({ _id: productId }, { $inc: { stock: quantity } }, { session }).exec();
    this.changed(session);
  }

  /** Every media URL the catalog refers to, so a forced re-seed can remove the files it replaces. */
  async mediaUrls(): Promise<string[]> {
    const [services, categories, products] = await Promise.all([
      this.services.find({}, { image: 1 }).lean().exec(),
      this.categories.find({}, { image: 1 }).lean().exec(),
      this.products.find({}, { images: 1 }).lean().exec(),
    ]);
    const urls = (items: Media[] | undefined) => (items ?? []).map((item) => item.url);
    return [
      ...services.flatMap((s) => urls(s.image)),
      ...categories.flatMap((c) => (c.image ? [c.image.url] : [])),
      ...products.flatMap((p) => urls(p.images)),
    ];
  }

  async clear(): Promise<void> {
    await Promise.all([
      this.products.deleteMany({}).exec(),
      this.categories.deleteMany({}).exec(),
      this.services.deleteMany({}).exec(),
    ]);
    this.changed();
  }

  /** Builds unique indexes now, so the first write after boot is already checked against them. */
  async ensureIndexes(): Promise<void> {
    await Promise.all([this.services.init(), this.categories.init(), this.products.init()]);
  }
}
