import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { adminOnly } from './access';
import { dataOf, errorBodySchema } from './common';
import { POST_BODY_MAX_LENGTH } from './content';
import { text } from './fields';
import { tooLong } from './messages';

const c = initContract();

/** Markdown to preview: at most as long as a post's body may be; blank previews as nothing. */
export const postPreviewInputSchema = z.object({
  body: text().max(POST_BODY_MAX_LENGTH, tooLong(POST_BODY_MAX_LENGTH)),
});
export type PostPreviewInput = z.infer<typeof postPreviewInputSchema>;

/**
 * The blog editor's preview (issue 11): the admin's Markdown rendered by the very renderer and sanitiser
 * the public post page uses, so what the preview shows is what readers will see.
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
});
