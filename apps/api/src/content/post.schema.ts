import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument } from 'mongoose';
import { SizedImage, SizedImageSchema } from './sized-image.schema';

/**
 * A blog post (docs/decisions/013-real-blog.md): Markdown in both languages, shown to the public only once
 * published. The body is stored as written and rendered on every read, so a stricter sanitiser applies to
 * old posts too.
 */
@Schema({ collection: 'posts', timestamps: true, versionKey: false })
export class Post {
  @Prop({ required: true, trim: true, lowercase: true })
  slug: string;

  @Prop({ required: true, trim: true })
  title: string;

  @Prop({ default: '', trim: true })
  titleAr: string;

  @Prop({ required: true, trim: true })
  excerpt: string;

  @Prop({ default: '', trim: true })
  excerptAr: string;

  @Prop({ required: true })
  body: string;

  @Prop({ default: '' })
  bodyAr: string;

  @Prop({ type: SizedImageSchema, required: true })
  cover: SizedImage;

  @Prop({ required: true, trim: true })
  author: string;

  /** Arabic; '' until translated, which shows the English name (docs/decisions/050-bilingual-content.md). */
  @Prop({ default: '' })
  authorAr: string;

  @Prop({ required: true, default: false })
  published: boolean;

  /** Set when first published (or as the admin chose); null while never published. */
  @Prop({ type: Date, default: null })
  publishedAt: Date | null;

  /** How many times an admin has saved it (docs/decisions/252-product-edit-revisions.md); older ones: 0. */
  @Prop({ default: 0, min: 0, validate: Number.isInteger })
  revision?: number;

  createdAt?: Date;
  updatedAt?: Date;
}

export type PostDocument = HydratedDocument<Post>;
export const PostSchema = SchemaFactory.createForClass(Post);
PostSchema.index({ slug: 1 }, { unique: true });
// The public list: published posts, newest first.
PostSchema.index({ published: 1, publishedAt: -1, _id: -1 });
