import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** An image or video reference: `/api/files/<id>` for stored files, any URL for videos. */
@Schema({ _id: false, versionKey: false })
export class Media {
  @Prop({ required: true, trim: true })
  url: string;
}

export const MediaSchema = SchemaFactory.createForClass(Media);
