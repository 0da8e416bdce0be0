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

/** An admin's internal note on a request: never shown to the sender. */
@Schema({ versionKey: false })
export class SubmissionNoteRecord {
  @Prop({ required: true })
  text: string;

  @Prop({ required: true })
  at: Date;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  authorId: Types.ObjectId;

  /** The admin's name and e-mail as they were when writing, so the note reads the same after a rename. */
  @Prop({ required: true })
  authorName: string;

  @Prop({ required: true })
  authorEmail: string;
}
const SubmissionNoteSchema = SchemaFactory.createForClass(SubmissionNoteRecord);

/** A status the team moved a request to, and when: the sender's account shows these as its history. */
@Schema({ _id: false, versionKey: false })
export class SubmissionStepRecord {
  @Prop({ type: String, required: true, enum: valuesOf(submissionStatusOptions) })
  status: SubmissionStatus;

  @Prop({ required: true })
  at: Date;
}
const SubmissionStepSchema = SchemaFactory.createForClass(SubmissionStepRecord);

/** The admin a request is assigned to, named as they were when it was assigned. */
@Schema({ _id: false, versionKey: false })
export class SubmissionAssignee {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  userId: Types.ObjectId;

  @Prop({ required: true })
  name: string;

  @Prop({ required: true })
  email: string;
}
const SubmissionAssigneeSchema = SchemaFactory.createForClass(SubmissionAssignee);

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

  /** The Arabic names beside them, for a sender reading their requests in Arabic. */
  @Prop()
  serviceNameAr?: string;

  @Prop()
  productNameAr?: string;

  @Prop({ type: [SubmissionFileSchema], default: [] })
  files: SubmissionFile[];

  /** The team's internal notes, oldest first (docs/decisions/086-submission-pipelines.md). */
  @Prop({ type: [SubmissionNoteSchema], default: [] })
  notes: (SubmissionNoteRecord & { _id: Types.ObjectId })[];

  @Prop({ type: SubmissionAssigneeSchema })
  assignee?: SubmissionAssignee;

  /**
   * Every status change after arrival, oldest first (docs/decisions/171-request-history.md). Requests
   * stored before it was kept have none: their history is their arrival and their current status.
   */
  @Prop({ type: [SubmissionStepSchema], default: undefined })
  history?: SubmissionStepRecord[];

  createdAt: Date;
  updatedAt: Date;
}

export type SubmissionDocument = HydratedDocument<Submission>;
export const SubmissionSchema = SchemaFactory.createForClass(Submission);
// The customer's own list, newest first; the admin panel's list of one kind by status, newest first.
SubmissionSchema.index({ userId: 1, createdAt: -1, _id: -1 });
SubmissionSchema.index({ kind: 1, status: 1, createdAt: -1, _id: -1 });
/**
 * The indexes of the admin's pipeline lists (docs/decisions/086-submission-pipelines.md): by status (the
 * one above), by assignee, and of the whole kind, each walked newest first.
 */
export const PIPELINE_INDEXES = {
  byStatus: { kind: 1, status: 1, createdAt: -1, _id: -1 },
  byAssignee: { kind: 1, 'assignee.userId': 1, createdAt: -1, _id: -1 },
  byTime: { kind: 1, createdAt: -1, _id: -1 },
} as const;
SubmissionSchema.index(PIPELINE_INDEXES.byTime);
SubmissionSchema.index(PIPELINE_INDEXES.byAssignee);
// The hourly cap on acknowledgements per address (SubmissionsService.mayAcknowledge).
SubmissionSchema.index({ 'sender.email': 1, createdAt: -1 });
