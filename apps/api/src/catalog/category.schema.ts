import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { type HydratedDocument, Schema as MongooseSchema, type Types } from 'mongoose';
import { Media, MediaSchema } from './media.schema';

@Schema({ collection: 'categories', timestamps: true, versionKey: false })
export class Category {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true, ref: 'FarmService' })
  serviceId: Types.ObjectId;

  @Prop({ required: true, trim: true })
  name: string;

  /** Arabic; '' until translated, which shows the English text (docs/decisions/050-bilingual-content.md). */
  @Prop({ default: '' })
  nameAr: string;

  @Prop({ required: true, trim: true, lowercase: true })
  slug: string;

  @Prop({ default: '' })
  description: string;

  /** Arabic; '' until translated, which shows the English text (docs/decisions/050-bilingual-content.md). */
  @Prop({ default: '' })
  descriptionAr: string;

  /** Optional: the web app shows its fallback image when a category has none. */
  @Prop({ type: MediaSchema, required: false })
  image?: Media;
}

export type CategoryDocument = HydratedDocument<Category>;
export const CategorySchema = SchemaFactory.createForClass(Category);
CategorySchema.index({ slug: 1 }, { unique: true });
// listServiceCategories: a service's categories by name.
CategorySchema.index({ serviceId: 1, name: 1 });
