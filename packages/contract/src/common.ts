import { z } from 'zod';
import { PRODUCTS_PER_PAGE } from './constants';
import { plainNumber, searchText } from './fields';
import { validationCodes as m } from './messages';

/** A MongoDB ObjectId as its 24-character hex string. */
export const objectIdSchema = z.string().regex(/^[a-f\d]{24}$/i, m.invalidId);

/** Values filling a message's `{name}` placeholders. */
export const messageParamsSchema = z.record(z.union([z.string(), z.number()]));
export type MessageParams = z.infer<typeof messageParamsSchema>;

/**
 * The one error body of every failing response. `code` is the stable key of the sentence (the contract's
 * message catalogues, message-codes.ts), which is what the web translates by; `message` and `error` both
 * carry the English sentence because the original app's client reads one or the other depending on the screen;
 * `params` fill the sentence's placeholders; `issues` lists field errors with dotted paths (e.g.
 * `shippingAddress.city`), each with its own code. Codes are plain strings here, so an older client meets a
 * newer code without failing to parse the body.
 */
export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  error: z.string(),
  params: messageParamsSchema.optional(),
  issues: z
    .array(
      z.object({
        path: z.string(),
        code: z.string(),
        message: z.string(),
        params: messageParamsSchema.optional(),
      }),
    )
    .optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * A CSV download's type (docs/decisions/270-csv-exports-for-spreadsheets.md): RFC 4180 text in UTF-8 that
 * starts with a byte-order mark, so a spreadsheet reads the Arabic in it as Arabic.
 */
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/**
 * A CSV download's body: opaque to the typed client on both sides, as neither holds it whole. The API
 * streams it row by row, and the web server passes the API's bytes on as they come. A route declares a
 * file answer (a CSV, a CV, a photo) with `c.otherResponse`, and nothing else with it: the web server's
 * client leaves every such answer unread (docs/decisions/273-file-downloads-streamed.md).
 */
export const csvFileSchema = z
  .unknown()
  .describe('RFC 4180 CSV in UTF-8, starting with a byte-order mark (U+FEFF)');

/** The last page number any list answers: far beyond any list's length, and an exact integer in JSON. */
export const MAX_PAGE = 1_000_000;

/**
 * A whole number 1 to `max` in a URL, as text in plain decimal notation (`?page=0x2` is no page), or a
 * number from a typed client; `fallback` when the URL does not give it. Anything else is `code` with the
 * largest number taken (`pageInvalid?max=1000000`), a sentence the web translates, in place of zod's
 * English ("Number must be greater than or equal to 1").
 */
function wholeNumberUpTo(
  code: typeof m.pageInvalid | typeof m.pageSizeInvalid,
  max: number,
  fallback: number,
) {
  const message = `${code}?max=${max}`;
  return plainNumber(message, (n) => n.int(message).min(1, message).max(max, message)).default(fallback);
}

/** The page asked of a paginated list: a whole number 1 to MAX_PAGE, arriving as text in a URL. */
export const pageNumberSchema = wholeNumberUpTo(m.pageInvalid, MAX_PAGE, 1);

/** How many items a page of a list holds: a whole number 1 to `max`, `fallback` when the URL does not say. */
export function pageSizeSchema(max: number, fallback: number) {
  return wholeNumberUpTo(m.pageSizeInvalid, max, fallback);
}

/** Query of every paginated list; the numbers arrive as strings in a URL, read by pageNumberSchema's rule. */
export const paginationQuerySchema = z.object({
  page: pageNumberSchema,
  limit: pageSizeSchema(100, PRODUCTS_PER_PAGE),
  search: searchText(100),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

/** One page of a list: `pages` is ceil(total / limit), so an empty list has 0 pages. */
export function pageOf<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    data: z.array(item),
    page: z.number().int().min(1).max(MAX_PAGE),
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

/**
 * `{ code, message }`, the answer of every form submission whose only use is the server's sentence: the
 * English sentence and its code, which the web translates by.
 */
export const messageBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  params: messageParamsSchema.optional(),
});
export type MessageBody = z.infer<typeof messageBodySchema>;

/**
 * Whether a site's public address names this machine (localhost, a loopback address, a *.localhost name):
 * what a production server warns of at start, since its links would lead nowhere for anyone else.
 */
export function isLocalOrigin(origin: string): boolean {
  const { hostname } = new URL(origin);
  return ['localhost', '127.0.0.1', '[::1]'].includes(hostname) || hostname.endsWith('.localhost');
}
