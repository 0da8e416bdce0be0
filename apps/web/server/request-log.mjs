// @ts-check
// One log line per request (issue 7): method, path, status, duration, the request id, and the signed-in
// user's id when the page knew it. JSON in production, pino-pretty in development. Headers are never
// logged, and neither are bodies or query values that may hold codes, tokens or addresses.
import { randomUUID } from 'node:crypto';
import { URLSearchParams } from 'node:url';
import { pino } from 'pino';
import { pinoHttp } from 'pino-http';

export const REQUEST_ID_HEADER = 'X-Request-Id';

// Query keys whose values may be a secret or personal data (a reset code, an e-mail in a link).
const SECRET_QUERY_KEY = /code|token|password|secret|email|otp|key/i;

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
 * The path and query of a request target, with the value of any secret-looking query key replaced.
 * @param {string} target
 * @returns {{ path: string, query?: string }}
 */
export function loggedTarget(target) {
  const mark = target.indexOf('?');
  if (mark === -1) return { path: target };
  const params = new URLSearchParams(target.slice(mark + 1));
  for (const key of new Set(params.keys())) {
    if (SECRET_QUERY_KEY.test(key)) params.set(key, '[redacted]');
  }
  const query = params.toString();
  return query ? { path: target.slice(0, mark), query } : { path: target.slice(0, mark) };
}

/**
 * @param {{ level: string, pretty: boolean, destination?: import('pino').DestinationStream }} options
 * @returns {Promise<import('pino').Logger>}
 */
export async function createLogger({ level, pretty, destination }) {
  /** @type {import('pino').LoggerOptions} */
  const options = {
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

/**
 * The fields of one request's line.
 * @param {import('express').Request} req
 * @param {import('express').Response} res
 * @param {number} durationMs
 */
function requestLine(req, res, durationMs) {
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

/**
 * The line's message, e.g. `GET /home 200`.
 * @param {import('express').Request} req
 * @param {import('node:http').ServerResponse} res
 */
function summary(req, res) {
  return `${req.method} ${loggedTarget(req.originalUrl ?? req.url).path} ${res.statusCode}`;
}

/**
 * The middleware that gives every request its id (a new UUID: an incoming X-Request-Id is never trusted),
 * echoes it as X-Request-Id, makes `req.log` (a logger carrying `requestId`), and writes the request's
 * line when the response is finished. `res.locals.logFields` is where the app adds to that line (the
 * signed-in user's id, see app/lib/load-context.ts).
 * @param {import('pino').Logger} logger
 * @param {{ quietPaths?: RegExp }} [options] paths whose lines are left out (Vite's modules in development)
 * @returns {import('express').RequestHandler}
 */
export function requestLogging(logger, { quietPaths } = {}) {
  const logRequest = pinoHttp({
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
    customSuccessObject: (req, res, { durationMs }) =>
      requestLine(
        /** @type {import('express').Request} */ (req),
        /** @type {import('express').Response} */ (res),
        durationMs,
      ),
    // The error that made a 500 (errors.mjs sets res.err); a 5xx answered on purpose (the API unreachable)
    // has none, and pino-http's stand-in error would only add a stack trace of its own.
    customErrorObject: (req, res, _error, { durationMs }) => ({
      ...requestLine(
        /** @type {import('express').Request} */ (req),
        /** @type {import('express').Response} */ (res),
        durationMs,
      ),
      ...(res.err ? { err: res.err } : {}),
    }),
    customSuccessMessage: (req, res) => summary(/** @type {import('express').Request} */ (req), res),
    customErrorMessage: (req, res) => summary(/** @type {import('express').Request} */ (req), res),
  });
  return (req, res, next) => {
    res.locals.logFields = {};
    logRequest(req, res, next);
  };
}
