import { z } from 'zod';
import { PRODUCTS_PER_PAGE } from './constants';

/** A MongoDB ObjectId as its 24-character hex string. */
export const objectIdSchema = z.string().regex(/^[a-f\d]{24}$/i, 'Invalid id');

/**
 * The one error body of every failing response. `message` and `error` both carry the human sentence
 * because the spec's client reads one or the other depending on the screen; `issues` lists field errors
 * with dotted paths (e.g. `shippingAddress.city`).
 */
export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  error: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Query of every paginated list; the numbers arrive as strings in a URL, hence the coercion. */
export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(PRODUCTS_PER_PAGE),
  search: z.string().trim().max(100).optional(),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

/** One page of a list: `pages` is ceil(total / limit), so an empty list has 0 pages. */
export function pageOf<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    data: z.array(item),
    page: z.number().int().min(1),
    pages: z.number().int().min(0),
    total: z.number().int().min(0),
  });
}
export type Page<T> = { data: T[]; page: number; pages: number; total: number };

/** Number of pages for `total` items shown `limit` at a time (0 when there are none). */
export function pageCount(total: number, limit: number): number {
  return Math.ceil(total / limit);
}

/** A stored image (`/api/files/<id>`) or a video URL. */
export const mediaSchema = z.object({ url: z.string() });
export type Media = z.infer<typeof mediaSchema>;

/** `{ data: T }`, the envelope of every single-item and plain-list response. */
export function dataOf<T extends z.ZodTypeAny>(item: T) {
  return z.object({ data: item });
}

/** `{ message }`, the answer of every form submission whose only use is the server's sentence. */
export const messageBodySchema = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof messageBodySchema>;
