import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

// A caller's id is echoed only if it is short and plain, so it cannot smuggle text into logs or headers.
const acceptableId = /^[\w.:-]{1,128}$/;

/** Where the id is kept: on the response node gives every layer (pino-http, Fastify's reply, the filter). */
const REQUEST_ID = Symbol('requestId');
type WithRequestId = ServerResponse & { [REQUEST_ID]?: string };

/**
 * Gives every request an id (the caller's x-request-id or a new UUID) and echoes it in the response. A
 * middleware on node's own request and response, so it runs before pino-http logs the request.
 */
export function requestIdMiddleware(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const incoming = req.headers[REQUEST_ID_HEADER];
  const id = typeof incoming === 'string' && acceptableId.test(incoming) ? incoming : randomUUID();
  (res as WithRequestId)[REQUEST_ID] = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  next();
}

/** The id of the request this (node) response answers. */
export function requestIdOf(res: ServerResponse): string | undefined {
  return (res as WithRequestId)[REQUEST_ID];
}
