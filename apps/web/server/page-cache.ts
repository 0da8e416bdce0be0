// A short-lived copy of the pages a visitor who is not signed in gets (docs/decisions/101-anonymous-page-cache.md),
// as an express layer in front of React Router's request handler: a kept page is answered here and the
// handler never runs; otherwise the handler answers as usual and the page it streamed is kept when it may be
// (docs/decisions/140-web-server-on-react-router-express.md).
import type { OutgoingHttpHeaders } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';

/**
 * The app's policy for a page that is not personal: the visitor is not signed in and the page sets no
 * cookie (app/lib/page-cache.ts, ANONYMOUS_PAGE). Only such pages are kept.
 */
export const ANONYMOUS_PAGE = 'private, no-cache';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** A page bigger than this is never kept (ours are about 60 KB). */
const MAX_PAGE_BYTES = 1024 * 1024;

export type StoredPage = {
  status: number;
  /** React Router's headers (our security headers are set per request, before this layer). */
  headers: [string, string][];
  /**
   * The HTML as rendered for the request that stored it, in UTF-8, cut where that request's CSP nonce
   * stood: each later request's own nonce goes between them.
   */
  parts: Buffer[];
  /** The length of the parts together. */
  bytes: number;
};

/** What tells the time for the pages' lifetime (lru-cache's `perf`): tests move their own. */
export type Clock = { now(): number };

/**
 * The kept pages: at most `maxBytes` of HTML, each for `seconds`. `seconds` 0 keeps nothing.
 */
export function createPageCache({
  seconds,
  maxBytes = 32 * 1024 * 1024,
  clock,
}: {
  seconds: number;
  maxBytes?: number;
  clock?: Clock;
}) {
  if (seconds <= 0) return null;
  const pages = new LRUCache<string, StoredPage>({
    maxSize: maxBytes,
    sizeCalculation: (page) => Math.max(1, page.bytes),
    ttl: seconds * 1000,
    ...(clock ? { perf: clock } : {}),
  });
  // A render that started before a write must not keep what it read (the same rule as the API's catalog
  // cache): it stores only if no write finished while it ran.
  let generation = 0;
  return {
    get: (key: string) => pages.get(key),
    generation: () => generation,
    /** `startedAt`: the generation when the render began. */
    set(key: string, page: StoredPage, startedAt: number) {
      if (startedAt === generation && page.bytes <= MAX_PAGE_BYTES) pages.set(key, page);
    },
    clear() {
      generation += 1;
      pages.clear();
    },
    get size() {
      return pages.size;
    },
  };
}
export type PageCache = NonNullable<ReturnType<typeof createPageCache>>;

/**
 * The form posts that change nothing a visitor who is not signed in is shown: the language, signing in and
 * out, the account forms, the cart and the wishlist, the enquiry forms and the planner (its plans have
 * pages of their own, which did not exist before). What the anonymous pages show (products and their stock,
 * content) changes through the admin panel, an order placed at checkout, or an order cancelled or an account
 * deleted from the account area (stock goes back). A post from a page with JavaScript goes to the same path
 * with `.data` after it.
 */
const WRITES_NOTHING_SHOWN =
  /^\/(?:language|login|logout|register|forget|email-verification|reset-password|cart|wishlist|contact|career|customize|customize-form|planner|product-detail\/[^/]+\/customize|account\/(?:profile|password|email|addresses|devices))(?:\/|\.data$|$)/;

/**
 * The path React Router routes a request by: the URL parser's, with `..` and `%2e%2e` resolved, in lower
 * case (routes match in any case). The raw path would let `/login/../checkout` pass for a sign-in.
 */
function routedPath(req: Request): string {
  return new URL(req.originalUrl, 'http://site.invalid').pathname.toLowerCase();
}

/**
 * A request that may change what the kept pages show (an admin's save, an order) empties the cache when it
 * is answered, so this process never shows a page older than such a write that went through it, and
 * `announce` tells the other web workers of this server to do the same (server/workers.ts). Writes made
 * through another replica, or straight to the API, show when the kept copy expires. Only a post that sent
 * the API a write on a signed-in visitor's behalf which the API did not refuse counts (`res.locals
 * .wroteToApi`, set by the app's API client), so posts cannot keep every worker's cache empty: one refused
 * before the API was asked (a sign-in page's redirect, a refused origin, no such route) or by the API (an
 * empty cart's checkout, a rate limit) writes nothing. A post to a path that writes nothing those pages show
 * (a sign-in, a cart, an enquiry) keeps them too, so customers' everyday posts do not keep every worker
 * rendering again.
 */
export function clearPagesOnWrites(cache: PageCache | null, announce?: () => void): RequestHandler {
  return (req, res, next) => {
    if (cache && !SAFE_METHODS.has(req.method) && !WRITES_NOTHING_SHOWN.test(routedPath(req)))
      res.on('finish', () => {
        if (!res.locals.wroteToApi) return;
        cache.clear();
        announce?.();
      });
    next();
  };
}

/**
 * Which kept page may answer this request: the same address on the same host with the same cookies, so a
 * kept page only ever answers a request that would have been rendered the same way (the language and the
 * session come from cookies; a signed-in render is never kept in the first place).
 */
function pageKey(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? ''}${req.originalUrl}\n${req.get('cookie') ?? ''}`;
}

/**
 * Whether an answer may be kept, judged on its status and headers once they are final: a 200 HTML page the
 * app marked as not personal and that sets no cookie.
 */
export function isKeepable(status: number, headers: OutgoingHttpHeaders): boolean {
  return (
    status === 200 &&
    headers['cache-control'] === ANONYMOUS_PAGE &&
    headers['set-cookie'] === undefined &&
    String(headers['content-type'] ?? '').startsWith('text/html')
  );
}

/**
 * A page as it is kept: encoded once, and cut at its nonce, so a later request neither searches the HTML
 * for the nonce nor encodes or measures 60 KB of text again (that was a quarter of a hit's time).
 */
function storedPage(
  status: number,
  headers: [string, string][],
  html: string,
  nonce: string | undefined,
): StoredPage {
  const parts = (nonce ? html.split(nonce) : [html]).map((piece) => Buffer.from(piece, 'utf8'));
  return { status, headers, parts, bytes: parts.reduce((total, part) => total + part.length, 0) };
}

/**
 * The headers set on `res` since `before` was taken: the answer's own (React Router's), not those every
 * response of this server gets anew before this layer (its request id, its policy with its nonce).
 */
function headersSince(res: Response, before: OutgoingHttpHeaders): [string, string][] {
  const own: [string, string][] = [];
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined || name in before) continue;
    for (const each of Array.isArray(value) ? value : [String(value)]) own.push([name, each]);
  }
  return own;
}

/**
 * Sends a kept page with this request's nonce in place of the one it was rendered with; the CSP header
 * already names this request's nonce (security-headers.ts).
 */
function sendStored(res: Response, page: StoredPage): void {
  const nonce = Buffer.from(res.locals.cspNonce ?? '', 'utf8');
  const chunks = page.parts.flatMap((part, index) => (index === 0 ? [part] : [nonce, part]));
  const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
  res.status(page.status);
  for (const [name, value] of page.headers) res.append(name, value);
  res.setHeader('Content-Length', body.length);
  res.end(body);
}

/**
 * Keeps the page the rest of the chain writes to `res`, while it goes out as usual: the chunks are copied
 * as they pass, and stored when the answer has finished, if its status and headers allow it. This wraps
 * `write` and `end` as compression does, outside it, so what is copied is the page before any encoding.
 */
function keepWhatIsSent(res: Response, store: (headers: [string, string][], html: string) => void): void {
  const before = res.getHeaders();
  const chunks: Buffer[] = [];
  let bytes = 0;
  let keeping: boolean | undefined;
  let headers: [string, string][] = [];
  const copy = (chunk: unknown, encoding: unknown) => {
    if (keeping === undefined) {
      // The headers are final once the body starts, and compression has not yet added its own.
      keeping = isKeepable(res.statusCode, res.getHeaders());
      if (keeping) headers = headersSince(res, before);
    }
    if (!keeping || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const buffer =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array);
    bytes += buffer.length;
    if (bytes > MAX_PAGE_BYTES) keeping = false;
    else chunks.push(buffer);
  };
  const write = res.write;
  const end = res.end;
  res.write = function (this: Response, ...args: Parameters<Response['write']>) {
    copy(args[0], args[1]);
    return write.apply(this, args);
  } as Response['write'];
  res.end = function (this: Response, ...args: Parameters<Response['end']>) {
    copy(args[0], args[1]);
    return end.apply(this, args);
  } as Response['end'];
  res.on('finish', () => {
    if (keeping) store(headers, Buffer.concat(chunks).toString('utf8'));
  });
}

/**
 * The layer: a GET that a kept page answers is answered from it (`pageCache: 'hit'` on its log line);
 * any other GET goes on to React Router, and its page is kept if it may be. `null` (no cache) passes
 * everything on.
 */
export function anonymousPages(cache: PageCache | null): RequestHandler {
  return (req, res, next) => {
    if (!cache || req.method !== 'GET') return next();
    const key = pageKey(req);
    const kept = cache.get(key);
    if (kept) {
      if (res.locals.logFields) res.locals.logFields.pageCache = 'hit';
      sendStored(res, kept);
      return;
    }
    const startedAt = cache.generation();
    const nonce = res.locals.cspNonce;
    keepWhatIsSent(res, (headers, html) =>
      cache.set(key, storedPage(res.statusCode, headers, html, nonce), startedAt),
    );
    next();
  };
}
