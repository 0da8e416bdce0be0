import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

export const REQUEST_ID_HEADER = 'x-request-id';

// A caller's id is echoed only if it is short and plain, so it cannot smuggle text into logs or headers.
const acceptableId = /^[\w.:-]{1,128}$/;

/** Gives every request an id (the caller's x-request-id or a new UUID) and echoes it in the response. */
export function requestIdMiddleware(req: Request, res: Response, next: NextFunction): void {
  const incoming = req.header(REQUEST_ID_HEADER);
  const id = incoming && acceptableId.test(incoming) ? incoming : randomUUID();
  res.locals.requestId = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  next();
}

export function requestIdOf(res: Response): string | undefined {
  const id: unknown = res.locals?.requestId;
  return typeof id === 'string' ? id : undefined;
}
