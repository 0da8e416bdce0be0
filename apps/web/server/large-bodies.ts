import type { RequestHandler } from 'express';
import { RETRY_AFTER_SECONDS } from './status-headers';

/**
 * A body smaller than this is read by every action without counting: all forms without files, and a CV.
 */
export const LARGE_BODY_BYTES = 1024 * 1024;

/**
 * The bytes of large bodies one web worker reads at once (docs/decisions/262-large-bodies-at-once.md): a
 * form with files is held whole while it is parsed and sent on, in about three copies, so this keeps a
 * worker's memory for uploads under half a gigabyte however many are posted together. Two farm enquiries
 * with five full-size photos each fit.
 */
export const LARGE_BODIES_BUDGET_BYTES = 128 * 1024 * 1024;

/** What a body that declares no length is counted as: the largest form of the site (a service's video). */
const UNDECLARED_BODY_BYTES = 64 * 1024 * 1024;

/**
 * Counts the large bodies this worker is receiving, from their arrival until their answer has gone: one
 * that would take the total past `budgetBytes` is answered 503 with Retry-After before a byte of it is
 * read, and its connection closed. Without this, a few dozen anonymous 50 MB posts at once held gigabytes
 * in the worker before any form, rate limit or API could say no.
 */
export function boundLargeBodies(budgetBytes = LARGE_BODIES_BUDGET_BYTES): RequestHandler {
  let held = 0;
  return (req, res, next) => {
    const length = req.headers['content-length'];
    const size =
      length !== undefined ? Number(length) : req.headers['transfer-encoding'] ? UNDECLARED_BODY_BYTES : 0;
    if (!(size >= LARGE_BODY_BYTES)) return next();
    if (held + size > budgetBytes) {
      res.statusCode = 503;
      res.setHeader('Retry-After', RETRY_AFTER_SECONDS);
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      // The body is left unread, so the connection cannot carry another request.
      res.setHeader('Connection', 'close');
      res.end('The server is receiving many uploads right now. Please try again in a minute.\n');
      return;
    }
    held += size;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      held -= size;
    };
    res.on('finish', release);
    res.on('close', release);
    next();
  };
}
