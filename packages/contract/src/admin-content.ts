import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { adminOnly } from './access';
import { dataOf, errorBodySchema, objectIdSchema } from './common';
import { adminImageFileRule } from './admin-catalog';
import {
  adminGalleryItemSchema,
  galleryItemInputSchema,
  POST_BODY_MAX_LENGTH,
  postInputSchema,
} from './content';
import { isFile, optional, text } from './fields';
import { tooLong, validationCodes as m } from './messages';

const c = initContract();

/** Markdown to preview: at most as long as a post's body may be; blank previews as nothing. */
export const postPreviewInputSchema = z.object({
  body: text().max(POST_BODY_MAX_LENGTH, tooLong(POST_BODY_MAX_LENGTH)),
});
export type PostPreviewInput = z.infer<typeof postPreviewInputSchema>;

/**
 * The admin content screens' extra routes: the blog editor's preview (the admin's Markdown
 * rendered by the very renderer and sanitiser the public post page uses, so what the preview shows is what
 * readers will see) and one gallery item for its edit screen.
 */
export const adminContent = c.router({
  previewPost: {
    method: 'POST',
    path: '/admin/blog/preview',
    body: postPreviewInputSchema,
    responses: {
      200: dataOf(z.object({ html: z.string() })),
      400: errorBodySchema,
      401: errorBodySchema,
      403: errorBodySchema,
    },
    metadata: adminOnly,
    summary: 'Renders Markdown to the sanitised HTML a published post would show',
  },
  adminGetGalleryItem: {
    method: 'GET',
    path: '/admin/gallery/:id',
    pathParams: z.object({ id: objectIdSchema }),
    responses: {
      200: dataOf(adminGalleryItemSchema),
      400: errorBodySchema,
      401: errorBodySchema,
      403: errorBodySchema,
      404: errorBodySchema,
    },
    metadata: adminOnly,
    summary: 'One gallery item with both languages',
  },
});

/** A stored picture kept by the form (a hidden input), blank when there is none yet. */
const keptPicture = optional(text().regex(/^\/api\/files\/[a-f\d]{24}$/i, 'imageInvalid'));
/** A picture file picked in the form; an empty file input means none. */
const pickedPicture = z.preprocess(
  (value) => (value === '' || (isFile(value) && value.size === 0) ? undefined : value),
  adminImageFileRule.optional(),
);

/**
 * The post form: the post's fields, with its cover as the picture it has (`keepCover`) or a new file
 * (`newCover`), one of which is required. The publication date is the API's to stamp.
 */
export const postFormSchema = postInputSchema
  .omit({ cover: true, publishedAt: true })
  .extend({ keepCover: keptPicture, newCover: pickedPicture })
  .superRefine((form, ctx) => {
    if (!form.keepCover && !form.newCover)
      ctx.addIssue({ code: 'custom', path: ['newCover'], message: m.required });
  });
export type PostForm = z.infer<typeof postFormSchema>;

/** The gallery form: texts in both languages, and its picture kept or newly picked (one is required). */
export const galleryFormSchema = galleryItemInputSchema
  .omit({ image: true })
  .extend({ keepImage: keptPicture, newImage: pickedPicture })
  .superRefine((form, ctx) => {
    if (!form.keepImage && !form.newImage)
      ctx.addIssue({ code: 'custom', path: ['newImage'], message: m.required });
  });
export type GalleryForm = z.infer<typeof galleryFormSchema>;
