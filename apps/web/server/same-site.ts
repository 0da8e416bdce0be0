// Cross-site form posts are refused here, once, for every page route (login, logout, language and every
// later action) instead of a token in each form. SameSite=Lax already keeps the session cookie off
// cross-site posts, but not the `lang` cookie switch or a login-CSRF into the attacker's account.

import { isLocalOrigin } from '@farm/contract';
import type { RequestHandler } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

type SiteRequest = {
  method: string;
  /** The Sec-Fetch-Site header. */
  secFetchSite: string | undefined;
  /** The Origin header. */
  origin: string | undefined;
  /** The Host header (already validated by request-guard.ts). */
  host: string | undefined;
};

/**
 * Whether a state-changing request comes from another site. Browsers that send Sec-Fetch-Site are judged
 * by it (only `same-origin` and `none`, a typed URL or bookmark, pass); older ones by Origin, which must be
 * the site's own: `siteOrigin` (PUBLIC_ORIGIN) when configured, else the origin the request was sent to.
 * A request with neither header is not a browser's (browsers send Origin on every POST) and passes.
 */
export function isCrossSiteWrite(
  { method, secFetchSite, origin, host }: SiteRequest,
  siteOrigin: string | null,
): boolean {
  if (SAFE_METHODS.has(method)) return false;
  if (secFetchSite) return secFetchSite !== 'same-origin' && secFetchSite !== 'none';
  if (origin === undefined) return false;
  if (siteOrigin) return origin !== siteOrigin;
  // No configured origin (local use): the scheme in front of this server is unknown, the host is not.
  return origin !== `http://${host}` && origin !== `https://${host}`;
}

/** The middleware: 403 for a cross-site write. */
export function refuseCrossSiteWrites(siteOrigin: string | null): RequestHandler {
  return (req, res, next) => {
    const request = {
      method: req.method,
      secFetchSite: req.get('sec-fetch-site'),
      origin: req.get('origin'),
      host: req.get('host'),
    };
    if (!isCrossSiteWrite(request, siteOrigin)) return next();
    res
      .status(403)
      .type('text/plain')
      .set('Cache-Control', 'no-store')
      .send('Cross-site requests are refused.\n');
  };
}

/**
 * What to warn of when a production server starts with a local PUBLIC_ORIGIN: every canonical link, the
 * sitemap and robots.txt would tell search engines the site lives on this machine. Nothing for any other
 * origin, or outside production (development and the tests run on localhost on purpose).
 */
export function localOriginWarning(settings: {
  NODE_ENV: string;
  PUBLIC_ORIGIN: string;
}): string | undefined {
  if (settings.NODE_ENV !== 'production') return undefined;
  if (!isLocalOrigin(settings.PUBLIC_ORIGIN)) return undefined;
  return `PUBLIC_ORIGIN is ${settings.PUBLIC_ORIGIN}: canonical links, the sitemap and link previews name this machine. Set it to the site's public address (README, settings).`;
}
