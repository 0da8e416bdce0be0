import type { HelmetOptions } from 'helmet';

/**
 * The API answers JSON and files, never pages: nothing it sends may be framed, sniffed into another type,
 * or run as a page with scripts (a stored file opened directly gets `default-src 'none'`).
 */
export function helmetOptions(https: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
    hsts: https,
  };
}
