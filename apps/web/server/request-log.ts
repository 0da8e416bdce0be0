// One log line per request (docs/decisions/020-web-edge.md): method, path, status, duration, the request id, and the signed-in
// user's id when the page knew it. JSON in production, pino-pretty in development. Headers are never
// logged, and neither are bodies or query values that may hold codes, tokens, addresses or search terms.
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { URLSearchParams } from 'node:url';
import type { Request, RequestHandler, Response } from 'express';
import { type DestinationStream, type Logger, type LoggerOptions, pino } from 'pino';
import { pinoHttp } from 'pino-http';

const REQUEST_ID_HEADER = 'X-Request-Id';

// Query keys whose values may be a secret or personal data (a reset code, an e-mail in a link, a search of
// the admin lists, which finds customers by name, e-mail or phone).
const SECRET_QUERY_KEY = /code|token|password|secret|email|otp|key|search|name|phone|^q$/i;

// In case anything logs a request or response with pino's standard serializers.
const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
];

/**
 * The path and query of a request target, with the value of any secret-looking query key replaced. A value
 * that is itself a path with a query (`/login?redirectTo=/account/email?newEmail=…`) has its own query
 * scrubbed the same way.
 */
export function loggedTarget(target: string): { path: string; query?: string } {
  const mark = target.indexOf('?');
  if (mark === -1) return { path: target };
  const params = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(target.slice(mark + 1))) {
    params.append(key, SECRET_QUERY_KEY.test(key) ? '[redacted]' : scrubbedPath(value));
  }
  const query = params.toString();
  return query ? { path: target.slice(0, mark), query } : { path: target.slice(0, mark) };
}

/** A query value that is a path with a query of its own, scrubbed as a target; any other value as it is. */
function scrubbedPath(value: string): string {
  if (!value.startsWith('/') || !value.includes('?')) return value;
  const { path, query } = loggedTarget(value);
  return query ? `${path}?${query}` : path;
}

export async function createLogger({
  level,
  pretty,
  destination,
}: {
  level: string;
  pretty: boolean;
  destination?: DestinationStream;
}): Promise<Logger> {
  const options: LoggerOptions = {
    level,
    base: { service: 'web' },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
  if (destination) return pino(options, destination);
  if (pretty) {
    // A development dependency: loaded only in development, absent from the production image.
    const { default: prettyStream } = await import('pino-pretty');
    return pino(
      options,
      prettyStream({
        colorize: true,
        singleLine: true,
        translateTime: 'SYS:HH:MM:ss',
        ignore: 'pid,hostname',
      }),
    );
  }
  return pino(options);
}

/** The fields of one request's line. */
function requestLine(req: Request, res: Response, durationMs: number) {
  const { userId, pageCache } = res.locals.logFields ?? {};
  return {
    method: req.method,
    ...loggedTarget(req.originalUrl ?? req.url),
    status: res.statusCode,
    durationMs,
    ...(userId ? { userId } : {}),
    ...(pageCache ? { pageCache } : {}),
    // The browser went away before the answer was complete.
    ...(res.writableFinished ? {} : { aborted: true }),
  };
}

/** The line's message, e.g. `GET /home 200`. */
function summary(req: Request, res: ServerResponse): string {
  return `${req.method} ${loggedTarget(req.originalUrl ?? req.url).path} ${res.statusCode}`;
}

/**
 * The middleware that gives every request its id (a new UUID: an incoming X-Request-Id is never trusted),
 * echoes it as X-Request-Id, makes `req.log` (a logger carrying `requestId`), and writes the request's
 * line when the response is finished. `res.locals.logFields` is where the app adds to that line (the
 * signed-in user's id, see app/lib/load-context.ts). `quietPaths`: paths whose lines are left out (Vite's
 * modules in development).
 */
export function requestLogging(logger: Logger, { quietPaths }: { quietPaths?: RegExp } = {}): RequestHandler {
  // pino-http is typed for Node's request and response; express's are those objects with more on them.
  const logRequest = pinoHttp<Request, Response>({
    logger,
    autoLogging: quietPaths ? { ignore: (req) => quietPaths.test(req.url ?? '') } : true,
    genReqId: (_req, res) => {
      const id = randomUUID();
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    // Only our own fields on the line (no serialized req/res, so no headers), plus the request id.
    quietReqLogger: true,
    quietResLogger: true,
    customAttributeKeys: { reqId: 'requestId', responseTime: 'durationMs' },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessObject: (req, res, { durationMs }) => requestLine(req, res, durationMs),
    // The error that made a 500 (errors.ts sets res.err); a 5xx answered on purpose (the API unreachable)
    // has none, and pino-http's stand-in error would only add a stack trace of its own.
    customErrorObject: (req, res, _error, { durationMs }) => ({
      ...requestLine(req, res, durationMs),
      ...(res.err ? { err: res.err } : {}),
    }),
    customSuccessMessage: (req, res) => summary(req, res),
    customErrorMessage: (req, res) => summary(req, res),
  });
  return (req, res, next) => {
    res.locals.logFields = {};
    logRequest(req, res, next);
  };
}
