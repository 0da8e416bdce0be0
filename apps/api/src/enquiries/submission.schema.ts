import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import {
  type SubmissionKind,
  type SubmissionStatus,
  submissionKindOptions,
  submissionStatusOptions,
  valuesOf,
} from '@farm/contract';
import { type HydratedDocument, Schema as MongooseSchema, type Types } from 'mongoose';
import { MAIL_LANGUAGES, type MailLanguage } from '../users/user.schema';

/** Who sent a request, as they named themselves (or, for the signed-in-only forms, as their account says). */
@Schema({ _id: false, versionKey: false })
export class Sender {
  @Prop({ required: true })
  name: string;

  /** Lower-case, as the contract's rule leaves it. */
  @Prop({ required: true })
  email: string;

  @Prop()
  phone?: string;
}
const SenderSchema = SchemaFactory.createForClass(Sender);

/** A file that came with a request. The file itself is in GridFS (bucket `files`) under `fileId`. */
@Schema({ _id: false, versionKey: false })
export class SubmissionFile {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  fileId: Types.ObjectId;

  /** The form field: `resume` (a CV) or `image` (an enquiry photo). */
  @Prop({ required: true })
  field: string;

  /** The sender's name for the file: display text only, never a path. */
  @Prop({ required: true })
  name: string;

  @Prop({ required: true })
  contentType: string;

  @Prop({ required: true })
  size: number;

  /** Never served by the public file route (CVs); an admin download hands it out as an attachment. */
  @Prop({ required: true })
  private: boolean;
}
const SubmissionFileSchema = SchemaFactory.createForClass(SubmissionFile);

/**
 * Every request a visitor sends (docs/decisions/043-one-submissions-collection.md): one collection with
 * the kind, the status, when and from whom, the request's fields exactly as the contract parsed them, and
 * its files. The admin panel lists a kind by status and time; a customer's account lists theirs.
 */
@Schema({ collection: 'submissions', timestamps: true, versionKey: false })
export class Submission {
  @Prop({ type: String, required: true, enum: valuesOf(submissionKindOptions) })
  kind: SubmissionKind;

  @Prop({ type: String, required: true, enum: valuesOf(submissionStatusOptions), default: 'new' })
  status: SubmissionStatus;

  /** The signed-in customer who sent it; absent for an anonymous sender. */
  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'User' })
  userId?: Types.ObjectId;

  @Prop({ type: SenderSchema, required: true })
  sender: Sender;

  /** The language the sender used the site in: their acknowledgement was written in it. */
  @Prop({ type: String, required: true, enum: MAIL_LANGUAGES })
  language: MailLanguage;

  /** The request's own fields, as validated by the contract (lists as lists, numbers as numbers). */
  @Prop({ type: MongooseSchema.Types.Mixed, required: true })
  fields: Record<string, unknown>;

  /** Names copied when the request was received, so the record still reads right if they change. */
  @Prop()
  serviceName?: string;

  @Prop()
  productName?: string;

  @Prop({ type: [SubmissionFileSchema], default: [] })
  files: SubmissionFile[];

  createdAt: Date;
  updatedAt: Date;
}

export type SubmissionDocument = HydratedDocument<Submission>;
export const SubmissionSchema = SchemaFactory.createForClass(Submission);
// The customer's own list, newest first; the admin panel's list of one kind by status, newest first.
SubmissionSchema.index({ userId: 1, createdAt: -1, _id: -1 });
SubmissionSchema.index({ kind: 1, status: 1, createdAt: -1, _id: -1 });
// The hourly cap on acknowledgements per address (SubmissionsService.mayAcknowledge).
SubmissionSchema.index({ 'sender.email': 1, createdAt: -1 });
