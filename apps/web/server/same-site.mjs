// @ts-check
// Cross-site form posts are refused here, once, for every page route (login, logout, language and every
// later action) instead of a token in each form. SameSite=Lax already keeps the session cookie off
// cross-site posts, but not the `lang` cookie switch or a login-CSRF into the attacker's account.

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * @typedef {object} SiteRequest
 * @property {string} method
 * @property {string | undefined} secFetchSite the Sec-Fetch-Site header
 * @property {string | undefined} origin the Origin header
 * @property {string | undefined} host the Host header (already validated by request-guard.mjs)
 */

/**
 * Whether a state-changing request comes from another site. Browsers that send Sec-Fetch-Site are judged
 * by it (only `same-origin` and `none`, a typed URL or bookmark, pass); older ones by Origin, which must be
 * the site's own: `siteOrigin` (PUBLIC_ORIGIN) when configured, else the origin the request was sent to.
 * A request with neither header is not a browser's (browsers send Origin on every POST) and passes.
 * @param {SiteRequest} request
 * @param {string | null} siteOrigin
 */
export function isCrossSiteWrite({ method, secFetchSite, origin, host }, siteOrigin) {
  if (SAFE_METHODS.has(method)) return false;
  if (secFetchSite) return secFetchSite !== 'same-origin' && secFetchSite !== 'none';
  if (origin === undefined) return false;
  if (siteOrigin) return origin !== siteOrigin;
  // No configured origin (local use): the scheme in front of this server is unknown, the host is not.
  return origin !== `http://${host}` && origin !== `https://${host}`;
}

/**
 * The middleware: 403 for a cross-site write.
 * @param {string | null} siteOrigin
 * @returns {import('express').RequestHandler}
 */
export function refuseCrossSiteWrites(siteOrigin) {
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
