import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { signedIn, signedInAndThrottled, throttledAndIdentified } from './access';
import {
  errorBodySchema,
  messageBodySchema,
  objectIdSchema,
  pageNumberSchema,
  pageSizeSchema,
  pageOf,
} from './common';
import {
  careerPositionSchema,
  customerStatusSchema,
  submissionKindSchema,
  submissionStatusSchema,
} from './enum-schemas';
import { careerApplicationSchema } from './forms/career';
import { contactRequestSchema } from './forms/contact';
import { customizationRequestSchema, productCustomizationSchema } from './forms/customization';
import { enquirySchema } from './forms/enquiry';
import { optionalIdRule } from './rules';

const c = initContract();

/** The product detail dialog's request names the product it was sent from. */
export const productDetailCustomizationSchema = productCustomizationSchema.extend({
  productId: optionalIdRule,
});
export type ProductDetailCustomization = z.infer<typeof productDetailCustomizationSchema>;

/** What every submission answers: the original app's `success` and `message`, the code, and the stored request. */
export const submissionReceiptSchema = messageBodySchema.extend({
  success: z.literal(true),
  data: z.object({
    _id: objectIdSchema,
    kind: submissionKindSchema,
    status: submissionStatusSchema,
    /** ISO 8601 time it was received. */
    createdAt: z.string(),
  }),
});
export type SubmissionReceipt = z.infer<typeof submissionReceiptSchema>;

/** One of the signed-in customer's own requests, as their account page lists it. */
export const submissionSummarySchema = z.object({
  _id: objectIdSchema,
  kind: submissionKindSchema,
  /** New, In progress or Closed: the pipeline as the sender sees it (customerStatusOf). */
  status: customerStatusSchema,
  createdAt: z.string(),
  /** What it was about, where the kind has it: the position, the service, the product, the size in cm. */
  position: careerPositionSchema.optional(),
  serviceName: z.string().optional(),
  productName: z.string().optional(),
  size: z.object({ width: z.number(), height: z.number() }).optional(),
  /** How many files came with it (a CV, photos). */
  files: z.number().int().min(0),
});
export type SubmissionSummary = z.infer<typeof submissionSummarySchema>;

export const submissionPageSchema = pageOf(submissionSummarySchema);
export type SubmissionPage = z.infer<typeof submissionPageSchema>;

export const submissionListQuerySchema = z.object({
  page: pageNumberSchema,
  limit: pageSizeSchema(50, 20),
});

const submitted = {
  201: submissionReceiptSchema,
  400: errorBodySchema,
  429: errorBodySchema,
} as const;

/**
 * The enquiry forms (docs/product-rules.md §7). The seed's paths are kept (`/carrier/add` is the seed's spelling);
 * the products page's request and the customer's own list are ours. Uploads travel as multipart with
 * the text fields beside the files (lists as JSON text); every other request is JSON.
 */
export const enquiries = c.router({
  applyForJob: {
    method: 'POST',
    path: '/carrier/add',
    contentType: 'multipart/form-data',
    body: careerApplicationSchema,
    responses: { ...submitted, 413: errorBodySchema },
    metadata: throttledAndIdentified,
    summary: 'Apply for a job: the fields and the CV (PDF, DOC or DOCX, at most 5 MB) under `resume`',
  },
  getInTouch: {
    method: 'POST',
    path: '/getintouch/add',
    body: contactRequestSchema,
    responses: submitted,
    metadata: throttledAndIdentified,
    summary: 'Send a Get in Touch request from the contact page',
  },
  requestCustomization: {
    method: 'POST',
    path: '/product-customization/add',
    body: customizationRequestSchema,
    responses: { ...submitted, 401: errorBodySchema },
    metadata: signedInAndThrottled,
    summary: "The products page's customization request (space, site area, size and crops)",
  },
  requestProductCustomization: {
    method: 'POST',
    path: '/customization/add',
    body: productDetailCustomizationSchema,
    responses: { ...submitted, 401: errorBodySchema, 404: errorBodySchema },
    metadata: signedInAndThrottled,
    summary: "The product detail's residential customization request (size and crops)",
  },
  submitEnquiry: {
    method: 'POST',
    path: '/enquiry/add',
    contentType: 'multipart/form-data',
    body: enquirySchema,
    responses: { ...submitted, 404: errorBodySchema, 413: errorBodySchema },
    metadata: throttledAndIdentified,
    summary: 'The farm enquiry: every field (lists as JSON text) and up to 5 photos under `image`',
  },
  listMySubmissions: {
    method: 'GET',
    path: '/account/submissions',
    query: submissionListQuerySchema,
    responses: { 200: submissionPageSchema, 400: errorBodySchema, 401: errorBodySchema },
    metadata: signedIn,
    summary: "The signed-in customer's own requests of every kind, newest first, with their status",
  },
});
