import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * The code state of an address that was answered "a code is on its way" while no code was stored (no such
 * account, an account already verified, a taken address at sign-up): its wrong tries, when it stops
 * working and when such "codes" were issued, so a wrong code gets the answers a real one would
 * (docs/decisions/006-account-codes.md). Keyed by purpose and a keyed hash of the address, never the
 * address itself. In MongoDB so every API replica sees the same state.
 */
@Schema({ collection: 'phantomCodes', versionKey: false })
export class PhantomCode {
  /** `<purpose>|<HMAC of the address>`. */
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ required: true })
  expiresAt: Date;

  /** Wrong tries counted so far; past the limit the state answers as a burnt code. */
  @Prop({ required: true })
  attempts: number;

  /** The latest issue times, oldest first, at most the hourly cap (as on an account). */
  @Prop({ type: [Date], required: true })
  issues: Date[];

  /** When the document may go: once its issue times no longer count toward the hourly cap. */
  @Prop({ required: true })
  removeAt: Date;
}

export const PhantomCodeSchema = SchemaFactory.createForClass(PhantomCode);
PhantomCodeSchema.index({ removeAt: 1 }, { expireAfterSeconds: 0 });
