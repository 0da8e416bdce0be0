import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument } from 'mongoose';
import { Media, MediaSchema, ServiceVideo, ServiceVideoSchema } from './media.schema';

/**
 * A line of business (Residential, Commercial...) or a farming technology (Hydroponics...): one of the
 * company's services, named so no Nest service is mistaken for it. The collection stays `services`.
 */
@Schema({ collection: 'services', timestamps: true, versionKey: false })
export class FarmService {
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

  @Prop({ default: '' })
  subdescription: string;

  /** Arabic; '' until translated, which shows the English text (docs/decisions/050-bilingual-content.md). */
  @Prop({ default: '' })
  subdescriptionAr: string;

  @Prop({ default: '' })
  subHeading: string;
  /** Arabic; '' until translated, which shows the English text (docs/decisions/050-bilingual-content.md). */
  @Prop({ default: '' })
  subHeadingAr: string;

  @Prop({ type: [MediaSchema], default: [] })
  image: Media[];

  @Prop({ type: [ServiceVideoSchema], default: [] })
  video: ServiceVideo[];

  /** Menu order: the header's Services dropdown lists services in this order. */
  @Prop({ required: true, default: 0 })
  position: number;
}

export type FarmServiceDocument = HydratedDocument<FarmService>;
export const FarmServiceSchema = SchemaFactory.createForClass(FarmService);
FarmServiceSchema.index({ slug: 1 }, { unique: true });
// listServices sorts by menu position.
FarmServiceSchema.index({ position: 1, name: 1 });
