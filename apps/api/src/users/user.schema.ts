import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument, Types } from 'mongoose';
import { ROLES, type Role } from '@farm/contract';

/** A one-time code as stored: only its keyed hash, when it stops working, and the wrong tries so far. */
@Schema({ _id: false, versionKey: false })
export class OneTimeCode {
  @Prop({ required: true })
  hash: string;

  @Prop({ required: true })
  expiresAt: Date;

  @Prop({ required: true, default: 0 })
  attempts: number;
}
const OneTimeCodeSchema = SchemaFactory.createForClass(OneTimeCode);

/**
 * A change of e-mail address waiting for its code: the code as any other, and the address it would move the
 * account to (docs/decisions/241-changing-the-e-mail-address.md).
 */
@Schema({ _id: false, versionKey: false })
export class PendingEmail extends OneTimeCode {
  @Prop({ required: true, lowercase: true, trim: true })
  email: string;
}
const PendingEmailSchema = SchemaFactory.createForClass(PendingEmail);

/**
 * A mail's link as stored (a password reset's, an address verification's): only its token's keyed hash, and
 * when it stops working. Each such mail carries its own link (docs/decisions/238-reset-links.md,
 * 244-verification-links.md).
 */
@Schema({ _id: false, versionKey: false })
export class MailLink {
  @Prop({ required: true })
  hash: string;

  @Prop({ required: true })
  expiresAt: Date;
}
const MailLinkSchema = SchemaFactory.createForClass(MailLink);

/**
 * When the most recent codes of each purpose were issued, oldest first and never more than the hourly
 * cap: kept on the account so the cap holds across API processes and restarts.
 */
@Schema({ _id: false, versionKey: false })
export class CodeIssues {
  @Prop({ type: [Date], default: undefined })
  verification?: Date[];

  @Prop({ type: [Date], default: undefined })
  passwordReset?: Date[];

  @Prop({ type: [Date], default: undefined })
  emailChange?: Date[];
}
const CodeIssuesSchema = SchemaFactory.createForClass(CodeIssues);

/** A delivery address the customer keeps for checkout (the checkout form's address fields). */
@Schema({ versionKey: false })
export class SavedAddressRecord {
  @Prop({ required: true }) firstName: string;
  @Prop({ required: true }) lastName: string;
  @Prop() company?: string;
  @Prop({ required: true }) country: string;
  @Prop({ required: true }) address: string;
  @Prop() apartment?: string;
  @Prop({ required: true }) city: string;
  @Prop({ required: true }) state: string;
  @Prop({ required: true }) zip: string;
  @Prop({ required: true }) phone: string;
  @Prop({ required: true, default: false }) isDefault: boolean;
}
const SavedAddressRecordSchema = SchemaFactory.createForClass(SavedAddressRecord);

export const MAIL_LANGUAGES = ['en', 'ar'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

@Schema({ collection: 'users', timestamps: true, versionKey: false })
export class User {
  /** The first name (the product rules' field name). */
  @Prop({ required: true, trim: true })
  username: string;

  @Prop({ required: true, trim: true })
  lastname: string;

  /** Stored lower-case so uniqueness and look-ups ignore case. */
  @Prop({ required: true, trim: true, lowercase: true })
  email: string;

  @Prop({ required: true })
  passwordHash: string;

  @Prop({ type: String, required: true, enum: ROLES, default: 'Customer' })
  role: Role;

  @Prop({ required: true, default: false })
  emailVerified: boolean;

  /** Language of the e-mails we send this user. */
  @Prop({ type: String, required: true, enum: MAIL_LANGUAGES, default: 'en' })
  language: MailLanguage;

  /**
   * Tokens carry the version they were issued under; a password reset increments it, so every token
   * issued before the reset is refused (even one issued in the same second).
   */
  @Prop({ required: true, default: 0 })
  tokenVersion: number;

  @Prop({ type: Date })
  passwordChangedAt?: Date;

  /**
   * When the account last began placing an order. Written first in every order's transaction, so two orders
   * of one account are placed one after the other (the open-orders limit counts each), and an account
   * deleted meanwhile places none (docs/decisions/253-open-orders-per-account.md).
   */
  @Prop({ type: Date })
  lastOrderAt?: Date;

  @Prop({ type: OneTimeCodeSchema })
  verification?: OneTimeCode;

  @Prop({ type: OneTimeCodeSchema })
  passwordReset?: OneTimeCode;

  @Prop({ type: PendingEmailSchema })
  emailChange?: PendingEmail;

  /** The links of the reset mails sent in the last hour, oldest first, never more than the hourly cap. */
  @Prop({ type: [MailLinkSchema], default: undefined })
  resetLinks?: MailLink[];

  /** The links of the verification mails sent in the last hour, kept as reset links are. */
  @Prop({ type: [MailLinkSchema], default: undefined })
  verificationLinks?: MailLink[];

  @Prop({ type: CodeIssuesSchema })
  codeIssues?: CodeIssues;

  /** The address book, at most SAVED_ADDRESS_LIMIT; exactly one is the default when there is any. */
  @Prop({ type: [SavedAddressRecordSchema], default: undefined })
  addresses?: (SavedAddressRecord & { _id: Types.ObjectId })[];

  /** Counts the address book's saves: a save names the count it read, so two at once cannot undo each other. */
  @Prop()
  addressesVersion?: number;

  createdAt: Date;
  updatedAt: Date;
}

export type UserDocument = HydratedDocument<User>;
export const UserSchema = SchemaFactory.createForClass(User);
UserSchema.index({ email: 1 }, { unique: true });
// The admin's customer list: one role, newest first.
UserSchema.index({ role: 1, createdAt: -1, _id: -1 });

/**
 * How long an account whose address was never verified is kept (docs/decisions/256-unverified-accounts-expire.md):
 * a week, long after its codes and links have expired. Then it goes, and the address can register anew.
 */
export const UNVERIFIED_ACCOUNT_DAYS = 7;
UserSchema.index(
  { createdAt: 1 },
  { expireAfterSeconds: UNVERIFIED_ACCOUNT_DAYS * 86_400, partialFilterExpression: { emailVerified: false } },
);

/** Which one-time code: confirming the e-mail address, resetting the password, or moving to a new address. */
export type CodePurpose = 'verification' | 'passwordReset' | 'emailChange';

/** The purposes whose mails carry a link as well as the code, and where the account keeps the links. */
export type LinkPurpose = 'passwordReset' | 'verification';
export const LINK_FIELDS = { passwordReset: 'resetLinks', verification: 'verificationLinks' } as const;

export function hasLink(purpose: CodePurpose): purpose is LinkPurpose {
  return purpose === 'passwordReset' || purpose === 'verification';
}
