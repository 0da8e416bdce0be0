import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** An image reference: `/api/files/<id>` for stored files. */
@Schema({ _id: false, versionKey: false })
export class Media {
  @Prop({ required: true, trim: true })
  url: string;
}

export const MediaSchema = SchemaFactory.createForClass(Media);

/**
 * A service video: a stored file (`/api/files/<id>`) or one YouTube or Vimeo video, with its title in both
 * languages (docs/decisions/181-service-videos.md). Older documents have a URL only: their title is ''.
 */
@Schema({ _id: false, versionKey: false })
export class ServiceVideo {
  @Prop({ required: true, trim: true })
  url: string;

  @Prop({ default: '' })
  title: string;

  /** Arabic; '' until translated, which shows the English title (docs/decisions/050-bilingual-content.md). */
  @Prop({ default: '' })
  titleAr: string;
}

export const ServiceVideoSchema = SchemaFactory.createForClass(ServiceVideo);
