import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { adminOnly } from './access';
import {
  CSV_CONTENT_TYPE,
  csvFileSchema,
  dataOf,
  errorBodySchema,
  messageBodySchema,
  objectIdSchema,
  pageNumberSchema,
  pageSizeSchema,
  pageOf,
} from './common';
import { careerPositionSchema } from './enum-schemas';
import { type SubmissionKind } from './enums';
import { submissionKindSchema, submissionStatusSchema } from './enum-schemas';
import { optional, requiredText, searchText } from './fields';
import { messageRef } from './message-codes';
import { tooLong, validationCodes as m } from './messages';

const c = initContract();

/** The longest internal note (a call's summary fits; a pasted e-mail thread does not belong here). */
export const SUBMISSION_NOTE_MAX = 2000;
/** Rows per page of a pipeline list. */
export const SUBMISSIONS_PER_PAGE = 20;

/**
 * The fields each kind of request stores, in the order its form asks them. The admin's detail page and
 * the CSV export read them in this order; ids that only point elsewhere (serviceId, productId, planId)
 * are shown by what they name instead.
 */
export const SUBMISSION_FIELDS = {
  application: ['fullName', 'email', 'phone', 'position', 'experience', 'expDetails', 'skills', 'message'],
  contact: ['name', 'email', 'mobile', 'address', 'message'],
  customization: ['typeOfSpace', 'siteArea', 'customSiteArea', 'width', 'height', 'crops', 'customCrop'],
  productCustomization: ['width', 'height', 'crops', 'customCrop'],
  enquiry: [
    'fullName',
    'company',
    'email',
    'phone',
    'location',
    'siteTypes',
    'siteTypeOther',
    'spaceType',
    'siteArea',
    'siteAreaCustom',
    'purpose',
    'purposeOther',
    'technology',
    'waterAvailable',
    'waterType',
    'electricityAvailable',
    'powerBackup',
    'greenhouseRequired',
    'budget',
    'timeline',
    'additionalServices',
    'serviceOther',
    'crops',
    'customCrop',
    'message',
  ],
} as const satisfies Record<SubmissionKind, readonly string[]>;
export type SubmissionField = (typeof SUBMISSION_FIELDS)[SubmissionKind][number];

/** A calendar day as a date input sends it; days are the company's (Dubai) days. */
const dayRule = optional(
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, messageRef('dateInvalid'))
    // A real day: 2025-02-31 matches the pattern, but Date would quietly make it 3 March.
    // (zod runs this after a failed pattern too, so text that is no date at all must not reach toISOString).
    .refine((day) => {
      const date = new Date(`${day}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
    }, messageRef('dateInvalid')),
);

/** An admin, as the assignee picker and a record name them. */
export const adminRefSchema = z.object({ _id: objectIdSchema, name: z.string(), email: z.string() });
export type AdminRef = z.infer<typeof adminRefSchema>;

/**
 * The filters of a pipeline list and of its CSV export: a status, an assignee (`none`: nobody yet), the
 * days received (from and to, both included), and a search in the sender's name or e-mail, or for the
 * reference the sender was given (the request's id).
 */
export const submissionFilterSchema = z.object({
  status: optional(submissionStatusSchema),
  assignee: optional(z.union([objectIdSchema, z.literal('none')])),
  from: dayRule,
  to: dayRule,
  search: searchText(100),
});
export type SubmissionFilter = z.infer<typeof submissionFilterSchema>;

function inOrder(filter: { from?: string; to?: string }, ctx: z.RefinementCtx): void {
  if (filter.from && filter.to && filter.to < filter.from)
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['to'], message: messageRef('dateRangeReversed') });
}

export const adminSubmissionQuerySchema = submissionFilterSchema
  .extend({
    page: pageNumberSchema,
    limit: pageSizeSchema(100, SUBMISSIONS_PER_PAGE),
  })
  .superRefine(inOrder);
export type SubmissionAdminQuery = z.infer<typeof adminSubmissionQuerySchema>;

export const submissionExportQuerySchema = submissionFilterSchema.superRefine(inOrder);

/** A file that came with a request: a CV (`resume`) or an enquiry photo (`image`). */
export const submissionFileSchema = z.object({
  fileId: objectIdSchema,
  field: z.string(),
  /** The sender's name for it: display text only. */
  name: z.string(),
  contentType: z.string(),
  size: z.number().int().min(0),
});
export type SubmissionFileView = z.infer<typeof submissionFileSchema>;

/** An internal note: never shown to the sender. */
export const submissionNoteSchema = z.object({
  _id: objectIdSchema,
  text: z.string(),
  /** ISO 8601. */
  at: z.string(),
  author: adminRefSchema,
});
export type SubmissionNote = z.infer<typeof submissionNoteSchema>;

/** One row of a pipeline list. */
export const adminSubmissionSummarySchema = z.object({
  _id: objectIdSchema,
  kind: submissionKindSchema,
  status: submissionStatusSchema,
  /** ISO 8601 time it was received. */
  createdAt: z.string(),
  sender: z.object({ name: z.string(), email: z.string(), phone: z.string().optional() }),
  assignee: adminRefSchema.optional(),
  position: careerPositionSchema.optional(),
  serviceName: z.string().optional(),
  productName: z.string().optional(),
  files: z.number().int().min(0),
  notes: z.number().int().min(0),
});
export type AdminSubmissionSummary = z.infer<typeof adminSubmissionSummarySchema>;

/** One request with everything its form stored, its files, its notes (newest first) and its assignee. */
export const adminSubmissionSchema = adminSubmissionSummarySchema.omit({ files: true, notes: true }).extend({
  updatedAt: z.string(),
  /** The language the sender used the site in. */
  language: z.enum(['en', 'ar']),
  /** The sender's account, when they were signed in. */
  customerId: objectIdSchema.optional(),
  /** The request's own fields as the contract parsed them (lists as lists, numbers as numbers). */
  fields: z.record(z.unknown()),
  /** The farm plan sent from the planner, when there is one. */
  planId: z.string().optional(),
  files: z.array(submissionFileSchema),
  notes: z.array(submissionNoteSchema),
});
export type AdminSubmission = z.infer<typeof adminSubmissionSchema>;

export const adminSubmissionPageSchema = pageOf(adminSubmissionSummarySchema);
export type AdminSubmissionPage = z.infer<typeof adminSubmissionPageSchema>;

export const submissionStatusChangeSchema = z.object({ status: submissionStatusSchema });
export type SubmissionStatusChange = z.infer<typeof submissionStatusChangeSchema>;

export const submissionNoteInputSchema = z.object({
  text: requiredText(m.noteRequired, (s) => s.max(SUBMISSION_NOTE_MAX, tooLong(SUBMISSION_NOTE_MAX))),
});
export type SubmissionNoteInput = z.infer<typeof submissionNoteInputSchema>;

/** Assign a request to an admin; no `assigneeId` (or a blank one) takes it off everyone. */
export const submissionAssignSchema = z.object({ assigneeId: optional(objectIdSchema) });
export type SubmissionAssign = z.infer<typeof submissionAssignSchema>;

const kindParams = z.object({ kind: submissionKindSchema });
const idParams = z.object({ id: objectIdSchema });
const guarded = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema } as const;
const changed = messageBodySchema.extend({ data: adminSubmissionSchema });

/**
 * The admin's pipelines over the visitors' requests: one list per kind, a record with every
 * field, status, notes and assignee, the CSV export and the private files as attachments. Admins only.
 */
export const pipelines = c.router({
  listAdmins: {
    method: 'GET',
    path: '/admin/admins',
    responses: { 200: dataOf(z.array(adminRefSchema)), ...guarded },
    metadata: adminOnly,
    summary: 'Every admin, by name: the people a request can be assigned to',
  },
  listSubmissions: {
    method: 'GET',
    path: '/admin/pipelines/:kind',
    pathParams: kindParams,
    query: adminSubmissionQuerySchema,
    responses: { 200: adminSubmissionPageSchema, ...guarded },
    metadata: adminOnly,
    summary: 'One page of the requests of one kind, newest first, by status, assignee, days and sender',
  },
  exportSubmissions: {
    method: 'GET',
    path: '/admin/pipelines/:kind/export',
    pathParams: kindParams,
    query: submissionExportQuerySchema,
    responses: { 200: c.otherResponse({ contentType: CSV_CONTENT_TYPE, body: csvFileSchema }), ...guarded },
    metadata: adminOnly,
    summary: 'The requests of one kind with the same filters as the list, as RFC 4180 CSV (formulas guarded)',
  },
  getSubmission: {
    method: 'GET',
    path: '/admin/submissions/:id',
    pathParams: idParams,
    responses: { 200: dataOf(adminSubmissionSchema), 404: errorBodySchema, ...guarded },
    metadata: adminOnly,
    summary: 'One request with every field its form stored, its files, notes and assignee',
  },
  changeSubmissionStatus: {
    method: 'PATCH',
    path: '/admin/submissions/:id/status',
    pathParams: idParams,
    body: submissionStatusChangeSchema,
    responses: { 200: changed, 404: errorBodySchema, ...guarded },
    metadata: adminOnly,
    summary:
      'Move a request to another status of its pipeline (leads: New, Contacted, Quoted, Won, Lost; job applications: New, Reviewing, Interview, Offer, Hired, Rejected); 400 for a status of the other pipeline',
  },
  addSubmissionNote: {
    method: 'POST',
    path: '/admin/submissions/:id/notes',
    pathParams: idParams,
    body: submissionNoteInputSchema,
    responses: { 201: changed, 404: errorBodySchema, ...guarded },
    metadata: adminOnly,
    summary: 'Add an internal note (the admin and the time are recorded; the sender never sees it)',
  },
  assignSubmission: {
    method: 'PATCH',
    path: '/admin/submissions/:id/assignee',
    pathParams: idParams,
    body: submissionAssignSchema,
    responses: { 200: changed, 404: errorBodySchema, 422: errorBodySchema, ...guarded },
    metadata: adminOnly,
    summary: 'Assign a request to an admin, or to nobody',
  },
  deleteSubmission: {
    method: 'DELETE',
    path: '/admin/pipelines/:kind/:id',
    pathParams: z.object({ kind: submissionKindSchema, id: objectIdSchema }),
    body: c.noBody(),
    responses: { 200: messageBodySchema, 404: errorBodySchema, ...guarded },
    metadata: adminOnly,
    summary:
      'Delete a request of this kind for good with its files (CV, photos) and notes, as when its sender asks for their data to be erased; the trail keeps that it was deleted, by whom and when; 404 for a request of another kind',
  },
  downloadSubmissionFile: {
    method: 'GET',
    path: '/admin/submissions/:id/files/:fileId',
    pathParams: z.object({ id: objectIdSchema, fileId: objectIdSchema }),
    responses: {
      200: c.otherResponse({ contentType: 'application/octet-stream', body: z.unknown() }),
      404: errorBodySchema,
      ...guarded,
    },
    metadata: adminOnly,
    summary: "A request's CV or photo, as an attachment (never served by the public file route)",
  },
});
