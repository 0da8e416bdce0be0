// `pnpm start`: the built product. API on API_PORT (default 4000) under /api, web on PORT (default 3000),
// data under DATA_DIR (default .data/ at the repository root).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  assertBuilt,
  apiEntry,
  apiProcessEnv,
  root,
  startProcess,
  stopProcess,
  waitForUrl,
  webBuild,
  webEntry,
} from './processes.mjs';

assertBuilt();
// The web side's one settings module (apps/web/app/lib/env.server.ts, docs/decisions/141-one-settings-module.md),
// compiled into the web server's build: the same defaults and checks the web server applies. A bad value
// stops here, before anything starts, with the list of what is wrong.
let settings;
try {
  const { parseSettings } = await import(pathToFileURL(webBuild).href);
  settings = parseSettings(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const apiPort = settings.API_PORT;
const webPort = settings.PORT;
// NODE_ENV is passed through as set: production mode in the API demands production secrets (JWT_SECRET),
// while this command must run on a fresh clone with nothing configured. The web server's own production
// mode (React's production build) does not depend on secrets, so it always gets it.
const env = {
  API_PORT: String(apiPort),
  PORT: String(webPort),
  DATA_DIR: path.resolve(root, settings.DATA_DIR),
  API_URL: settings.API_URL,
};

// The API links to the site in its mails and exports: the same public origin (which follows PORT when unset).
const api = startProcess('api', apiEntry, {
  ...env,
  ...apiProcessEnv,
  PUBLIC_ORIGIN: settings.PUBLIC_ORIGIN,
});
let web;
let stopping = false;

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  // The web first: it finishes the requests under way (docs/decisions/251-web-server-stops-in-order.md),
  // and those may still need the API.
  if (web) await stopProcess(web);
  await stopProcess(api);
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
api.on('exit', (code) => shutdown(code ?? 1));

try {
  await waitForUrl(`http://127.0.0.1:${apiPort}/api/health`, api, 120_000);
  web = startProcess('web', webEntry, { ...env, NODE_ENV: process.env.NODE_ENV ?? 'production' });
  web.on('exit', (code) => shutdown(code ?? 1));
  await waitForUrl(`http://127.0.0.1:${webPort}/home`, web, 60_000);
  console.log(`\nThe site is ready: http://localhost:${webPort}  (API: http://localhost:${apiPort}/api)\n`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
}
