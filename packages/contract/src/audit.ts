import { z } from 'zod';
import { objectIdSchema, pageNumberSchema, pageSizeSchema, pageOf } from './common';
import { validationCodes as m } from './messages';

/**
 * The kinds of record an admin can change. Every change is recorded against one of them (who,
 * what, when), and the record's admin screen shows its own trail.
 */
export const AUDITED_KINDS = [
  'product',
  'category',
  'service',
  'order',
  'submission',
  'post',
  'galleryItem',
  'plannerFigures',
] as const;
export const auditedKindSchema = z.enum(AUDITED_KINDS);
export type AuditedKind = z.infer<typeof auditedKindSchema>;

/** What the admin did to the record. */
export const AUDIT_ACTIONS = [
  'created',
  'updated',
  'deleted',
  'archived',
  'restored',
  'statusChanged',
  'noteAdded',
  'assigned',
  'unassigned',
  'published',
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

/** One recorded change: who (as they were named then), what, when. */
export const auditEntrySchema = z.object({
  _id: objectIdSchema,
  /** ISO 8601. */
  at: z.string(),
  actor: z.object({ id: objectIdSchema, name: z.string(), email: z.string() }),
  kind: auditedKindSchema,
  /** The changed record's id (an ObjectId, or the version number of the planner's figures). */
  recordId: z.string(),
  action: auditActionSchema,
  /** The names of the fields that changed (contract field names, e.g. `price`, `images`). */
  fields: z.array(z.string()),
  /** A short machine-made detail, e.g. the new status (`Shipped`) or the new assignee's name. */
  detail: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = pageOf(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;

/** The trail of one record, newest first. */
export const auditQuerySchema = z.object({
  kind: auditedKindSchema,
  recordId: z.string().regex(/^[A-Za-z\d-]{1,64}$/, m.invalidId),
  page: pageNumberSchema,
  limit: pageSizeSchema(100, 50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** The audit trail's record id of the planner's figures: each version is a publication of that one record. */
export const PLANNER_FIGURES_RECORD = 'figures';
