import type { Server } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { API_PREFIX } from './api-prefix';
import { AppModule } from './app.module';
import type { AppConfig } from './config/app-config';
import { serveApiDocs } from './docs/api-docs';
import { helmetOptions } from './edge/edge-headers';
import { refuseUnreadableBodies } from './edge/unreadable-bodies';
import { rememberRoutes } from './errors/allowed-methods';
import { BootQuietLogger } from './logging/boot-quiet-logger';
import { requestIdMiddleware } from './request-id/request-id';

/**
 * The largest JSON or form body a route takes (uploads have their own limits, per form): the web's own
 * form limit. The longest body the contract allows, a post of 40,000 characters in English and as many in
 * Arabic (two bytes a letter), is about 130 KB.
 */
export const BODY_LIMIT_BYTES = 256 * 1024;

/**
 * Builds the configured application without listening, for main.ts and the tests alike: Nest on the
 * Express platform, with the middleware every answer passes through (docs/decisions/111-nest-on-express.md).
 */
export async function createApp(config: AppConfig): Promise<INestApplication> {
  // Logs made while the modules start are held until pino takes over, so every line has one format.
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config), {
    bufferLogs: true,
    // A module that fails to start (the database, say) rejects here, for main.ts to report, rather than
    // ending the process from inside Nest.
    abortOnError: false,
    // JSON and form bodies are read below, with our limit.
    bodyParser: false,
  });
  app.useLogger(
    new BootQuietLogger(app.get(Logger), ['debug', 'verbose', 'trace'].includes(config.logLevel)),
  );
  app.disable('x-powered-by');
  // Only the catalog's public answers are revalidated, by the ETag its cache gives them (catalog-cache.ts);
  // personal answers are never stored, so hashing every one of them would be wasted work.
  app.set('etag', false);
  // The web server calls the API on the browser's behalf (page actions and its /api proxy) and names the
  // browser in X-Forwarded-For. Trusting only a local hop makes req.ip that address when the call comes
  // from the web server on this machine, while a remote caller cannot pick its own address by the header.
  // TRUST_PROXY names the web server's addresses when it runs elsewhere (another container).
  app.set('trust proxy', config.trustProxy);
  // Every answer, a 404 and a refused body included, carries its request id and the security headers.
  app.use(requestIdMiddleware);
  app.use(helmet(helmetOptions(config.publicOrigin.startsWith('https:'))));
  // JSON answers shrink about tenfold (a page of 100 products is ~220 KB as text); pictures are left as they are.
  app.use(compression());
  // Any JSON value is read (not only an object or a list), so a body of `null` or `"text"` is answered as a
  // body that is no object, not as text that is not JSON
  // (docs/decisions/267-request-bodies-that-say-what-is-wrong.md).
  app.useBodyParser('json', { limit: BODY_LIMIT_BYTES, strict: false });
  app.useBodyParser('urlencoded', { limit: BODY_LIMIT_BYTES, extended: false });
  app.use(refuseUnreadableBodies);
  app.setGlobalPrefix(API_PREFIX);
  serveApiDocs(app);
  // Stops the embedded database and closes connections on SIGTERM/SIGINT.
  app.enableShutdownHooks();
  await app.init();
  rememberRoutes(app);
  limitSlowClients(app.getHttpServer() as Server, config.requestTimeoutMs);
  (app.getHttpServer() as Server).keepAliveTimeout = config.keepAliveTimeoutMs ?? KEEP_ALIVE_TIMEOUT_MS;
  return app;
}

/**
 * How long a kept-alive connection may sit with no request on it before the API closes it; Node's default
 * is 5 s (docs/decisions/272-idle-connections-outlast-their-callers.md).
 *
 * Either end of an idle connection may close it, and the server must not be the first: a request the
 * client sends as the server closes (it cannot know yet) meets a closed socket, and the client reads a
 * reset (ECONNRESET, "other side closed") instead of an answer: a failed page, or a proxy's 502. The web
 * server's calls (Node 20's fetch) drop an idle connection 2 s before the `Keep-Alive: timeout=N` each
 * answer announces, and Node's server waits 1 s past N: a margin of 3 s, which a caller whose event loop is
 * busy for that long overruns. With N = 5 that margin lay at every pause of 3 to 6 s between two calls; now
 * only a connection left unused for a minute comes near it. Proxies and load balancers in front of an API
 * mostly keep their idle connections to it for about a minute and do not read the header: 65 s outlasts
 * them (one whose idle timeout is longer must be set under 65 s). Node's limits on a request's arrival
 * (limitSlowClients) run only while a request arrives, not while a connection is idle.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * A client that sends its headers or its body slowly (a byte every few seconds) holds a socket and memory
 * for as long as it likes unless the server bounds it: the headers must arrive within 10 seconds and the
 * whole request within `requestTimeoutMs` (REQUEST_TIMEOUT_SECONDS), after which Node answers 408 and
 * closes the connection.
 */
function limitSlowClients(server: Server, requestTimeoutMs: number): void {
  server.requestTimeout = requestTimeoutMs;
  server.headersTimeout = Math.min(10_000, requestTimeoutMs);
  // Node checks the two timeouts on this interval (it starts when the server listens); its default of 30 s
  // would let a request run on well past its limit.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = 1_000;
}
