import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { type HydratedDocument, Types } from 'mongoose';

/**
 * One signed-in session: created at sign-in, named in the token (`sid`), and gone when the user logs out,
 * ends it from another device, resets the password, or when it expires (a TTL index removes it then).
 * A token whose session is gone is refused, so logging out really ends it (docs/decisions/005-server-side-sessions.md).
 */
@Schema({ collection: 'sessions', versionKey: false })
export class Session {
  @Prop({ type: Types.ObjectId, required: true })
  userId: Types.ObjectId;

  @Prop({ required: true })
  createdAt: Date;

  /** Updated at most once a minute, so using a session is not a database write per request. */
  @Prop({ required: true })
  lastUsedAt: Date;

  /** When the token it was issued with expires; the TTL index removes the record then. */
  @Prop({ required: true })
  expiresAt: Date;

  /** The browser's User-Agent at sign-in, shortened: what the account page shows to tell sessions apart. */
  @Prop({ required: true, default: '' })
  userAgent: string;
}

export type SessionDocument = HydratedDocument<Session>;
export const SessionSchema = SchemaFactory.createForClass(Session);
SessionSchema.index({ userId: 1, createdAt: -1 });
SessionSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
