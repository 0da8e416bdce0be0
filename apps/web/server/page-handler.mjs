// @ts-check
// React Router's request handler for express, with a short-lived copy of the pages a visitor who is not
// signed in gets (docs/decisions/101-anonymous-page-cache.md). Everything else is what
// @react-router/express does: the express request becomes a Fetch Request, React Router answers, the
// answer is streamed back.
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from '@react-router/node';
import { LRUCache } from 'lru-cache';

/**
 * The app's policy for a page that is not personal: the visitor is not signed in and the page sets no
 * cookie (app/lib/page-cache.ts, ANONYMOUS_PAGE). Only such pages are kept.
 */
export const ANONYMOUS_PAGE = 'private, no-cache';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** A page bigger than this is never kept (ours are about 60 KB). */
const MAX_PAGE_BYTES = 1024 * 1024;

/**
 * @typedef {object} StoredPage
 * @property {number} status
 * @property {[string, string][]} headers React Router's headers (our security headers are set per request)
 * @property {Buffer[]} parts the HTML as rendered for the request that stored it, in UTF-8, cut where that
 *   request's CSP nonce stood: each later request's own nonce goes between them
 * @property {string} nonce the nonce it was rendered with
 * @property {number} bytes the length of the parts together
 */

/**
 * The kept pages: at most `maxBytes` of HTML, each for `seconds`. `seconds` 0 keeps nothing.
 * @param {{ seconds: number, maxBytes?: number }} options
 */
export function createPageCache({ seconds, maxBytes = 32 * 1024 * 1024 }) {
  if (seconds <= 0) return null;
  /** @type {LRUCache<string, StoredPage>} */
  const pages = new LRUCache({
    maxSize: maxBytes,
    sizeCalculation: (page) => Math.max(1, page.bytes),
    ttl: seconds * 1000,
  });
  // A render that started before a write must not keep what it read (the same rule as the API's catalog
  // cache): it stores only if no write finished while it ran.
  let generation = 0;
  return {
    get: (/** @type {string} */ key) => pages.get(key),
    generation: () => generation,
    /** @param {string} key @param {StoredPage} page @param {number} startedAt the generation at the start */
    set(key, page, startedAt) {
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
/** @typedef {NonNullable<ReturnType<typeof createPageCache>>} PageCache */

/**
 * Any request that may change something (an action, a form post forwarded to the API) empties the cache
 * when it is answered, so this server never shows a page older than a write that went through it. Writes
 * made through another web replica, or straight to the API, show when the kept copy expires.
 * @param {PageCache | null} cache
 * @returns {import('express').RequestHandler}
 */
export function clearPagesOnWrites(cache) {
  return (req, res, next) => {
    if (cache && !SAFE_METHODS.has(req.method)) res.on('finish', () => cache.clear());
    next();
  };
}

/**
 * Which kept page may answer this request: the same address on the same host with the same cookies, so a
 * kept page only ever answers a request that would have been rendered the same way (the language and the
 * session come from cookies; a signed-in render is never kept in the first place).
 * @param {import('express').Request} req
 */
export function pageKey(req) {
  return `${req.protocol}://${req.get('host') ?? ''}${req.originalUrl}\n${req.get('cookie') ?? ''}`;
}

/**
 * Whether React Router's answer may be kept: a 200 HTML page the app marked as not personal and that sets
 * no cookie.
 * @param {Response} response
 */
export function isKeepable(response) {
  return (
    response.status === 200 &&
    response.headers.get('cache-control') === ANONYMOUS_PAGE &&
    !response.headers.has('set-cookie') &&
    (response.headers.get('content-type') ?? '').startsWith('text/html')
  );
}

/**
 * A page as it is kept: encoded once, and cut at its nonce, so a later request neither searches the HTML
 * for the nonce nor encodes or measures 60 KB of text again (that was a quarter of a hit's time).
 * @param {Response} response
 * @param {string} html
 * @param {string | undefined} nonce
 * @returns {StoredPage}
 */
export function storedPage(response, html, nonce) {
  const parts = (nonce ? html.split(nonce) : [html]).map((piece) => Buffer.from(piece, 'utf8'));
  return {
    status: response.status,
    headers: [...response.headers.entries()],
    parts,
    nonce: nonce ?? '',
    bytes: parts.reduce((total, part) => total + part.length, 0),
  };
}

/**
 * Sends a kept page with this request's nonce in place of the one it was rendered with; the CSP header
 * already names this request's nonce (security-headers.mjs).
 * @param {import('express').Response} res
 * @param {StoredPage} page
 */
function sendStored(res, page) {
  const nonce = Buffer.from(res.locals.cspNonce || page.nonce, 'utf8');
  const chunks = page.parts.flatMap((part, index) => (index === 0 ? [part] : [nonce, part]));
  const body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
  res.status(page.status);
  for (const [name, value] of page.headers) res.append(name, value);
  res.setHeader('Content-Length', body.length);
  res.end(body);
}

/**
 * @param {import('express').Request} req
 * @param {import('express').Response} res
 */
function fetchRequestOf(req, res) {
  const url = new URL(`${req.protocol}://${req.get('host') ?? 'localhost'}${req.originalUrl}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    else if (value !== undefined) headers.set(name, value);
  }
  /** @type {AbortController | null} */
  let controller = new AbortController();
  res.on('finish', () => (controller = null));
  res.on('close', () => controller?.abort());
  /** @type {RequestInit & { duplex?: 'half' }} */
  const init = { method: req.method, headers, signal: controller.signal };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = 'half';
  }
  return new Request(url.href, init);
}

/**
 * @param {import('express').Response} res
 * @param {Response} response
 */
async function sendStreamed(res, response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!(res.destroyed || res.writableEnded)) throw error;
  }
}

/**
 * @param {object} options
 * @param {(request: Request, context: import('react-router').AppLoadContext) => Promise<Response>} options.handleRequest
 *   React Router's handler (`createRequestHandler(build, mode)` from react-router)
 * @param {(req: import('express').Request, res: import('express').Response) => import('react-router').AppLoadContext} options.getLoadContext
 * @param {PageCache | null} options.cache
 * @returns {import('express').RequestHandler}
 */
export function pageHandler({ handleRequest, getLoadContext, cache }) {
  return async (req, res, next) => {
    try {
      const key = cache && req.method === 'GET' ? pageKey(req) : null;
      const kept = key ? cache?.get(key) : undefined;
      if (kept) {
        if (res.locals.logFields) res.locals.logFields.pageCache = 'hit';
        sendStored(res, kept);
        return;
      }
      const startedAt = cache?.generation() ?? 0;
      const loadContext = getLoadContext(req, res);
      const response = await handleRequest(fetchRequestOf(req, res), loadContext);
      if (cache && key && isKeepable(response)) {
        const page = storedPage(response, await response.text(), res.locals.cspNonce);
        cache.set(key, page, startedAt);
        sendStored(res, page);
        return;
      }
      await sendStreamed(res, response);
    } catch (error) {
      next(error);
    }
  };
}
