import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { AdminCategory, AdminService } from '@farm/contract';
import { type ClientSession, type Model, Types } from 'mongoose';
import { isObjectIdString } from '../common/object-id';
import { toAdminCategory, toAdminService } from './admin-catalog.mapper';
import type { Media } from './media.schema';
import { Category } from './category.schema';
import { Product } from './product.schema';
import { Service } from './service.schema';

type WithId = { _id?: Types.ObjectId };
export type NewService = Service & WithId;
export type NewCategory = Category & WithId;
export type NewProduct = Product & WithId;

/** The stored fields of a service or category an admin writes (everything but id and timestamps). */
export type ServiceFields = Service;
export type CategoryFields = Omit<Category, 'serviceId'> & { serviceId: string };

/** What deleting a record in use did: nothing, and how many records use it (issue 11: never silently). */
export type Deletion<T> = { deleted: T } | { inUse: number } | undefined;

/** Write side of the catalog, used by the demo seed now and by the admin screens later. */
@Injectable()
export class CatalogWriter {
  constructor(
    @InjectModel(Service.name) private readonly services: Model<Service>,
    @InjectModel(Category.name) private readonly categories: Model<Category>,
    @InjectModel(Product.name) private readonly products: Model<Product>,
  ) {}

  /** The catalog counts as present once any service exists. */
  async isEmpty(): Promise<boolean> {
    return (await this.services.exists({}).exec()) === null;
  }

  async createServices(services: NewService[]): Promise<void> {
    await this.services.insertMany(services);
  }

  async createCategories(categories: NewCategory[]): Promise<void> {
    await this.categories.insertMany(categories);
  }

  async createProducts(products: NewProduct[]): Promise<void> {
    await this.products.insertMany(products);
  }

  /**
   * Takes `quantity` units of a product if that many are in stock, in one conditional update (so two buyers
   * can never both take the last unit); false when there are not enough, or no such product.
   */
  async takeStock(productId: string, quantity: number, session: ClientSession): Promise<boolean> {
    const result = await this.products
      .updateOne({ _id: productId, stock: { $gte: quantity } }, { $inc: { stock: -quantity } }, { session })
      .exec();
    return result.modifiedCount === 1;
  }

  /** Puts units back (a cancelled order); a product deleted since is left alone. */
  async returnStock(productId: string, quantity: number, session: ClientSession): Promise<void> {
    await this.products.updateOne({ _id: productId }, { $inc: { stock: quantity } }, { session }).exec();
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
  }

  // Services and categories for the admin screens (issue 11). Reads that come with the writes live here
  // because they carry what the writes decide on: how many categories or products use a record.

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
    const [docs, counts] = await Promise.all([
      this.categories.find(filter).sort({ name: 1 }).lean().exec(),
      this.countBy(this.products, 'categoryId'),
    ]);
    return docs.map((doc) => toAdminCategory(doc, counts.get(doc._id.toString()) ?? 0));
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
    return toAdminService(doc.toObject(), 0);
  }

  async replaceService(id: string, fields: ServiceFields): Promise<AdminService | undefined> {
    const doc = await this.services
      .findByIdAndUpdate(id, fields, { returnDocument: 'after', runValidators: true })
      .lean()
      .exec();
    if (!doc) return undefined;
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
    return doc ? { deleted: toAdminService(doc, 0) } : undefined;
  }

  async createCategory(fields: CategoryFields): Promise<AdminCategory> {
    const doc = await this.categories.create({ ...fields, serviceId: new Types.ObjectId(fields.serviceId) });
    return toAdminCategory(doc.toObject(), 0);
  }

  async replaceCategory(id: string, fields: CategoryFields): Promise<AdminCategory | undefined> {
    const { image, ...texts } = fields;
    const set = { ...texts, serviceId: new Types.ObjectId(fields.serviceId) };
    // No image means the fallback picture: the field goes, rather than holding an empty URL.
    const change = image ? { $set: { ...set, image } } : { $set: set, $unset: { image: 1 } };
    const doc = await this.categories
      .findByIdAndUpdate(id, change, { returnDocument: 'after', runValidators: true })
      .lean()
      .exec();
    if (!doc) return undefined;
    return toAdminCategory(doc, await this.products.countDocuments({ categoryId: doc._id }).exec());
  }

  /** Deletes a category no product uses (same two-step reasoning as deleteUnusedService). */
  async deleteUnusedCategory(id: string): Promise<Deletion<AdminCategory>> {
    if (!isObjectIdString(id)) return undefined;
    const inUse = await this.products.countDocuments({ categoryId: new Types.ObjectId(id) }).exec();
    if (inUse > 0) return (await this.categories.exists({ _id: id }).exec()) ? { inUse } : undefined;
    const doc = await this.categories.findByIdAndDelete(id).lean().exec();
    return doc ? { deleted: toAdminCategory(doc, 0) } : undefined;
  }

  /** How many documents of `model` point at each id through `field`. */
  private async countBy(
    model: Model<Category> | Model<Product>,
    field: string,
  ): Promise<Map<string, number>> {
    const rows = await (model as Model<Category>)
      .aggregate<{ _id: Types.ObjectId; n: number }>([{ $group: { _id: `$${field}`, n: { $sum: 1 } } }])
      .exec();
    return new Map(rows.map((row) => [String(row._id), row.n]));
  }

  /** Builds unique indexes now, so the first write after boot is already checked against them. */
  async ensureIndexes(): Promise<void> {
    await Promise.all([this.services.init(), this.categories.init(), this.products.init()]);
  }
}
