import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { pathOf } from './logging.module';

/** The fields of a request's log line (issue 7): never a header, a body or the query. */
export function requestLine(req: FastifyRequest, path: string, statusCode: number, elapsedMs: number) {
  const userId = (req as FastifyRequest & { user?: { id?: string } }).user?.id;
  return {
    req: { method: req.method, path },
    requestId: req.id,
    ...(userId ? { userId } : {}),
    res: { statusCode },
    responseTime: Math.round(elapsedMs),
  };
}

/**
 * One line per answered request, written when the response has gone: the method, the path without its
 * query, the status, the time taken, the request id (the web server's, passed along) and the signed-in
 * user's id (the access guard puts the user on the request). A 5xx is an error line. Health checks are not
 * logged (a probe polls every few seconds). A level that would write nothing costs one comparison.
 */
export function logRequests(fastify: FastifyInstance, logger: Logger): void {
  fastify.addHook('onResponse', (req, reply, done) => {
    const failed = reply.statusCode >= 500;
    const path = logger.isLevelEnabled(failed ? 'error' : 'info') ? pathOf(req.url) : undefined;
    if (path !== undefined && !path.endsWith('/health')) {
      const line = requestLine(req, path, reply.statusCode, reply.elapsedTime);
      if (failed) logger.error(line, 'request errored');
      else logger.info(line, 'request completed');
    }
    done();
  });
}
