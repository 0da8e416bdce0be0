import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { AUDIT_ACTIONS, AUDITED_KINDS, type AuditAction, type AuditedKind } from '@farm/contract';
import { type HydratedDocument, Types } from 'mongoose';

/** One change an admin made. Entries are only ever added, never changed or removed. */
@Schema({ collection: 'auditTrail', versionKey: false })
export class AuditEntryRecord {
  @Prop({ required: true })
  at: Date;

  @Prop({ type: Types.ObjectId, required: true })
  actorId: Types.ObjectId;

  /** The admin's name and e-mail as they were at the time, so the trail reads the same after a rename. */
  @Prop({ required: true })
  actorName: string;

  @Prop({ required: true })
  actorEmail: string;

  @Prop({ type: String, required: true, enum: AUDITED_KINDS })
  kind: AuditedKind;

  @Prop({ required: true })
  recordId: string;

  @Prop({ type: String, required: true, enum: AUDIT_ACTIONS })
  action: AuditAction;

  @Prop({ type: [String], default: [] })
  fields: string[];

  @Prop({ default: '' })
  detail: string;
}
export type AuditEntryDocument = HydratedDocument<AuditEntryRecord>;
export const AuditEntrySchema = SchemaFactory.createForClass(AuditEntryRecord);
// A record's trail, newest first: the one query the admin screens make.
AuditEntrySchema.index({ kind: 1, recordId: 1, at: -1 });
