// The web server's start (docs/decisions/142-web-server-in-typescript.md): `pnpm start` runs this module as
// `pnpm build` compiled it into build/server/index.js (server/start.mjs); `pnpm dev` loads it through Vite
// (server/dev.mjs). See app.ts for what it does with each request.
import cluster from 'node:cluster';
import http from 'node:http';
import type { ViteDevServer } from 'vite';
import { env } from '../app/lib/env.server';
import { createApp } from './app';
import { guardConnections, stopServing } from './http-server';
import { createPageCache } from './page-cache';
import { createLogger } from './request-log';
import { localOriginWarning } from './same-site';
import { staticFiles } from './static-files';
import { LISTENING_MESSAGE, sharePageClears, superviseWorkers } from './workers';
import { sessionSecrets } from '../app/lib/session-secret.server';

// scripts/start.mjs reads the same settings to start the API beside this server.
export { parseSettings } from '../app/lib/env.server';

/** React Router's server build: bundled with this module by `pnpm build`, compiled on demand by Vite in dev. */
const serverBuild = () => import('virtual:react-router/server-build');

/**
 * How long a stopping worker lets the requests it is serving finish: under the supervisor's 8 s before it
 * kills a worker (server/workers.ts), itself under Docker's 10 s.
 */
const STOP_GRACE_MS = 7_000;

/**
 * `pnpm start`: with WEB_WORKERS above 1, this first process makes the session keys and hands them to the
 * workers (so every one signs cookies with the same keys), then only supervises them (server/workers.ts);
 * each worker comes back here and serves. With one, this process serves itself.
 */
export async function serve({ clientDir }: { clientDir: string }) {
  if (!cluster.isPrimary || env.WEB_WORKERS === 1) return startWebServer({ clientDir });
  const logger = await createLogger({ level: env.LOG_LEVEL, pretty: false });
  warnOfLocalOrigin(logger);
  const pool = superviseWorkers({
    count: env.WEB_WORKERS,
    logger,
    env: { SESSION_SECRET: sessionSecrets().join(',') },
  });
  const stop = () => void pool.stop();
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  void pool.ready.then((port) =>
    logger.info(`Web listening on http://localhost:${port} with ${env.WEB_WORKERS} workers`),
  );
  // Once no worker is left, this process ends too: 1 when the start failed or the workers kept crashing.
  void pool.done.then((code) => process.exit(code));
}

/**
 * Starts listening on PORT, serving the client files from `clientDir` (build/client, server/start.mjs), or
 * through `vite`, the development server in middleware mode (server/dev.mjs), which then also shares
 * `httpServer` for its hot reload.
 */
export async function startWebServer({
  httpServer = http.createServer(),
  ...client
}: { httpServer?: http.Server } & ({ clientDir: string } | { vite: ViteDevServer })) {
  const vite = 'vite' in client ? client.vite : undefined;
  const logger = await createLogger({
    level: env.LOG_LEVEL,
    pretty: env.NODE_ENV === 'development',
  });
  if (!cluster.isWorker) warnOfLocalOrigin(logger);
  // The app's modules load now rather than for the first visitor, so a setting they refuse stops the start.
  const built = await serverBuild();
  const files = 'vite' in client ? client.vite.middlewares : staticFiles(client.clientDir);
  // Built once, React Router derives its routes and handler once. Given a function, it does so on every
  // request, as development needs (a change reloads the modules): about a fifth of a page's CPU time.
  const build = vite ? serverBuild : built;
  // A worker's kept pages are its own; a write through any worker empties every worker's (server/workers.ts).
  const cache = createPageCache({ seconds: env.PAGE_CACHE_SECONDS });
  const announceWrites = cache && cluster.isWorker ? sharePageClears(() => cache.clear()) : undefined;
  const app = createApp({ settings: env, logger, build, files, cache, announceWrites });
  guardConnections(httpServer, logger);
  httpServer.on('request', app);

  // A promise nobody awaited failed. Express answers every request's own errors (errors.ts), so this is a
  // stray background task: log it rather than take every visitor's page down with it.
  process.on('unhandledRejection', (reason) => {
    logger.error({ err: reason }, 'unhandled promise rejection');
  });

  httpServer.on('error', (error) => {
    logger.fatal({ err: error }, 'the web server could not start');
    process.exit(1);
  });

  httpServer.listen(env.PORT, () => {
    const address = httpServer.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    const worker = cluster.isWorker ? `, worker ${process.pid}` : '';
    logger.info(`Web listening on http://localhost:${port} (${env.NODE_ENV}${worker})`);
    // The supervisor counts a worker as started when its web server listens (server/workers.ts).
    if (cluster.isWorker) process.send?.({ type: LISTENING_MESSAGE, port });
  });

  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    void stopServing(httpServer, STOP_GRACE_MS)
      .then(() => vite?.close())
      .then(() => process.exit(0));
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

/** Once per server (the supervisor, or the one process that serves). */
function warnOfLocalOrigin(logger: { warn(message: string): void }): void {
  const warning = localOriginWarning(env);
  if (warning) logger.warn(warning);
}
