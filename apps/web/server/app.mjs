// @ts-check
// The web app's express application, the same in production and development: only where React Router's
// build and the client files come from differs (the build on disk, or Vite in middleware mode).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import compression from 'compression';
import express from 'express';
import { createRequestHandler } from 'react-router';
import { apiForwarding } from './api-forwarding.mjs';
import { handleErrors } from './errors.mjs';
import { loadContextOf } from './load-context.mjs';
import { clearPagesOnWrites, createPageCache, pageHandler } from './page-handler.mjs';
import { answerOptions, guardRequests } from './request-guard.mjs';
import { requestLogging } from './request-log.mjs';
import { refuseCrossSiteWrites } from './same-site.mjs';
import { createNonce, securityHeaders } from './security-headers.mjs';
import { staticFiles } from './static-files.mjs';

/** apps/web */
export const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * @typedef {object} AppOptions
 * @property {import('./config.mjs').ServerConfig} config
 * @property {import('pino').Logger} logger
 * @property {import('node:http').Server} httpServer the server the app will answer on (Vite's HMR socket
 *   shares it in development, so no second port is needed)
 */

/**
 * Where React Router's server build comes from: the build on disk, or Vite in middleware mode compiling
 * the app on demand (then Vite also serves the client modules and public files).
 * @param {AppOptions} options
 */
async function serverBuild({ config, httpServer }) {
  if (config.mode !== 'development') {
    // A computed path: the build is made by `react-router build` and is not part of this typecheck.
    const buildUrl = pathToFileURL(path.join(appDir, 'build/server/index.js')).href;
    /** @type {import('react-router').ServerBuild} */
    const build = await import(buildUrl);
    return { build, files: staticFiles(path.join(appDir, 'build/client')), close: async () => {} };
  }
  const vite = await import('vite');
  const devServer = await vite.createServer({
    root: appDir,
    server: { middlewareMode: true, hmr: { server: httpServer } },
    // Not an SPA: Vite must not answer page URLs with an index.html.
    appType: 'custom',
  });
  return {
    build: () =>
      /** @type {Promise<import('react-router').ServerBuild>} */ (
        devServer.ssrLoadModule('virtual:react-router/server-build')
      ),
    files: devServer.middlewares,
    close: () => devServer.close(),
  };
}

/**
 * The order matters: every request is logged and gets its id first; malformed ones are refused before
 * anything parses them; /api is decided before our page headers (the API sets its own); cross-site writes
 * are refused before React Router runs an action.
 * @param {AppOptions} options
 */
export async function createApp(options) {
  const { config, logger } = options;
  const app = express();
  app.disable('x-powered-by');
  // In development every page pulls dozens of modules from Vite, which logs its own problems.
  const quietPaths = config.mode === 'development' ? /^\/(@|node_modules\/|app\/|__)/ : undefined;
  app.use(requestLogging(logger, { quietPaths }));
  app.use(guardRequests);
  const cache = createPageCache({ seconds: config.pageCacheSeconds });
  app.use(clearPagesOnWrites(cache));
  app.use(apiForwarding({ apiUrl: config.apiUrl }));
  app.use(answerOptions);
  app.use(createNonce);
  app.use(securityHeaders({ https: config.https, dev: config.mode === 'development' }));
  app.use(compression());
  app.use(refuseCrossSiteWrites(config.publicOrigin));
  const { build, files, close } = await serverBuild(options);
  app.use(files);
  const handleRequest = createRequestHandler(build, config.mode);
  app.use(pageHandler({ handleRequest, getLoadContext: loadContextOf, cache }));
  app.use(handleErrors);
  return { app, close };
}
