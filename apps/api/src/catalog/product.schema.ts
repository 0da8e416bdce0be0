import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { type HydratedDocument, Schema as MongooseSchema, type Types } from 'mongoose';
import { Media, MediaSchema } from './media.schema';

// Prices are AED amounts with two decimals (docs/decisions/001-prices.md); round on the way in.
const toCents = (value: number) => Math.round(value * 100) / 100;

@Schema({ collection: 'products', timestamps: true, versionKey: false })
export class Product {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true, ref: 'Category' })
  categoryId: Types.ObjectId;

  @Prop({ required: true, trim: true })
  name: string;

  /** Arabic; '' until translated, which shows the English text (docs/decisions/050-bilingual-content.md). */
  @Prop({ default: '' })
  nameAr: string;

  @Prop({ required: true, trim: true, lowercase: true })
  slug: string;

  @Prop({ required: true })
  description: string;

  /** Arabic; '' until translated, which shows the English text (docs/decisions/050-bilingual-content.md). */
  @Prop({ default: '' })
  descriptionAr: string;

  @Prop({ type: [MediaSchema], default: [] })
  images: Media[];

  /** Flash label such as "20% OFF"; '' when the product has no offer. */
  @Prop({ default: '' })
  offer: string;

  /** Arabic; '' until translated, which shows the English text (docs/decisions/050-bilingual-content.md). */
  @Prop({ default: '' })
  offerAr: string;

  @Prop({ required: true, min: 0, set: toCents })
  price: number;

  @Prop({
    required: true,
    min: 0,
    set: toCents,
    validate: {
      validator(this: Product, value: number) {
        return typeof this.price !== 'number' || value <= this.price;
      },
      message: 'discountedPrice must not exceed price',
    },
  })
  discountedPrice: number;

  @Prop({ required: true, min: 0, validate: Number.isInteger })
  stock: number;

  @Prop({ type: [String], default: [] })
  usp: string[];

  /** Arabic features, item by item beside `usp`; a blank or missing item shows the English one. */
  @Prop({ type: [String], default: [] })
  uspAr: string[];

  /**
   * Hidden from the shop because past orders name it (an admin deleted it); the admin can restore it.
   * Absent on products written before archiving existed, which reads as not archived.
   */
  @Prop({ default: false })
  archived?: boolean;

  /**
   * Chosen by the admin for the home page's "Featured products" and the top of the shop's default order, at
   * `featuredOrder` (1 first; 0 when not featured), docs/decisions/180-featured-products-sort-and-filters.md.
   * Products stored before the flag existed get `false` when the API starts.
   */
  @Prop({ default: false })
  featured?: boolean;

  @Prop({ default: 0, min: 0, validate: Number.isInteger })
  featuredOrder?: number;

  /**
   * How many times an admin has saved the product (orders moving its stock do not count). A save names the
   * revision its form was opened with, so a form left open while a colleague saved is refused instead of
   * undoing their change (docs/decisions/252-product-edit-revisions.md). Absent on older products: 0.
   */
  @Prop({ default: 0, min: 0, validate: Number.isInteger })
  revision?: number;

  /**
   * The words the shop's search finds the product by, normalised (docs/decisions/112-search-by-word.md): its
   * names, category and description in both languages. Kept by CatalogRepository on every write.
   */
  @Prop({ type: [String], default: undefined })
  searchWords?: string[];

  /** The words of its names alone: a product whose name holds every searched word comes first. */
  @Prop({ type: [String], default: undefined })
  nameWords?: string[];

  /**
   * What an Arabic page sorts "Name: alphabetical" by: the Arabic name, or the English one where it has none
   * (docs/decisions/250-arabic-name-order.md). Kept by CatalogRepository on every write.
   */
  @Prop()
  arabicSortName?: string;
}

export type ProductDocument = HydratedDocument<Product>;
export const ProductSchema = SchemaFactory.createForClass(Product);
ProductSchema.index({ slug: 1 }, { unique: true });
// listCategoryProducts: one category's products by name.
ProductSchema.index({ categoryId: 1, name: 1, _id: 1 });
// listProducts: every product by name (search filters on name too).
ProductSchema.index({ name: 1, _id: 1 });
// The count beside each shop page: `archived: { $ne: true }` is the index's range less the archived keys, so
// the total of on-sale products (overall and per category) comes from the index without reading products.
ProductSchema.index({ archived: 1 });
ProductSchema.index({ categoryId: 1, archived: 1 });
// The shop's search: each searched word is a range of this index's keys (docs/decisions/112-search-by-word.md).
ProductSchema.index({ searchWords: 1, archived: 1 });
// The products whose names hold the searched words, which come first, in the default (featured) order: on the
// embedded database a page merges the runs of the words a prefix covers, each already in that order
// (docs/decisions/214-search-pages-merge-word-runs.md).
ProductSchema.index({ nameWords: 1, featured: -1, featuredOrder: 1, name: 1, _id: 1 });
// The shop's sorts (docs/decisions/180-featured-products-sort-and-filters.md), over every product and within a
// category: featured (the default), by price either way (one index walked forwards or backwards; it also
// bounds a price range), newest (the admin's indexes below) and by name (above).
ProductSchema.index({ featured: -1, featuredOrder: 1, name: 1, _id: 1 });
ProductSchema.index({ categoryId: 1, featured: -1, featuredOrder: 1, name: 1, _id: 1 });
ProductSchema.index({ arabicSortName: 1, _id: 1 });
ProductSchema.index({ categoryId: 1, arabicSortName: 1, _id: 1 });
ProductSchema.index({ discountedPrice: 1, _id: 1 });
ProductSchema.index({ categoryId: 1, discountedPrice: 1, _id: 1 });
// The admin's product list: newest first, overall and within a category.
ProductSchema.index({ createdAt: -1, _id: -1 });
ProductSchema.index({ categoryId: 1, createdAt: -1, _id: -1 });
