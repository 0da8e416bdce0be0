import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** A smaller rendition of a picture for `srcset`: same aspect ratio, `width` pixels wide. */
@Schema({ _id: false, versionKey: false })
export class ImageVariant {
  @Prop({ required: true })
  url: string;

  @Prop({ required: true, min: 1 })
  width: number;
}
export const ImageVariantSchema = SchemaFactory.createForClass(ImageVariant);

/** A stored picture with its intrinsic size (pages reserve its box: no layout shift) and its renditions. */
@Schema({ _id: false, versionKey: false })
export class SizedImage {
  @Prop({ required: true })
  url: string;

  @Prop({ required: true, min: 1 })
  width: number;

  @Prop({ required: true, min: 1 })
  height: number;

  @Prop({ type: [ImageVariantSchema], default: [] })
  variants: ImageVariant[];
}
export const SizedImageSchema = SchemaFactory.createForClass(SizedImage);
