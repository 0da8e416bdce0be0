import type { RequestHandler } from 'express';
import onHeaders from 'on-headers';

/** The methods every page and file of the site takes. */
export const PAGE_METHODS = 'GET, HEAD, OPTIONS';

/**
 * React Router answers 405 to a method a route does not take (a post to a page or file without an action)
 * without the Allow header HTTP asks of every 405: it is added as the answer's headers go out.
 */
export const namingAllowedMethods: RequestHandler = (_req, res, next) => {
  onHeaders(res, () => {
    if (res.statusCode === 405 && !res.hasHeader('allow')) res.setHeader('Allow', PAGE_METHODS);
  });
  next();
};
