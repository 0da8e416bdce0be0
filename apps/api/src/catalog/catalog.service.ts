import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type ClientSession, type Model, Types } from 'mongoose';
import {
  type CategoryProductQuery,
  type ContentLanguage,
  type ProductListQuery,
  type ProductSort,
  RELATED_PRODUCTS,
} from '@farm/contract';
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

/**
 * What a read for product views leaves in the database: the search words always (the key slots hold them,
 * docs/decisions/218-key-slots-hold-word-arrays.md), and for an English view the Arabic texts as well, which
 * toProductView reads only in Arabic (docs/decisions/221-english-views-read-no-arabic.md).
 */
const UNVIEWED = { searchWords: 0, nameWords: 0, arabicSortName: 0 } as const;
const UNVIEWED_IN_ENGLISH = { ...UNVIEWED, nameAr: 0, descriptionAr: 0, offerAr: 0, uspAr: 0 } as const;
const unviewed = (lang: ContentLanguage) => (lang === 'ar' ? UNVIEWED : UNVIEWED_IN_ENGLISH);

/**
 * Each sort of the shop's lists as an index's order (product.schema.ts), ending in `_id` so equal keys keep one
 * order on every page (docs/decisions/180-featured-products-sort-and-filters.md). Prices sort by what the
 * customer pays.
 */
const SORTS: Record<ProductSort, Record<string, 1 | -1>> = {
  featured: { featured: -1, featuredOrder: 1, name: 1, _id: 1 },
  'price-asc': { discountedPrice: 1, _id: 1 },
  'price-desc': { discountedPrice: -1, _id: -1 },
  newest: { createdAt: -1, _id: -1 },
  name: { name: 1, _id: 1 },
};

/** A list's order in `lang`: an Arabic page's names in Arabic order (docs/decisions/250-arabic-name-order.md). */
function sortOf(sort: ProductSort = 'featured', lang: ContentLanguage): Record<string, 1 | -1> {
  return sort === 'name' && lang === 'ar' ? { arabicSortName: 1, _id: 1 } : SORTS[sort];
}

type ProductFilters = Pick<ProductListQuery, 'inStock' | 'featured' | 'minPrice' | 'maxPrice'>;
/** A product's name in English and, where it has one, in Arabic. */
export type ProductNames = { name: string; nameAr: string | null };

/** A list's query as the contract reads it; callers inside the API may leave out the sort (featured). */
export type ProductListing = PageRequest & Partial<Omit<ProductListQuery, 'page' | 'limit'>>;
type CategoryListing = PageRequest & Partial<Omit<CategoryProductQuery, 'page' | 'limit'>>;

/** The on-sale products the filters keep; `inStock=false` and `featured` left out keep every product. */
function filtersOf(query: ProductFilters, categoryId?: string): Record<string, unknown> {
  const filter: Record<string, unknown> = { ...ON_SALE };
  // aggregate pipelines (the counts) are not cast by the schema: the id is an ObjectId in the documents
  if (categoryId) filter.categoryId = new Types.ObjectId(categoryId);
  if (query.inStock) filter.stock = { $gt: 0 };
  if (query.featured !== undefined) filter.featured = query.featured ? true : { $ne: true };
  if (query.minPrice !== undefined || query.maxPrice !== undefined)
    filter.discountedPrice = {
      ...(query.minPrice !== undefined && { $gte: query.minPrice }),
      ...(query.maxPrice !== undefined && { $lte: query.maxPrice }),
    };
  return filter;
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

  /** Every category by name (each names its service): what the shop's category filter groups by service. */
  async listAllCategories(lang: ContentLanguage = 'en'): Promise<CategoryView[]> {
    const docs = await this.categories.find().sort({ name: 1 }).lean().exec();
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

  /** undefined when the query names a category that does not exist. */
  async listProducts(
    query: ProductListing,
    lang: ContentLanguage = 'en',
  ): Promise<Page<ProductView> | undefined> {
    if (query.category && !(await this.exists(this.categories, query.category))) return undefined;
    const filter = filtersOf(query, query.category);
    const sort = sortOf(query.sort, lang);
    const search = productSearch(query.search);
    if (search === undefined) return this.productPage(filter, sort, query, lang);
    if (search === null) return pageOf([], 0, query);
    // Products whose names hold every word first, then the rest, each in the chosen order
    // (docs/decisions/112-search-by-word.md): the page is cut across the two lists.
    const skip = skipFor(query);
    const namesHold = { ...search.inName, ...filter };
    const [named, total] = await Promise.all([
      this.sortedPage(namesHold, sort, skip, query.limit, lang),
      this.products.countDocuments({ ...search.all, ...filter }).exec(),
    ]);
    let others: typeof named = [];
    if (named.length < query.limit) {
      // The page reaches past the name matches. Their number is known from the page when it holds some of them
      // (or starts at the first); it is counted only for a page wholly past them (docs/decisions/203-search-at-scale.md).
      const nameMatches =
        named.length > 0 || skip === 0
          ? skip + named.length
          : await this.products.countDocuments(namesHold).exec();
      if (total > nameMatches)
        others = await this.sortedPage(
          { ...search.elsewhere, ...filter },
          sort,
          Math.max(0, skip - nameMatches),
          query.limit - named.length,
          lang,
        );
    }
    return pageOf(
      [...named, ...others].map((doc) => toProductView(doc, lang)),
      total,
      query,
    );
  }

  /** undefined when the category does not exist. */
  async listCategoryProducts(
    categoryId: string,
    query: CategoryListing,
    lang: ContentLanguage = 'en',
  ): Promise<Page<ProductView> | undefined> {
    if (!(await this.exists(this.categories, categoryId))) return undefined;
    return this.productPage(filtersOf(query, categoryId), sortOf(query.sort, lang), query, lang);
  }

  /**
   * A few other on-sale products of a product's category: those in stock first, each group in the featured
   * order; undefined when there is no such product.
   */
  async relatedProducts(slug: string, lang: ContentLanguage = 'en'): Promise<ProductView[] | undefined> {
    const product = await this.products
      .findOne({ slug: slug.toLowerCase(), ...ON_SALE }, { categoryId: 1 })
      .lean()
      .exec();
    if (!product) return undefined;
    const same = { categoryId: product.categoryId, _id: { $ne: product._id }, ...ON_SALE };
    const inStock = await this.sortedPage(
      { ...same, stock: { $gt: 0 } },
      SORTS.featured,
      0,
      RELATED_PRODUCTS,
      lang,
    );
    const soldOut =
      inStock.length < RELATED_PRODUCTS
        ? await this.sortedPage(
            { ...same, stock: 0 },
            SORTS.featured,
            0,
            RELATED_PRODUCTS - inStock.length,
            lang,
          )
        : [];
    return [...inStock, ...soldOut].map((doc) => toProductView(doc, lang));
  }

  async getProductById(id: string, lang: ContentLanguage = 'en'): Promise<ProductView | undefined> {
    if (!isObjectIdString(id)) return undefined;
    const doc = await this.products
      .findOne({ _id: id, ...ON_SALE }, unviewed(lang))
      .lean()
      .exec();
    return doc ? toProductView(doc, lang) : undefined;
  }

  async getProductBySlug(slug: string, lang: ContentLanguage = 'en'): Promise<ProductView | undefined> {
    const doc = await this.products
      .findOne({ slug: slug.toLowerCase(), ...ON_SALE }, unviewed(lang))
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
    const docs = await this.onSale(ids, unviewed(lang), session);
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
    const docs = await this.onSale(ids, UNVIEWED, session);
    return {
      products: new Map(docs.map((doc) => [doc._id.toString(), toProductView(doc)])),
      arabicNames: new Map(
        docs.flatMap((doc) => (doc.nameAr?.trim() ? [[doc._id.toString(), doc.nameAr] as const] : [])),
      ),
    };
  }

  private async onSale(
    ids: readonly string[],
    leftOut: Readonly<Record<string, 0>>,
    session?: ClientSession,
  ) {
    const valid = ids.filter(isObjectIdString);
    if (valid.length === 0) return [];
    return this.products
      .find({ _id: { $in: valid }, ...ON_SALE }, leftOut)
      .session(session ?? null)
      .lean()
      .exec();
  }

  /**
   * A product on sale in `lang`, with its name in both languages: a cart line keeps both, so a product gone
   * since still shows in the language of the page reading the cart (docs/decisions/030-cart-and-wishlist.md).
   */
  async productWithNames(
    id: string,
    lang: ContentLanguage,
  ): Promise<{ product: ProductView; names: ProductNames } | undefined> {
    const [doc] = await this.onSale([id], UNVIEWED);
    if (!doc) return undefined;
    return {
      product: toProductView(doc, lang),
      names: { name: doc.name, nameAr: doc.nameAr?.trim() ? doc.nameAr : null },
    };
  }

  async productById(id: string, lang: ContentLanguage = 'en'): Promise<ProductView | undefined> {
    // Keyed as the database writes ids (lower case); the contract also lets upper case through.
    return (await this.productsByIds([id], undefined, lang)).get(id.toLowerCase());
  }

  /** How many of these ids name a product (the wishlist badge counts only products that still exist). */
  async countExisting(ids: readonly string[]): Promise<number> {
    const valid = ids.filter(isObjectIdString);
    if (valid.length === 0) return 0;
    return this.products.countDocuments({ _id: { $in: valid }, ...ON_SALE }).exec();
  }

  /** One page of `filter` in `sort`, and the exact total of the same filter. */
  private async productPage(
    filter: Record<string, unknown>,
    sort: Record<string, 1 | -1>,
    request: PageRequest,
    lang: ContentLanguage,
  ): Promise<Page<ProductView>> {
    // The page and the count as two reads, not one $facet: a $facet receives every matching product
    // before it can skip and count, which at 100,000 products took seconds. The page walks the sort's
    // index and stops after `limit`; the count reads no documents back where an index holds the filter.
    const [docs, total] = await Promise.all([
      this.sortedPage(filter, sort, skipFor(request), request.limit, lang),
      this.products.countDocuments(filter).exec(),
    ]);
    return pageOf(
      docs.map((doc) => toProductView(doc, lang)),
      total,
      request,
    );
  }

  /** `limit` products of `filter` in `sort` after the first `skip`, read for views in `lang`. */
  private sortedPage(
    filter: Record<string, unknown>,
    sort: Record<string, 1 | -1>,
    skip: number,
    limit: number,
    lang: ContentLanguage,
  ) {
    return this.products
      .find(filter, unviewed(lang))
      .sort(sort)
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
