import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument } from 'mongoose';
import { SizedImage, SizedImageSchema } from './sized-image.schema';

/** A picture of the gallery page with its caption in both languages (docs/decisions/050-bilingual-content.md). */
@Schema({ collection: 'gallery', timestamps: true, versionKey: false })
export class GalleryItem {
  @Prop({ required: true, trim: true })
  title: string;

  @Prop({ default: '', trim: true })
  titleAr: string;

  @Prop({ required: true, trim: true })
  description: string;

  @Prop({ default: '', trim: true })
  descriptionAr: string;

  @Prop({ type: SizedImageSchema, required: true })
  image: SizedImage;

  /** How many times an admin has saved it (docs/decisions/252-product-edit-revisions.md); older ones: 0. */
  @Prop({ default: 0, min: 0, validate: Number.isInteger })
  revision?: number;

  createdAt?: Date;
  updatedAt?: Date;
}

export type GalleryItemDocument = HydratedDocument<GalleryItem>;
export const GalleryItemSchema = SchemaFactory.createForClass(GalleryItem);
// The gallery lists newest first.
GalleryItemSchema.index({ createdAt: -1, _id: -1 });
