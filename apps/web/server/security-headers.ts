// The headers every page and file of ours carries (helmet), with a Content-Security-Policy whose script
// nonce changes on every request: React Router's inline scripts carry it (app/entry.server.tsx), anything
// injected into a page does not.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';

/**
 * Third-party origins a page may load from, by what loads them: the contact map's tiles and the players of
 * service videos; everything else is this origin (images and uploaded videos are /api/files/...).
 * OpenStreetMap on /contact: when that map is built, add `https://www.openstreetmap.org` to `frames` (the
 * embedded map) or `https://tile.openstreetmap.org` to `images` (tiles drawn by a script), and nothing
 * wider. Until then nothing here is opened for it.
 */
export const thirdPartySources = {
  /**
   * The contact page's map: OpenStreetMap's tiles, drawn as images once the map scrolls into view
   * (docs/decisions/044-contact-settings-and-map.md). No frame: the tiles are plain <img> elements.
   */
  contactMap: { frames: [] as string[], images: ['https://tile.openstreetmap.org'] },
  /**
   * Service videos on YouTube or Vimeo: their players, framed only after the visitor clicks a video's
   * facade, from YouTube's no-cookie host and Vimeo's player host (docs/decisions/181-service-videos.md).
   */
  serviceVideos: {
    frames: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as string[],
    images: [] as string[],
  },
};

export type PolicyOptions = {
  /** The site is served over https (upgrade-insecure-requests). */
  https: boolean;
  /** Vite's development server is in front: its error overlay and hot CSS use inline styles. */
  dev: boolean;
  sources?: typeof thirdPartySources;
};

type NonceOf = (req: IncomingMessage, res: ServerResponse) => string;

/**
 * The CSP directives, with `nonce` standing for this request's nonce (a string in tests, a function of the
 * response for helmet).
 */
export function cspDirectives(
  nonce: string | NonceOf,
  { https, dev, sources = thirdPartySources }: PolicyOptions,
) {
  const nonceSource =
    typeof nonce === 'string'
      ? `'nonce-${nonce}'`
      : (req: IncomingMessage, res: ServerResponse) => `'nonce-${nonce(req, res)}'`;
  return {
    'default-src': ["'self'"],
    // 'self' for the module chunks the nonced entry script imports; nothing inline without the nonce.
    'script-src': ["'self'", nonceSource],
    'script-src-attr': ["'none'"],
    'style-src': dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
    // data: for small images inlined by the build (icons); product and service pictures are /api/files/...
    // blob: shows the enquiry form's chosen photos before they are sent (object URLs of the visitor's files).
    'img-src': ["'self'", 'data:', 'blob:', ...sources.contactMap.images],
    'media-src': ["'self'"],
    'font-src': ["'self'"],
    // Client navigations fetch loader data from this origin; in development Vite's HMR socket is here too.
    'connect-src': ["'self'"],
    'frame-src': frameSources(sources),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

function frameSources(sources: typeof thirdPartySources): string[] {
  const frames = [...sources.contactMap.frames, ...sources.serviceVideos.frames];
  return frames.length > 0 ? frames : ["'none'"];
}

/** A fresh nonce for each request, kept in res.locals.cspNonce for the CSP header and the load context. */
export const createNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString('base64');
  next();
};

/**
 * Helmet with our choices: the CSP above, pages never framed (frame-ancestors and X-Frame-Options DENY),
 * Referrer-Policy strict-origin-when-cross-origin, and HSTS only when the public origin is https (sent on
 * plain http it would pin localhost to https in the browser).
 */
export function securityHeaders(options: PolicyOptions) {
  // Helmet hands its directive functions Node's response; express made it the Response that holds locals.
  const nonceOf: NonceOf = (_req, res) => (res as Response).locals.cspNonce;
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(nonceOf, options) },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
}
