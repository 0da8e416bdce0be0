import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type ClientSession, type Model, Types } from 'mongoose';
import type { ContentLanguage } from '@farm/contract';
import { isObjectIdString } from '../common/object-id';
import {
  type CategoryView,
  type ProductView,
  type ServiceView,
  toCategoryView,
  toProductView,
  toServiceView,
} from './catalog.mapper';
import { Category } from './category.schema';
import { type Page, type PageRequest, pageOf, skipFor } from './pagination';
import { Product } from './product.schema';
import { productSearch } from './search';
import { FarmService } from './farm-service.schema';

/**
 * The shop shows only products on sale: an archived product (on past orders, deleted by an admin) is as
 * absent as a deleted one in every public read, so the list, search, detail, cart and checkout all refuse it.
 * `$ne` also matches products stored before the flag existed.
 */
export const ON_SALE = { archived: { $ne: true } } as const;

export interface ProductQuery extends PageRequest {
  search?: string;
}

/** Read side of the catalog: every query the shop's pages make. */
@Injectable()
export class CatalogService {
  constructor(
    @InjectModel(FarmService.name) private readonly services: Model<FarmService>,
    @InjectModel(Category.name) private readonly categories: Model<Category>,
    @InjectModel(Product.name) private readonly products: Model<Product>,
  ) {}

  // Every read takes the visitor's language; texts come back in it, English where Arabic is missing.
  async listServices(lang: ContentLanguage = 'en'): Promise<ServiceView[]> {
    const docs = await this.services.find().sort({ position: 1, name: 1 }).lean().exec();
    return docs.map((doc) => toServiceView(doc, lang));
  }

  async getService(id: string, lang: ContentLanguage = 'en'): Promise<ServiceView | undefined> {
    if (!isObjectIdString(id)) return undefined;
    const doc = await this.services.findById(id).lean().exec();
    return doc ? toServiceView(doc, lang) : undefined;
  }

  /** undefined when the service does not exist (an existing service may have no categories). */
  async listServiceCategories(
    serviceId: string,
    lang: ContentLanguage = 'en',
  ): Promise<CategoryView[] | undefined> {
    if (!(await this.exists(this.services, serviceId))) return undefined;
    const docs = await this.categories.find({ serviceId }).sort({ name: 1 }).lean().exec();
    return docs.map((doc) => toCategoryView(doc, lang));
  }

  /** Categories by slug, in the order asked (the segment pages' tiles name their categories by slug). */
  async categoriesBySlug(slugs: string[], lang: ContentLanguage = 'en'): Promise<CategoryView[]> {
    const docs = await this.categories
      .find({ slug: { $in: slugs.map((slug) => slug.toLowerCase()) } })
      .lean()
      .exec();
    const bySlug = new Map(docs.map((doc) => [doc.slug, toCategoryView(doc, lang)]));
    return slugs.flatMap((slug) => bySlug.get(slug.toLowerCase()) ?? []);
  }

  async listProducts(query: ProductQuery, lang: ContentLanguage = 'en'): Promise<Page<ProductView>> {
    const search = productSearch(query.search);
    if (search === undefined) return this.productPage(ON_SALE, query, lang);
    if (search === null) return pageOf([], 0, query);
    // Products whose names hold every word first, then the rest, each by name
    // (docs/decisions/112-search-by-word.md): the page is cut across the two lists by their counts.
    const [inName, total] = await Promise.all([
      this.products.countDocuments({ ...search.inName, ...ON_SALE }).exec(),
      this.products.countDocuments({ ...search.all, ...ON_SALE }).exec(),
    ]);
    const skip = skipFor(query);
    const fromNames = Math.max(0, Math.min(query.limit, inName - skip));
    const [named, others] = await Promise.all([
      fromNames > 0 ? this.sortedPage({ ...search.inName, ...ON_SALE }, skip, fromNames) : [],
      query.limit > fromNames && total > inName
        ? this.sortedPage(
            { ...search.elsewhere, ...ON_SALE },
            Math.max(0, skip - inName),
            query.limit - fromNames,
          )
        : [],
    ]);
    return pageOf(
      [...named, ...others].map((doc) => toProductView(doc, lang)),
      total,
      query,
    );
  }

  /** undefined when the category does not exist. */
  async listCategoryProducts(
    categoryId: string,
    query: PageRequest,
    lang: ContentLanguage = 'en',
  ): Promise<Page<ProductView> | undefined> {
    if (!(await this.exists(this.categories, categoryId))) return undefined;
    // aggregate pipelines are not cast by the schema: the id is an ObjectId in the documents
    return this.productPage({ categoryId: new Types.ObjectId(categoryId), ...ON_SALE }, query, lang);
  }

  async getProductById(id: string, lang: ContentLanguage = 'en'): Promise<ProductView | undefined> {
    if (!isObjectIdString(id)) return undefined;
    const doc = await this.products
      .findOne({ _id: id, ...ON_SALE })
      .lean()
      .exec();
    return doc ? toProductView(doc, lang) : undefined;
  }

  async getProductBySlug(slug: string, lang: ContentLanguage = 'en'): Promise<ProductView | undefined> {
    const doc = await this.products
      .findOne({ slug: slug.toLowerCase(), ...ON_SALE })
      .lean()
      .exec();
    return doc ? toProductView(doc, lang) : undefined;
  }

  /**
   * Products by id, keyed by id; ids that name no product are simply absent. In `lang` (the cart, wishlist
   * and checkout show the visitor's language); an order takes its lines from `productsForOrder`.
   */
  async productsByIds(
    ids: readonly string[],
    session?: ClientSession,
    lang: ContentLanguage = 'en',
  ): Promise<Map<string, ProductView>> {
    const docs = await this.onSale(ids, session);
    return new Map(docs.map((doc) => [doc._id.toString(), toProductView(doc, lang)]));
  }

  /**
   * What an order takes of its products, in one read: each in English (the shop's record) and the Arabic
   * names of those that have one, kept beside it (docs/decisions/110-order-lines-in-both-languages.md).
   */
  async productsForOrder(
    ids: readonly string[],
    session: ClientSession,
  ): Promise<{ products: Map<string, ProductView>; arabicNames: Map<string, string> }> {
    const docs = await this.onSale(ids, session);
    return {
      products: new Map(docs.map((doc) => [doc._id.toString(), toProductView(doc)])),
      arabicNames: new Map(
        docs.flatMap((doc) => (doc.nameAr?.trim() ? [[doc._id.toString(), doc.nameAr] as const] : [])),
      ),
    };
  }

  private async onSale(ids: readonly string[], session?: ClientSession) {
    const valid = ids.filter(isObjectIdString);
    if (valid.length === 0) return [];
    return this.products
      .find({ _id: { $in: valid }, ...ON_SALE })
      .session(session ?? null)
      .lean()
      .exec();
  }

  async productById(id: string): Promise<ProductView | undefined> {
    return (await this.productsByIds([id])).get(id);
  }

  /** How many of these ids name a product (the wishlist badge counts only products that still exist). */
  async countExisting(ids: readonly string[]): Promise<number> {
    const valid = ids.filter(isObjectIdString);
    if (valid.length === 0) return 0;
    return this.products.countDocuments({ _id: { $in: valid }, ...ON_SALE }).exec();
  }

  /**
   * One page and the total in one database round trip: the page is cut from the same sorted match the total
   * counts (a leading $match and $sort can still use the { name, _id } indexes on MongoDB).
   */
  private async productPage(
    filter: Record<string, unknown>,
    request: PageRequest,
    lang: ContentLanguage,
  ): Promise<Page<ProductView>> {
    // The page and the count as two reads, not one $facet: a $facet receives every matching product
    // before it can skip and count, which at 100,000 products took seconds. The page walks the
    // { name, _id } index and stops after `limit`; the count reads no documents back.
    const [docs, total] = await Promise.all([
      this.sortedPage(filter, skipFor(request), request.limit),
      this.products.countDocuments(filter).exec(),
    ]);
    return pageOf(
      docs.map((doc) => toProductView(doc, lang)),
      total,
      request,
    );
  }

  /** `limit` products of `filter` by name after the first `skip`; a product's search words stay behind. */
  private sortedPage(filter: Record<string, unknown>, skip: number, limit: number) {
    return this.products
      .find(filter, { searchWords: 0, nameWords: 0 })
      .sort({ name: 1, _id: 1 })
      .skip(skip)
      .limit(limit)
      .lean<Parameters<typeof toProductView>[0][]>()
      .exec();
  }

  private async exists(model: Model<FarmService> | Model<Category>, id: string): Promise<boolean> {
    if (!isObjectIdString(id)) return false;
    return (await (model as Model<FarmService>).exists({ _id: id }).exec()) !== null;
  }
}
