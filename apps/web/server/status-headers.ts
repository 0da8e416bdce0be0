import type { RequestHandler } from 'express';
import onHeaders from 'on-headers';

/** The methods every page and file of the site takes. */
export const PAGE_METHODS = 'GET, HEAD, OPTIONS';

/** How long a browser, crawler or monitor is asked to wait after a 503 (the API away, for now). */
export const RETRY_AFTER_SECONDS = '30';

/**
 * Headers HTTP asks for with a status, added as an answer's headers go out, whoever chose the status:
 * - a 405 names the methods the route takes (React Router answers a post to a page or file without an
 *   action with none);
 * - a 503 says when to try again (a page or a form's answer the API gave none to: lib/api.server.ts;
 *   React Router passes an action's own headers on only where the route says so).
 */
export const statusHeaders: RequestHandler = (_req, res, next) => {
  onHeaders(res, () => {
    if (res.statusCode === 405 && !res.hasHeader('allow')) res.setHeader('Allow', PAGE_METHODS);
    if (res.statusCode === 503 && !res.hasHeader('retry-after'))
      res.setHeader('Retry-After', RETRY_AFTER_SECONDS);
  });
  next();
};
