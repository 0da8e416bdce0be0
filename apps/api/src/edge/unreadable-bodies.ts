import { UnsupportedMediaTypeException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/** The bodies the API reads: JSON and forms, and multipart on the upload routes. */
const READABLE_TYPES = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * A body of any other type would be left unread and the request judged as if it had none: it is refused
 * with 415 instead, so the client learns it sent the wrong kind of body. A request with no body passes,
 * unless it names a multipart type other than a form (`multipart/mixed`, say): multer takes every
 * multipart type as its own even with nothing in it, and its parser cannot read any but a form, so such a
 * request is refused with the same 415 whether or not it sends a body.
 */
export function refuseUnreadableBodies(req: Request, _res: Response, next: NextFunction): void {
  // An empty POST (a restore, say) says `Content-Length: 0` and no type: it has no body to refuse.
  const sendsBody =
    req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
  // `req.is` answers null for a request without Content-Length or Transfer-Encoding, as multer's check
  // does: such a request is never handed to multer.
  const otherMultipart = Boolean(req.is('multipart')) && !req.is('multipart/form-data');
  if ((sendsBody && req.is(READABLE_TYPES) === false) || otherMultipart)
    next(new UnsupportedMediaTypeException());
  else next();
}
