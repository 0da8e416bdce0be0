import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { AdminProductQuery } from '@farm/contract';
import { type Model, Types } from 'mongoose';
import { isObjectIdString } from '../common/object-id';
import type { ProductRecord } from './catalog.writer';
import { Category } from './category.schema';
import { type Page, pageOf, skipFor } from './pagination';
import { Product } from './product.schema';
import { escapeRegex } from './search';
import { Service } from './service.schema';

/**
 * The catalog as the admin panel reads it: every product, archived ones too, with every stored field. These
 * reads go straight to the database (never through the shop's read cache), so an admin always sees the
 * write they just made.
 */
@Injectable()
export class AdminCatalog {
  constructor(
    @InjectModel(Service.name) private readonly services: Model<Service>,
    @InjectModel(Category.name) private readonly categories: Model<Category>,
    @InjectModel(Product.name) private readonly products: Model<Product>,
  ) {}

  /** Newest first; the search matches the English or Arabic name, literally and case-insensitively. */
  async listProducts({ search, categoryId, ...request }: AdminProductQuery): Promise<Page<ProductRecord>> {
    const filter: Record<string, unknown> = {};
    if (categoryId) filter.categoryId = new Types.ObjectId(categoryId);
    const term = search?.trim();
    if (term) {
      const pattern = new RegExp(escapeRegex(term), 'i');
      filter.$or = [{ name: pattern }, { nameAr: pattern }];
    }
    const [docs, total] = await Promise.all([
      this.products
        .find(filter)
        .sort({ createdAt: -1, _id: -1 })
        .skip(skipFor(request))
        .limit(request.limit)
        .lean<ProductRecord[]>()
        .exec(),
      this.products.countDocuments(filter).exec(),
    ]);
    return pageOf(docs, total, request);
  }

  async product(id: string): Promise<ProductRecord | undefined> {
    if (!isObjectIdString(id)) return undefined;
    return (await this.products.findById(id).lean<ProductRecord>().exec()) ?? undefined;
  }

  async categoryExists(id: string): Promise<boolean> {
    return isObjectIdString(id) && (await this.categories.exists({ _id: id }).exec()) !== null;
  }

  /** Which of these media URLs a product (archived ones too), service or category still shows. */
  async mediaInUse(urls: readonly string[]): Promise<Set<string>> {
    if (urls.length === 0) return new Set();
    const list = [...urls];
    const [products, services, categories] = await Promise.all([
      this.products
        .find({ 'images.url': { $in: list } }, { images: 1 })
        .lean()
        .exec(),
      this.services
        .find({ 'image.url': { $in: list } }, { image: 1 })
        .lean()
        .exec(),
      this.categories
        .find({ 'image.url': { $in: list } }, { image: 1 })
        .lean()
        .exec(),
    ]);
    const used = [
      ...products.flatMap((doc) => (doc.images ?? []).map((item) => item.url)),
      ...services.flatMap((doc) => (doc.image ?? []).map((item) => item.url)),
      ...categories.flatMap((doc) => (doc.image ? [doc.image.url] : [])),
    ];
    return new Set(used.filter((url) => urls.includes(url)));
  }
}
