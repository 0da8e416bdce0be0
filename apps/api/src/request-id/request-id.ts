import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

// A caller's id is echoed only if it is short and plain, so it cannot smuggle text into logs or headers.
const acceptableId = /^[\w.:-]{1,128}$/;

/**
 * A request's id: the caller's x-request-id if well formed, or a new UUID. Fastify's `genReqId`, so it is
 * `request.id` everywhere: in the response's x-request-id (edge-headers.ts), the log line and the filter's.
 */
export function chooseRequestId(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && acceptableId.test(incoming) ? incoming : randomUUID();
}
