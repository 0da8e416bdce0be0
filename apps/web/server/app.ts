// The web app's express application, the same in production and development: only where React Router's
// build and the client files come from differs (the build on disk, or Vite in middleware mode).
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { ServerBuild } from 'react-router';
import type { Env } from '../app/lib/env.server';
import { apiForwarding } from './api-forwarding';
import { handleErrors } from './errors';
import { loadContextOf } from './load-context';
import { anonymousPages, clearPagesOnWrites, createPageCache, type PageCache } from './page-cache';
import { answerOptions, guardRequests } from './request-guard';
import { requestLogging } from './request-log';
import { refuseCrossSiteWrites } from './same-site';
import { statusHeaders } from './status-headers';
import { createNonce, securityHeaders } from './security-headers';
import { trustProxy } from './trust-proxy';

export type AppOptions = {
  settings: Env;
  logger: Logger;
  /** React Router's server build, or a function that gives the current one (Vite's, in development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** What serves the client files: build/client in production, Vite's middleware in development. */
  files: RequestHandler;
  /** The kept pages; by default a cache of PAGE_CACHE_SECONDS (none when that is 0). */
  cache?: PageCache | null;
  /** Called after a write has emptied `cache`, to tell the other web workers (server/workers.ts). */
  announceWrites?: () => void;
};

/**
 * The order matters: every request is logged and gets its id first; malformed ones are refused before
 * anything parses them; /api is decided before our page headers (the API sets its own); cross-site writes
 * are refused before React Router runs an action.
 */
export function createApp({
  settings,
  logger,
  build,
  files,
  cache = createPageCache({ seconds: settings.PAGE_CACHE_SECONDS }),
  announceWrites,
}: AppOptions) {
  const development = settings.NODE_ENV === 'development';
  const app = express();
  app.disable('x-powered-by');
  // Which proxies may name the browser in X-Forwarded-For: the API's rule and value (TRUST_PROXY).
  app.set('trust proxy', trustProxy(settings.TRUST_PROXY));
  // In development every page pulls dozens of modules from Vite, which logs its own problems.
  const quietPaths = development ? /^\/(@|node_modules\/|app\/|__)/ : undefined;
  app.use(requestLogging(logger, { quietPaths }));
  app.use(guardRequests);
  app.use(clearPagesOnWrites(cache, announceWrites));
  app.use(apiForwarding({ apiUrl: new URL(settings.API_URL), timeoutSeconds: settings.API_TIMEOUT_SECONDS }));
  app.use(answerOptions);
  app.use(createNonce);
  app.use(
    securityHeaders({ https: new URL(settings.PUBLIC_ORIGIN).protocol === 'https:', dev: development }),
  );
  app.use(compression());
  const siteOrigin = settings.PUBLIC_ORIGIN_SET ? new URL(settings.PUBLIC_ORIGIN).origin : null;
  app.use(refuseCrossSiteWrites(siteOrigin));
  app.use(files);
  app.use(anonymousPages(cache));
  app.use(statusHeaders);
  app.use(
    createRequestHandler({
      build: allowingActionsFrom(siteOrigin, build),
      mode: settings.NODE_ENV,
      getLoadContext: loadContextOf,
    }),
  );
  app.use(handleErrors);
  return app;
}

/**
 * React Router answers 400 to an action whose Origin is not the origin of the URL the request reached this
 * server at. Where PUBLIC_ORIGIN is set, `refuseCrossSiteWrites` has already let through only writes from
 * that origin; behind a proxy that does not pass on the public host and scheme (or one TRUST_PROXY does not
 * list), the URL's origin is an internal one, and every form of the site would fail. React Router is told
 * that the public origin's host may post too: the same rule, decided once, in front.
 */
function allowingActionsFrom(siteOrigin: string | null, build: AppOptions['build']): AppOptions['build'] {
  if (!siteOrigin) return build;
  const host = new URL(siteOrigin).host;
  const allowing = (served: ServerBuild): ServerBuild => ({
    ...served,
    allowedActionOrigins: [...(served.allowedActionOrigins || []), host],
  });
  return typeof build === 'function' ? async () => allowing(await build()) : allowing(build);
}
