import { revisionFilter, withNextRevision } from '../database/revision';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  type AdminCategory,
  type AdminProductQuery,
  type AdminService,
  type ContentLanguage,
  type Dashboard,
  LOW_STOCK_AT,
} from '@farm/contract';
import { type ClientSession, type Model, Types } from 'mongoose';
import { isObjectIdString } from '../common/object-id';
import { toAdminCategory, toAdminService } from './catalog-admin.mapper';
import { CatalogCacheService } from './catalog-cache.service';
import { ON_SALE } from './catalog.service';
import { ApiException } from '../errors/error-body';
import { slugify } from '../seed/slug';
import { isDuplicateKey } from '../users/users.service';
import type { Media } from './media.schema';
import { Category } from './category.schema';
import { type Page, pageOf, skipFor } from './pagination';
import { Product } from './product.schema';
import { FarmService } from './farm-service.schema';
import { escapeRegex, searchFieldsOf, type SearchableCategory } from './search';
import { MediaUsage } from '../files/media-usage';

type WithId = { _id?: Types.ObjectId };
export type NewService = FarmService & WithId;
export type NewCategory = Category & WithId;
export type NewProduct = Product & WithId;

/** A product as stored, with its timestamps (the admin screens show and compare them). */
export type ProductRecord = Product & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };
/** What an admin writes: every field but the slug (made here) and the archived flag (set by delete). */
export type ProductChanges = Omit<Product, 'slug' | 'archived' | 'revision'>;

/** Tries at a free slug before giving up: each lost race to the unique index costs one. */
const SLUG_ATTEMPTS = 20;
/** Slugs stay readable in a URL; a long name is cut at a word boundary. */
const SLUG_BASE_MAX = 80;
/** Products written per round trip when their search words are stored anew. */
const INDEX_BATCH = 1000;

/** The slug a name starts from (docs/decisions/070-product-slugs.md); 'product' when nothing is left. */
export function slugBase(name: string): string {
  let base = slugify(name);
  if (base.length > SLUG_BASE_MAX) {
    base = base.slice(0, SLUG_BASE_MAX);
    const cut = base.lastIndexOf('-');
    if (cut > SLUG_BASE_MAX / 2) base = base.slice(0, cut);
  }
  return base.replace(/-+$/, '') || 'product';
}

/** The stored fields of a service or category an admin writes (everything but id and timestamps). */
export type ServiceFields = FarmService;
export type CategoryFields = Omit<Category, 'serviceId'> & { serviceId: string };

/** What deleting a record in use did: nothing, and how many records use it (never silently). */
export type Deletion<T> = { deleted: T } | { inUse: number; archived?: number } | undefined;

/**
 * The catalog's database work apart from the shop's reads (CatalogService): the ONE place that writes
 * services, categories and products (the demo seed, the admin screens, stock taken and returned by orders),
 * and the admin screens' reads, which must see those writes at once.
 *
 * EVERY WRITE METHOD MUST CALL `this.changed()` once its write is done (pass the transaction's session when
 * there is one). The public catalog answers are served from memory (CatalogCacheService,
 * docs/decisions/090-catalog-cache.md) and this call is what empties that memory, so a write is visible at
 * once in this process; other API replicas see it when their short-lived copies expire.
 */
@Injectable()
export class CatalogRepository implements OnApplicationBootstrap {
  /** The sessions that already forget the cached answers when they end. */
  private readonly clearOnEnd = new WeakSet<ClientSession>();

  constructor(
    @InjectModel(FarmService.name) private readonly services: Model<FarmService>,
    @InjectModel(Category.name) private readonly categories: Model<Category>,
    @InjectModel(Product.name) private readonly products: Model<Product>,
    private readonly cache: CatalogCacheService,
    media: MediaUsage,
  ) {
    media.register((urls) => this.mediaInUse(urls));
  }

  /**
   * Products stored before search words (docs/decisions/112-search-by-word.md) or the Arabic sort name
   * (docs/decisions/250-arabic-name-order.md) existed get them, and
   * those stored before the featured flag are not featured (the default order sorts on the flag).
   */
  async onApplicationBootstrap(): Promise<void> {
    await this.indexSearchWords({
      $or: [{ searchWords: { $exists: false } }, { arabicSortName: { $exists: false } }],
    });
    const unflagged = await this.products
      .updateMany({ featured: { $exists: false } }, { $set: { featured: false, featuredOrder: 0 } })
      .exec();
    if (unflagged.modifiedCount > 0) this.changed();
  }

  /**
   * The catalog changed: forget every cached answer. Inside a transaction it forgets them again when the
   * session ends, because until the commit a read still sees the old documents and could cache them anew.
   */
  changed(session?: ClientSession): void {
    this.cache.clear();
    // Once per session: an order takes stock line by line, and a listener per line would pile up.
    if (session && !this.clearOnEnd.has(session)) {
      this.clearOnEnd.add(session);
      session.once('ended', () => {
        this.clearOnEnd.delete(session);
        this.cache.clear();
      });
    }
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
    await this.products.insertMany(await this.withSearchWords(products));
    this.changed();
  }

  /**
   * Many generated products at once (`pnpm seed -- --products N`): plain documents handed to the driver
   * without Mongoose building and validating each one, so 100,000 take seconds, not minutes. The caller
   * makes them valid (prices rounded, discount <= price), sets their timestamps and sizes the batches.
   */
  async createProductsInBulk(products: (NewProduct & { createdAt: Date; updatedAt: Date })[]): Promise<void> {
    await this.products.insertMany(await this.withSearchWords(products), { lean: true, ordered: false });
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

  /**
   * Adds a product under a slug made from its name and unique among all products, archived ones too
   * (docs/decisions/070-product-slugs.md): the free slug is looked up, and the unique index decides between
   * two admins who picked the same one at once; the loser takes the next suffix.
   */
  async createProduct(fields: ProductChanges): Promise<ProductRecord> {
    const base = slugBase(fields.name);
    for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt += 1) {
      const slug = await this.freeSlug(base);
      try {
        const [searchable] = await this.withSearchWords([fields]);
        const [created] = await this.products.create([{ ...searchable, slug, archived: false }]);
        if (!created) throw new Error('The product was not created');
        this.changed();
        return created.toObject() as unknown as ProductRecord;
      } catch (error) {
        // The slug is the products' only unique key: someone took it since we looked.
        if (!isDuplicateKey(error)) throw error;
      }
    }
    throw new ApiException(503, 'serviceUnavailable');
  }

  /**
   * Replaces an admin's fields of a product (the slug stays); null when there is no such product. With
   * `stockChange`, the stock is moved by that many units instead of set, in the same atomic update, so
   * what orders took or cancellations returned meanwhile stays counted; a decrease larger than what is
   * left leaves none (docs/decisions/237-stock-edits-as-changes.md).
   */
  async updateProduct(
    id: string,
    fields: ProductChanges,
    stockChange?: number,
    revisionWas?: number,
  ): Promise<ProductRecord | null> {
    const [stored] = await this.withSearchWords([fields]);
    // Given, the save applies only to the revision the form was opened with, and sets the next.
    const write = (filter: object, update: { $set: object; $inc?: object }) =>
      this.products
        .findOneAndUpdate(
          { _id: id, ...revisionFilter(revisionWas), ...filter },
          withNextRevision(update, revisionWas),
          { returnDocument: 'after', runValidators: true },
        )
        .lean<ProductRecord>()
        .exec();
    let updated: ProductRecord | null;
    if (stockChange === undefined) updated = await write({}, { $set: stored });
    else {
      const { stock: _replaced, ...others } = stored as ProductChanges;
      const enough = stockChange < 0 ? { stock: { $gte: -stockChange } } : {};
      updated = await write(enough, { $set: others, $inc: { stock: stockChange } });
      // Fewer units left than the admin took away: none are left. An order or a cancellation between the
      // two writes can move the stock across that line; then the first is tried again.
      for (let tries = 0; !updated && stockChange < 0 && tries < 3; tries += 1) {
        updated =
          (await write({ stock: { $lt: -stockChange } }, { $set: { ...others, stock: 0 } })) ??
          (await write(enough, { $set: others, $inc: { stock: stockChange } }));
      }
    }
    this.changed();
    return updated;
  }

  /** Hides a product from the shop (orders name it, so it stays); false when it does not exist. */
  async archiveProduct(id: string, session: ClientSession): Promise<boolean> {
    const result = await this.products
      .updateOne({ _id: id }, { $set: { archived: true } }, { session })
      .exec();
    this.changed(session);
    return result.matchedCount === 1;
  }

  /** Puts an archived product back on sale; null when there is no archived product of that id. */
  async restoreProduct(id: string): Promise<ProductRecord | null> {
    const restored = await this.products
      .findOneAndUpdate(
        { _id: id, archived: true },
        { $set: { archived: false } },
        { returnDocument: 'after' },
      )
      .lean<ProductRecord>()
      .exec();
    this.changed();
    return restored;
  }

  /** Removes a product for good (only one no order names); false when it does not exist. */
  async deleteProduct(id: string, session: ClientSession): Promise<boolean> {
    const result = await this.products.deleteOne({ _id: id }, { session }).exec();
    this.changed(session);
    return result.deletedCount === 1;
  }

  /**
   * Stores the search words of the products `filter` selects, from their texts and their category's names
   * (docs/decisions/112-search-by-word.md), a batch at a time; products stored before search words existed
   * get theirs when the API starts. Returns how many products were written.
   */
  async indexSearchWords(filter: Record<string, unknown>): Promise<number> {
    const categories = await this.categoryNames();
    let written = 0;
    let batch: Parameters<Model<Product>['bulkWrite']>[0] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      await this.products.bulkWrite(batch, { ordered: false });
      written += batch.length;
      batch = [];
    };
    const cursor = this.products
      .find(filter, { name: 1, nameAr: 1, description: 1, descriptionAr: 1, categoryId: 1 })
      .lean()
      .cursor();
    for await (const product of cursor) {
      const fields = searchFieldsOf(product, categories.get(String(product.categoryId)));
      batch.push({ updateOne: { filter: { _id: product._id }, update: { $set: fields } } });
      if (batch.length >= INDEX_BATCH) await flush();
    }
    await flush();
    if (written > 0) this.changed();
    return written;
  }

  /** The products with their search words set, from their category's names. */
  private async withSearchWords<T extends Omit<NewProduct, 'slug' | 'archived'>>(
    products: T[],
  ): Promise<T[]> {
    const ids = [...new Set(products.map((product) => String(product.categoryId)))];
    const categories = await this.categoryNames(ids);
    return products.map((product) => ({
      ...product,
      ...searchFieldsOf(product, categories.get(String(product.categoryId))),
    }));
  }

  /** Categories' names by id: those of `ids`, or every category's. */
  private async categoryNames(ids?: string[]): Promise<Map<string, SearchableCategory>> {
    const filter = ids ? { _id: { $in: ids.filter(isObjectIdString) } } : {};
    const docs = await this.categories.find(filter, { name: 1, nameAr: 1 }).lean().exec();
    return new Map(docs.map((doc) => [String(doc._id), doc]));
  }

  /** `base`, or `base-N` with the lowest N from 2 that no product (archived ones too) has. */
  private async freeSlug(base: string): Promise<string> {
    // The base is [a-z0-9-] only, so it needs no escaping inside the pattern.
    const taken = await this.products
      .find({ slug: new RegExp(`^${base}(-\\d+)?$`) }, { slug: 1 })
      .lean()
      .exec();
    const used = new Set(taken.map((doc) => doc.slug));
    if (!used.has(base)) return base;
    let suffix = 2;
    while (used.has(`${base}-${suffix}`)) suffix += 1;
    return `${base}-${suffix}`;
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

  // Services and categories for the admin screens. These reads carry what the writes decide on:
  // how many categories or products use a record.

  async adminServices(): Promise<AdminService[]> {
    const [docs, counts] = await Promise.all([
      this.services.find().sort({ position: 1, name: 1 }).lean().exec(),
      this.countBy(this.categories, 'serviceId'),
    ]);
    return docs.map((doc) => toAdminService(doc, counts.get(doc._id.toString()) ?? 0));
  }

  async adminService(id: string): Promise<AdminService | undefined> {
    if (!isObjectIdString(id)) return undefined;
    const doc = await this.services.findById(id).lean().exec();
    if (!doc) return undefined;
    return toAdminService(doc, await this.categories.countDocuments({ serviceId: doc._id }).exec());
  }

  /** Every category, or one service's, by name. */
  async adminCategories(serviceId?: string): Promise<AdminCategory[]> {
    const filter = serviceId ? { serviceId: new Types.ObjectId(serviceId) } : {};
    const docs = await this.categories.find(filter).sort({ name: 1 }).lean().exec();
    // One count per category, which the `{categoryId, archived}` index answers from its positions alone:
    // grouping the products would read every one of them on each visit to the list.
    return Promise.all(
      docs.map(async (doc) =>
        toAdminCategory(doc, await this.products.countDocuments({ categoryId: doc._id }).exec()),
      ),
    );
  }

  async adminCategory(id: string): Promise<AdminCategory | undefined> {
    if (!isObjectIdString(id)) return undefined;
    const doc = await this.categories.findById(id).lean().exec();
    if (!doc) return undefined;
    return toAdminCategory(doc, await this.products.countDocuments({ categoryId: doc._id }).exec());
  }

  async serviceExists(id: string): Promise<boolean> {
    return isObjectIdString(id) && (await this.services.exists({ _id: id }).exec()) !== null;
  }

  /** Whether a slug is used by another service than `exceptId`. */
  async serviceSlugTaken(slug: string, exceptId?: string): Promise<boolean> {
    const filter = exceptId ? { slug, _id: { $ne: new Types.ObjectId(exceptId) } } : { slug };
    return (await this.services.exists(filter).exec()) !== null;
  }

  async categorySlugTaken(slug: string, exceptId?: string): Promise<boolean> {
    const filter = exceptId ? { slug, _id: { $ne: new Types.ObjectId(exceptId) } } : { slug };
    return (await this.categories.exists(filter).exec()) !== null;
  }

  /** The menu position after the last service (a new service goes to the end of the Services menu). */
  async nextServicePosition(): Promise<number> {
    const last = await this.services.findOne({}, { position: 1 }).sort({ position: -1 }).lean().exec();
    return last ? (last.position ?? 0) + 1 : 0;
  }

  /** Throws mongoose's duplicate-key error (11000) when another admin took the slug meanwhile. */
  async createService(fields: ServiceFields): Promise<AdminService> {
    const doc = await this.services.create(fields);
    this.changed();
    return toAdminService(doc.toObject(), 0);
  }

  async replaceService(id: string, fields: ServiceFields): Promise<AdminService | undefined> {
    const doc = await this.services
      .findByIdAndUpdate(id, fields, { returnDocument: 'after', runValidators: true })
      .lean()
      .exec();
    if (!doc) return undefined;
    this.changed();
    return toAdminService(doc, await this.categories.countDocuments({ serviceId: doc._id }).exec());
  }

  /**
   * Deletes a service no category uses. The count and the delete are two steps: a category added in
   * between would be left without its service, which the public pages already survive (its service page
   * is simply gone), so no transaction is spent on it.
   */
  async deleteUnusedService(id: string): Promise<Deletion<AdminService>> {
    if (!isObjectIdString(id)) return undefined;
    const inUse = await this.categories.countDocuments({ serviceId: new Types.ObjectId(id) }).exec();
    if (inUse > 0) return (await this.services.exists({ _id: id }).exec()) ? { inUse } : undefined;
    const doc = await this.services.findByIdAndDelete(id).lean().exec();
    if (doc) this.changed();
    return doc ? { deleted: toAdminService(doc, 0) } : undefined;
  }

  async createCategory(fields: CategoryFields): Promise<AdminCategory> {
    const doc = await this.categories.create({ ...fields, serviceId: new Types.ObjectId(fields.serviceId) });
    this.changed();
    return toAdminCategory(doc.toObject(), 0);
  }

  async replaceCategory(id: string, fields: CategoryFields): Promise<AdminCategory | undefined> {
    const { image, ...texts } = fields;
    const set = { ...texts, serviceId: new Types.ObjectId(fields.serviceId) };
    // No image means the fallback picture: the field goes, rather than holding an empty URL.
    const change = image ? { $set: { ...set, image } } : { $set: set, $unset: { image: 1 } };
    const was = await this.categories
      .findByIdAndUpdate(id, change, { returnDocument: 'before', runValidators: true })
      .lean()
      .exec();
    if (!was) return undefined;
    // Its products are found by its names too (docs/decisions/112-search-by-word.md): a new name means new
    // search words for each of them; a new picture or description does not.
    if (was.name !== fields.name || (was.nameAr ?? '') !== fields.nameAr)
      await this.indexSearchWords({ categoryId: was._id });
    this.changed();
    const doc = await this.categories.findById(id).lean().exec();
    if (!doc) return undefined;
    return toAdminCategory(doc, await this.products.countDocuments({ categoryId: doc._id }).exec());
  }

  /** Deletes a category no product uses (same two-step reasoning as deleteUnusedService). */
  async deleteUnusedCategory(id: string): Promise<Deletion<AdminCategory>> {
    if (!isObjectIdString(id)) return undefined;
    const inUse = await this.products.countDocuments({ categoryId: new Types.ObjectId(id) }).exec();
    if (inUse > 0) {
      if (!(await this.categories.exists({ _id: id }).exec())) return undefined;
      // Archived products cannot be deleted (orders name them), only moved: the refusal says how many.
      const archived = await this.products
        .countDocuments({ categoryId: new Types.ObjectId(id), archived: true })
        .exec();
      return { inUse, archived };
    }
    const doc = await this.categories.findByIdAndDelete(id).lean().exec();
    if (doc) this.changed();
    return doc ? { deleted: toAdminCategory(doc, 0) } : undefined;
  }

  // Products for the admin screens: every product, archived ones too, with every stored field. Like every
  // read here they go straight to the database (never through the shop's read cache), so an admin always
  // sees the write they just made.

  /** Newest first; the search matches the English or Arabic name, literally and case-insensitively. */
  async adminProducts({ search, categoryId, ...request }: AdminProductQuery): Promise<Page<ProductRecord>> {
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

  async adminProduct(id: string): Promise<ProductRecord | undefined> {
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
    // `distinct` answers the URLs alone, however many products show one.
    const used = (
      await Promise.all([
        this.products.distinct('images.url', { 'images.url': { $in: list } }).exec(),
        this.services.distinct('image.url', { 'image.url': { $in: list } }).exec(),
        this.categories.distinct('image.url', { 'image.url': { $in: list } }).exec(),
      ])
    ).flat() as string[];
    return new Set(used.filter((url) => urls.includes(url)));
  }

  /**
   * Products on sale with LOW_STOCK_AT units or fewer: how many, and the ten with the fewest (the
   * dashboard), named in `lang` (English where a product has no Arabic name).
   */
  async lowStock(lang: ContentLanguage = 'en'): Promise<Dashboard['lowStock']> {
    // Archived products are off sale: nobody restocks them (the shop's own ON_SALE filter).
    const filter = { ...ON_SALE, stock: { $lte: LOW_STOCK_AT } };
    const [count, docs] = await Promise.all([
      this.products.countDocuments(filter).exec(),
      this.products
        .find(filter, { name: 1, nameAr: 1, slug: 1, stock: 1 })
        .sort({ stock: 1, _id: 1 })
        .limit(10)
        .lean()
        .exec(),
    ]);
    return {
      threshold: LOW_STOCK_AT,
      count,
      products: docs.map((doc) => ({
        _id: String(doc._id),
        name: String((lang === 'ar' && doc.nameAr) || doc.name),
        slug: String(doc.slug),
        stock: Number(doc.stock),
      })),
    };
  }

  /** How many categories each service holds (a few dozen categories: grouping them all is cheap). */
  private async countBy(model: Model<Category>, field: string): Promise<Map<string, number>> {
    const rows = await model
      .aggregate<{ _id: Types.ObjectId; n: number }>([{ $group: { _id: `$${field}`, n: { $sum: 1 } } }])
      .exec();
    return new Map(rows.map((row) => [String(row._id), row.n]));
  }

  /** Builds unique indexes now, so the first write after boot is already checked against them. */
  async ensureIndexes(): Promise<void> {
    await Promise.all([this.services.init(), this.categories.init(), this.products.init()]);
  }
}
