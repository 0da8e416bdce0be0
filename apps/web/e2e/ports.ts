import path from 'node:path';

// Where this Playwright worker's own API and web server listen (e2e/servers.ts starts them), and the data
// folder they share. Worker n of a run (its parallel index, 0 to workers - 1) takes E2E_API_PORT + n and
// E2E_WEB_PORT + n, so the workers never share a server, and a second run on the same machine, from
// another checkout, moves its whole block with those two settings.
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const API_PORT = Number(process.env.E2E_API_PORT ?? 4100) + slot;
export const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100) + slot;
export const WEB_ORIGIN = `http://127.0.0.1:${WEB_PORT}`;
export const API_URL = `http://127.0.0.1:${API_PORT}/api`;

/**
 * This worker's data folder, inside the run's (playwright.config.ts): the API's embedded database and its
 * outbox (mail/), and both servers' request logs. Named by the same parallel index as the ports: a worker
 * Playwright starts again after a failure takes over its predecessor's folder (stopped first, with its
 * servers), so its API starts on the data already seeded instead of seeding again.
 */
export function dataDir(): string {
  const run = process.env.FARM_E2E_DATA_DIR;
  if (!run) throw new Error('FARM_E2E_DATA_DIR is set by playwright.config.ts');
  return path.join(run, `worker-${slot}`);
}
