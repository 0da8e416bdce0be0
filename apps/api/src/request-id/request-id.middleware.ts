import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

// A caller's id is echoed only if it is short and plain, so it cannot smuggle text into logs or headers.
const acceptableId = /^[\w.:-]{1,128}$/;

/** Where the id is kept: on the response node gives every layer (pino-http, Fastify's reply, the filter). */
const REQUEST_ID = Symbol('requestId');
type WithRequestId = ServerResponse & { [REQUEST_ID]?: string };

/** A request's id: the caller's x-request-id if well formed, or a new UUID. Fastify's `genReqId`. */
export function chooseRequestId(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && acceptableId.test(incoming) ? incoming : randomUUID();
}

/**
 * Echoes the request's id in the response and keeps it on node's response. A middleware on node's own
 * request and response, so it runs before pino-http logs the request; the id is the one Fastify chose
 * (middie puts it on node's request, where pino-http reads it too).
 */
export function requestIdMiddleware(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const chosen = (req as IncomingMessage & { id?: unknown }).id;
  const id = typeof chosen === 'string' ? chosen : chooseRequestId(req);
  (res as WithRequestId)[REQUEST_ID] = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  next();
}

/** The id of the request this (node) response answers. */
export function requestIdOf(res: ServerResponse): string | undefined {
  return (res as WithRequestId)[REQUEST_ID];
}
