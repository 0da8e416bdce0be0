// The last middleware: whatever went wrong in one request is answered for that request alone.
import { STATUS_CODES } from 'node:http';
import type { ErrorRequestHandler } from 'express';

/** The status an error asks for: a 4xx from a library that says so (express.static's 404), else 500. */
function statusOf(error: unknown): number {
  const status =
    typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : Number.NaN;
  return Number.isInteger(status) && status >= 400 && status < 500 ? status : 500;
}

/**
 * A plain answer with no detail of the failure (no stack trace leaves the server); 5xx failures go on the
 * request's log line. A response already under way can only be cut off.
 */
export const handleErrors: ErrorRequestHandler = (error, _req, res, _next) => {
  const status = statusOf(error);
  if (status >= 500) res.err = error instanceof Error ? error : new Error(String(error));
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.status(status).type('text/plain').set('Cache-Control', 'no-store').send(`${STATUS_CODES[status]}\n`);
};
