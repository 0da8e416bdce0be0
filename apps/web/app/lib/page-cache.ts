import type { HeadersFunction } from 'react-router';

/**
 * What a browser may keep of a page (docs/decisions/091-http-caching.md). The web server keeps a page marked
 * ANONYMOUS_PAGE for a few seconds itself, giving each answer its own nonce
 * (server/page-handler.mjs, docs/decisions/101-anonymous-page-cache.md). Every page carries this request's
 * CSP nonce, so no page is ever shared between visitors or answered with 304: a kept copy reused under a
 * fresh response's CSP would have every script refused. So:
 * - a page for a visitor who is not signed in, and that sets no cookie, may stay in that browser (back and
 *   forward, the back/forward cache) but is asked for again on every visit;
 * - a page for a signed-in visitor, or one that sets a cookie (a toast read, a renewed session), is never
 *   stored at all, as the shop's personal screens already were; nor is one with a part missing because the
 *   API did not answer.
 */
export const ANONYMOUS_PAGE = 'private, no-cache';
export const PERSONAL_PAGE = 'private, no-store';

export function pageCachePolicy({
  signedIn,
  setsCookie,
  complete = true,
}: {
  signedIn: boolean;
  setsCookie: boolean;
  /** False when part of the page is missing because the API did not answer: kept by nobody. */
  complete?: boolean;
}): string {
  return signedIn || setsCookie || !complete ? PERSONAL_PAGE : ANONYMOUS_PAGE;
}

/** A personal page's headers (the cart, checkout, account pages): never stored by any cache. */
export const privatePage = () => ({ 'Cache-Control': PERSONAL_PAGE });

/**
 * The root route's headers: the policy its loader chose (personal when it has none, say after an error),
 * and `Vary: Cookie` because the language and the session come from cookies. Routes with their own
 * `headers` (the cart, checkout, account pages) replace these. The error page of an API that was away
 * keeps its Retry-After (lib/api.server.ts; the web server adds one to any other 503: status-headers.ts).
 */
export const pageHeaders: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  const retryAfter = errorHeaders?.get('Retry-After');
  return {
    'Cache-Control': loaderHeaders.get('Cache-Control') ?? PERSONAL_PAGE,
    Vary: 'Cookie',
    ...(retryAfter && { 'Retry-After': retryAfter }),
  };
};
