// `pnpm start`: the built product. API on API_PORT (default 4000) under /api, web on PORT (default 3000),
// data under DATA_DIR (default .data/ at the repository root).
import path from 'node:path';
import {
  assertBuilt,
  apiEntry,
  root,
  startProcess,
  stopProcess,
  waitForUrl,
  webEntry,
} from './processes.mjs';

assertBuilt();
const apiPort = process.env.API_PORT ?? '4000';
const webPort = process.env.PORT ?? '3000';
// NODE_ENV is passed through as set: production mode in the API demands production secrets (JWT_SECRET),
// while this command must run on a fresh clone with nothing configured. The web server's own production
// mode (React's production build) does not depend on secrets, so it always gets it.
const env = {
  API_PORT: apiPort,
  PORT: webPort,
  DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? '.data'),
  API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}/api`,
};

const api = startProcess('api', apiEntry, env);
let web;
let stopping = false;

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  await Promise.all([web && stopProcess(web), stopProcess(api)]);
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
