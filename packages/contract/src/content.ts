import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { adminOnly } from './access';
import {
  dataOf,
  errorBodySchema,
  messageBodySchema,
  objectIdSchema,
  pageOf,
  paginationQuerySchema,
} from './common';
import { BLOG_POSTS_PER_PAGE, GALLERY_QUERY } from './constants';
import { checkbox, optional, optionalText, requiredText, revisionWasField, text } from './fields';
import { tooLong, validationCodes as m } from './messages';
import { contentMessages } from './content-messages';

const c = initContract();

const cm = Object.fromEntries(Object.keys(contentMessages).map((code) => [code, code])) as {
  readonly [K in keyof typeof contentMessages]: K;
};

/**
 * A picture the API stored, with its intrinsic size, so a page reserves its box before it loads (no layout
 * shift), and smaller renditions for `srcset` (each `width` pixels wide, same aspect ratio).
 */
export const sizedImageSchema = z.object({
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  variants: z.array(z.object({ url: z.string(), width: z.number().int().positive() })),
});
export type SizedImage = z.infer<typeof sizedImageSchema>;

/** A gallery card as the public sees it: texts in the visitor's language (English where Arabic is missing). */
export const galleryItemSchema = z.object({
  _id: objectIdSchema,
  title: z.string(),
  description: z.string(),
  image: sizedImageSchema,
});
export type GalleryItem = z.infer<typeof galleryItemSchema>;
export const galleryPageSchema = pageOf(galleryItemSchema);
export type GalleryPage = z.infer<typeof galleryPageSchema>;

/** A published post in a list: everything but the body. `publishedAt` is ISO 8601. */
export const postSummarySchema = z.object({
  _id: objectIdSchema,
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  cover: sizedImageSchema,
  author: z.string(),
  publishedAt: z.string(),
});
export type PostSummary = z.infer<typeof postSummarySchema>;
export const postPageSchema = pageOf(postSummarySchema);
export type PostPage = z.infer<typeof postPageSchema>;

/**
 * One published post: the summary plus its body as HTML, rendered from Markdown by the API and sanitised
 * there (no scripts, no event handlers, no `javascript:` links), so every client shows the same safe markup.
 */
export const postSchema = postSummarySchema.extend({ html: z.string() });
export type Post = z.infer<typeof postSchema>;

/** A post as the admin edits it: both languages, the Markdown source and the published flag. */
export const adminPostSchema = z.object({
  _id: objectIdSchema,
  slug: z.string(),
  title: z.string(),
  titleAr: z.string(),
  excerpt: z.string(),
  excerptAr: z.string(),
  body: z.string(),
  bodyAr: z.string(),
  cover: sizedImageSchema,
  author: z.string(),
  authorAr: z.string(),
  published: z.boolean(),
  /** ISO 8601; null while a post has never been published. */
  publishedAt: z.string().nullable(),
  /** How many times an admin has saved it; an edit form posts it back as `revisionWas`. */
  revision: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminPost = z.infer<typeof adminPostSchema>;
export const adminPostPageSchema = pageOf(adminPostSchema);

/** A gallery item as the admin edits it (both languages). */
export const adminGalleryItemSchema = z.object({
  _id: objectIdSchema,
  title: z.string(),
  titleAr: z.string(),
  description: z.string(),
  descriptionAr: z.string(),
  image: sizedImageSchema,
  revision: z.number().int(),
  createdAt: z.string(),
});
export type AdminGalleryItem = z.infer<typeof adminGalleryItemSchema>;
export const adminGalleryPageSchema = pageOf(adminGalleryItemSchema);

export const SLUG_MAX_LENGTH = 120;
export const POST_TITLE_MAX_LENGTH = 160;
export const POST_EXCERPT_MAX_LENGTH = 400;
export const POST_BODY_MAX_LENGTH = 40_000;
export const GALLERY_TITLE_MAX_LENGTH = 120;
export const GALLERY_DESCRIPTION_MAX_LENGTH = 400;

/** A URL path segment: lower-case words joined by single hyphens. */
export const slugRule = requiredText(m.required, (s) =>
  s.max(SLUG_MAX_LENGTH, tooLong(SLUG_MAX_LENGTH)).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, cm.slugInvalid),
);

/** An image the files module stored (`/api/files/<id>`); the API reads its size from the file itself. */
export const storedImageInputSchema = z.object({
  url: text().regex(/^\/api\/files\/[a-f\d]{24}$/i, cm.imageInvalid),
});

/** A moment whose year in UTC has four digits (0000 to 9999), as an ISO 8601 date in UTC writes it. */
function isFourDigitUtcYear(time: number): boolean {
  if (!Number.isFinite(time)) return false;
  const year = new Date(time).getUTCFullYear();
  return year >= 0 && year <= 9999;
}

const optionalLong = (max: number) => optional(text().max(max, tooLong(max)));

const revisionWas = revisionWasField(cm.contentChangedMeanwhile);
const requiredUpTo = (max: number) => requiredText(m.required, (s) => s.max(max, tooLong(max)));

/**
 * What the admin sends to write a post. English texts are required, Arabic ones optional (a missing Arabic
 * text shows the English one: docs/decisions/050-bilingual-content.md). Publishing without a date stamps
 * the time of the first publication.
 */
export const postInputSchema = z.object({
  slug: slugRule,
  title: requiredUpTo(POST_TITLE_MAX_LENGTH),
  titleAr: optionalText(POST_TITLE_MAX_LENGTH),
  excerpt: requiredUpTo(POST_EXCERPT_MAX_LENGTH),
  excerptAr: optionalLong(POST_EXCERPT_MAX_LENGTH),
  body: requiredUpTo(POST_BODY_MAX_LENGTH),
  bodyAr: optionalLong(POST_BODY_MAX_LENGTH),
  cover: storedImageInputSchema,
  author: requiredUpTo(80),
  authorAr: optionalText(80),
  published: checkbox(),
  publishedAt: optional(
    z
      .string()
      .datetime({ offset: true, message: cm.publishedAtInvalid })
      // The pattern lets an offset like +99:99 through, which names no moment. An offset may also carry a
      // moment past the years the pattern writes: 9999-12-31T23:59:59-23:59 is in the year 10000 in UTC,
      // which the API would store and answer in a form this same rule refuses on the next save.
      .refine((value) => isFourDigitUtcYear(Date.parse(value)), cm.publishedAtInvalid),
  ),
  revisionWas,
});
export type PostInput = z.infer<typeof postInputSchema>;

export const galleryItemInputSchema = z.object({
  title: requiredUpTo(GALLERY_TITLE_MAX_LENGTH),
  titleAr: optionalText(GALLERY_TITLE_MAX_LENGTH),
  description: requiredUpTo(GALLERY_DESCRIPTION_MAX_LENGTH),
  descriptionAr: optionalLong(GALLERY_DESCRIPTION_MAX_LENGTH),
  image: storedImageInputSchema,
  revisionWas,
});
export type GalleryItemInput = z.infer<typeof galleryItemInputSchema>;

/** The gallery screen asks for ten at a time (docs/product-rules.md §9: page 1, limit 10). */
export const galleryQuerySchema = paginationQuerySchema.extend({
  limit: paginationQuerySchema.shape.limit.removeDefault().default(GALLERY_QUERY.limit),
});
export const blogQuerySchema = paginationQuerySchema.omit({ search: true }).extend({
  limit: paginationQuerySchema.shape.limit.removeDefault().default(BLOG_POSTS_PER_PAGE),
});

const idParams = z.object({ id: objectIdSchema });
const guarded = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

export const content = c.router({
  listGallery: {
    method: 'GET',
    path: '/gallery',
    query: galleryQuerySchema,
    responses: { 200: galleryPageSchema, 400: errorBodySchema },
    summary: 'One page of the gallery, newest first (texts in the Accept-Language language)',
  },
  listPosts: {
    method: 'GET',
    path: '/blog',
    query: blogQuerySchema,
    responses: { 200: postPageSchema, 400: errorBodySchema },
    summary: 'One page of published blog posts, newest first',
  },
  getPost: {
    method: 'GET',
    path: '/blog/:slug',
    pathParams: z.object({ slug: text().min(1).max(SLUG_MAX_LENGTH) }),
    responses: { 200: dataOf(postSchema), 404: errorBodySchema },
    summary: 'One published post by its slug, its Markdown rendered to sanitised HTML',
  },

  adminListPosts: {
    method: 'GET',
    path: '/admin/blog',
    query: paginationQuerySchema,
    responses: { 200: adminPostPageSchema, ...guarded },
    metadata: adminOnly,
    summary: 'Every post, published or not, newest first, optionally searched by title',
  },
  adminGetPost: {
    method: 'GET',
    path: '/admin/blog/:id',
    pathParams: idParams,
    responses: { 200: dataOf(adminPostSchema), ...guarded, 404: errorBodySchema },
    metadata: adminOnly,
    summary: 'One post with both languages and its Markdown',
  },
  createPost: {
    method: 'POST',
    path: '/admin/blog',
    body: postInputSchema,
    responses: { 201: dataOf(adminPostSchema), ...guarded, 409: errorBodySchema },
    metadata: adminOnly,
    summary: 'Writes a new post',
  },
  updatePost: {
    method: 'PUT',
    path: '/admin/blog/:id',
    pathParams: idParams,
    body: postInputSchema,
    responses: { 200: dataOf(adminPostSchema), ...guarded, 404: errorBodySchema, 409: errorBodySchema },
    metadata: adminOnly,
    summary: 'Replaces a post',
  },
  deletePost: {
    method: 'DELETE',
    path: '/admin/blog/:id',
    pathParams: idParams,
    body: c.noBody(),
    responses: { 200: messageBodySchema, ...guarded, 404: errorBodySchema },
    metadata: adminOnly,
    summary: 'Deletes a post',
  },
  adminListGallery: {
    method: 'GET',
    path: '/admin/gallery',
    query: paginationQuerySchema,
    responses: { 200: adminGalleryPageSchema, ...guarded },
    metadata: adminOnly,
    summary: 'The gallery with both languages, newest first',
  },
  createGalleryItem: {
    method: 'POST',
    path: '/admin/gallery',
    body: galleryItemInputSchema,
    responses: { 201: dataOf(adminGalleryItemSchema), ...guarded },
    metadata: adminOnly,
    summary: 'Adds a picture to the gallery',
  },
  updateGalleryItem: {
    method: 'PUT',
    path: '/admin/gallery/:id',
    pathParams: idParams,
    body: galleryItemInputSchema,
    responses: {
      200: dataOf(adminGalleryItemSchema),
      ...guarded,
      404: errorBodySchema,
      409: errorBodySchema,
    },
    metadata: adminOnly,
    summary: 'Replaces a gallery item',
  },
  deleteGalleryItem: {
    method: 'DELETE',
    path: '/admin/gallery/:id',
    pathParams: idParams,
    body: c.noBody(),
    responses: { 200: messageBodySchema, ...guarded, 404: errorBodySchema },
    metadata: adminOnly,
    summary: 'Removes a gallery item',
  },
});
