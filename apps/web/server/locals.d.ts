// What this server keeps per request in res.locals.
import type { LogFields } from '../app/lib/load-context';

declare global {
  // Express declares Locals in this namespace.
  namespace Express {
    interface Locals {
      /** This request's CSP script nonce (security-headers.ts). */
      cspNonce: string;
      /** What the app adds to this request's log line (request-log.ts). */
      logFields: LogFields;
      /** Set when a loader or action of this request sent the API a write on a visitor's behalf (page-cache.ts). */
      wroteToApi?: boolean;
    }
  }
}

export {};
