import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * One rate-limit window of one key (`<limit name>|<HMAC of the key>`), shared by every API replica on the database
 * (docs/decisions/092-rate-limits-in-mongodb.md). A TTL index removes it once its window is over; the
 * counting never relies on that removal (MongoDB's TTL monitor runs about once a minute).
 */
@Schema({ collection: 'rateLimits', versionKey: false })
export class RateCounter {
  @Prop({ type: String, required: true })
  _id: string;

  /** Hits counted in the current window, the refused ones included. */
  @Prop({ required: true })
  hits: number;

  /** When the current window ends (it began at the first hit after the previous one ended). */
  @Prop({ required: true })
  expiresAt: Date;
}

export const RateCounterSchema = SchemaFactory.createForClass(RateCounter);
RateCounterSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
