import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { IDEMPOTENCY_KEY_TTL_HOURS } from '@farm/contract';
import { Schema as MongooseSchema, type Types } from 'mongoose';

/**
 * An Idempotency-Key a customer placed an order with, written in the same transaction as the order: a
 * retry with the key finds the order instead of placing a second one (docs/decisions/031-placing-orders.md).
 */
@Schema({ collection: 'orderKeys', versionKey: false })
export class OrderKey {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  userId: Types.ObjectId;

  @Prop({ required: true })
  key: string;

  /** A hash of what was asked for: the same key with another body is refused, not answered with this order. */
  @Prop({ required: true })
  fingerprint: string;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  orderId: Types.ObjectId;

  @Prop({ required: true })
  createdAt: Date;
}

export const OrderKeySchema = SchemaFactory.createForClass(OrderKey);
OrderKeySchema.index({ userId: 1, key: 1 }, { unique: true });
OrderKeySchema.index({ createdAt: 1 }, { expireAfterSeconds: IDEMPOTENCY_KEY_TTL_HOURS * 3600 });
