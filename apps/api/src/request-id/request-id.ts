import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

export const REQUEST_ID_HEADER = 'x-request-id';

// A caller's id is echoed only if it is short and plain, so it cannot smuggle text into logs or headers.
const acceptableId = /^[\w.:-]{1,128}$/;

/** A request that has been given its id. */
export type IdentifiedRequest = Request & { id: string };

/**
 * Gives every request its one id, the caller's x-request-id if well formed (the web server passes its own)
 * or a new UUID, and sends it back. pino-http takes it for the request's log line and the error filter for
 * a failure's, so a request can be followed from the web server's log into the API's.
 */
export function requestIdMiddleware(req: Request, res: Response, next: NextFunction): void {
  const incoming = req.headers[REQUEST_ID_HEADER];
  const id = typeof incoming === 'string' && acceptableId.test(incoming) ? incoming : randomUUID();
  (req as IdentifiedRequest).id = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  next();
}

/** The id the middleware gave a request. */
export function requestIdOf(req: Request): string {
  return (req as Partial<IdentifiedRequest>).id ?? 'unknown';
}
