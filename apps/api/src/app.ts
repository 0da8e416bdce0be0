import { parse as parseQuery } from 'node:querystring';
import multipart from '@fastify/multipart';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'nestjs-pino';
import { API_PREFIX } from './api-prefix';
import { AppModule } from './app.module';
import { CatalogCache } from './catalog/catalog-cache';
import { answerCachedCatalogReads } from './catalog/catalog-cache.interceptor';
import type { AppConfig } from './config/app-config';
import { answerWithEdgeHeaders, helmetHeaders, helmetOptions } from './edge/edge-headers';
import { ROOT_LOGGER } from './logging/logging.module';
import { logRequests } from './logging/request-log';
import { chooseRequestId } from './request-id/request-id';

/** The largest JSON or form body a route takes (uploads have their own limits, per form). */
export const BODY_LIMIT_BYTES = 100 * 1024;

/**
 * Builds the configured application without listening, for main.ts and the tests alike. It runs on Nest's
 * Fastify platform (docs/decisions/107-fastify-platform.md).
 */
export async function createApp(config: AppConfig): Promise<INestApplication> {
  const adapter = new FastifyAdapter({
    // The web server calls the API on the browser's behalf (page actions and its /api proxy) and names the
    // browser in X-Forwarded-For. Trusting only a local hop makes req.ip that address when the call comes
    // from the web server on this machine, while a remote caller cannot pick its own address by the header.
    // TRUST_PROXY names the web server's addresses when it runs elsewhere (another container).
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    // The one id of a request: in the response, in every log line, and in the web server's log.
    genReqId: chooseRequestId,
    // `/api/products/` is `/api/products`, as it always was.
    routerOptions: { ignoreTrailingSlash: true },
  });
  // Logs made while the modules start are held until pino takes over, so every line has one format.
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(config), adapter, {
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  readBodies(app);
  const fastify = app.getHttpAdapter().getInstance();
  // The steps every request takes are Fastify hooks, not node middleware: helmet's headers taken once,
  // the request id, the log line (docs/decisions/109-request-pipeline-in-fastify-hooks.md).
  answerWithEdgeHeaders(fastify, helmetHeaders(helmetOptions(config.publicOrigin.startsWith('https:'))));
  logRequests(fastify, app.get(ROOT_LOGGER));
  // Multipart bodies are read by the upload interceptors, with each form's own limits (files/upload.interceptor.ts).
  await app.register(multipart);
  answerCachedCatalogReads(fastify, app.get(CatalogCache));
  app.setGlobalPrefix(API_PREFIX);
  // Stops the embedded database and closes connections on SIGTERM/SIGINT.
  app.enableShutdownHooks();
  return app;
}

/**
 * JSON and form bodies up to BODY_LIMIT_BYTES. They replace Nest's own parsers for one difference: a request
 * that says JSON but sends nothing (a DELETE from a client that always sends the header) has no body, as it
 * had on Express, rather than a malformed one. Anything else goes to Fastify's own JSON parser.
 */
function readBodies(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  const limits = { bodyLimit: BODY_LIMIT_BYTES };
  app.useBodyParser('application/json', limits, (req, body, done) => {
    if ((body as Buffer).length === 0) done(null, undefined);
    else parseJson(req as Parameters<typeof parseJson>[0], (body as Buffer).toString('utf8'), done);
  });
  app.useBodyParser('application/x-www-form-urlencoded', limits, (_req, body, done) => {
    done(null, parseQuery((body as Buffer).toString('utf8')));
  });
}

/**
 * Listens on every address, as node's own `listen(port)` does: IPv6 and IPv4 where the machine has IPv6,
 * IPv4 alone where it has not (a container without it). Fastify on its own would listen on localhost only.
 */
export async function listenEverywhere(app: INestApplication, port: number): Promise<void> {
  try {
    await app.listen(port, '::');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EAFNOSUPPORT' && code !== 'EADDRNOTAVAIL') throw error;
    await app.listen(port, '0.0.0.0');
  }
}
