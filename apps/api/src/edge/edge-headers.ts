import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { REQUEST_ID_HEADER } from '../request-id/request-id';

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

/**
 * The headers helmet sets with these options, taken once: with no per-request directive they are the same
 * on every answer, so a request copies them instead of running helmet's twelve middlewares.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    finished = true;
  });
  // helmet runs synchronously; should a later version not, its headers would be missed here.
  if (!finished) throw new Error('helmet did not finish synchronously');
  return headers;
}

/**
 * Every answer, a 404 and a refused body included, carries the security headers and its request id: an
 * onRequest hook, the first step Fastify takes for a routed or unrouted request
 * (docs/decisions/109-request-pipeline-in-fastify-hooks.md).
 */
export function answerWithEdgeHeaders(fastify: FastifyInstance, security: Record<string, string>): void {
  fastify.addHook('onRequest', (req, reply, done) => {
    void reply.headers(security).header(REQUEST_ID_HEADER, req.id);
    done();
  });
}
