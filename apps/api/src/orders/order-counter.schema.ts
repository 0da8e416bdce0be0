import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** The order-number counter of one year (`_id: 'order-2026'`); `seq` is the last number handed out. */
@Schema({ collection: 'orderCounters', versionKey: false })
export class OrderCounter {
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ required: true, default: 0 })
  seq: number;
}

export const OrderCounterSchema = SchemaFactory.createForClass(OrderCounter);
