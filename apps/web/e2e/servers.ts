import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base } from '@playwright/test';
import { API_PORT, API_URL, dataDir, WEB_ORIGIN, WEB_PORT } from './ports';

// Each Playwright worker runs the built product for itself (docs/decisions/145-a-server-per-test-worker.md):
// its own API on an empty data folder (the demo catalog seeded, the first admin created) and its own web
// server, started when the worker starts and stopped when it ends. Workers then never see each other's
// carts, orders or rate limits, so the journeys run side by side.

/** The first admin each worker's API starts with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const ADMIN = { email: 'admin@farm-e2e.test', password: 'Admin-e2e-2025' };

const WEB_ENTRY = fileURLToPath(new URL('../server/start.mjs', import.meta.url));
const API_ENTRY = fileURLToPath(new URL('../../api/dist/main.js', import.meta.url));

/** With a real MongoDB (CI), a database of this worker's own, so the demo catalog is seeded fresh. */
function workerMongoUri(): string {
  const uri = process.env.MONGODB_URI;
  if (!uri) return '';
  const url = new URL(uri);
  url.pathname = `/${path.basename(process.env.FARM_E2E_DATA_DIR ?? 'farm-web-e2e')}-${path.basename(dataDir())}`;
  return url.toString();
}

/** Starts `node entry` with `env`, its output appended to `log` (the servers' request logs are read by tests). */
function start(entry: string, env: Record<string, string>, log: string): ChildProcess {
  const out = openSync(log, 'a');
  try {
    return spawn(process.execPath, [entry], {
      cwd: path.dirname(path.dirname(entry)),
      env: { ...process.env, ...env },
      stdio: ['ignore', out, out],
    });
  } finally {
    // The child has its own copy of the descriptor.
    closeSync(out);
  }
}

/** Resolves once `url` answers 200; fails at once if `child` exits first, with its log named. */
async function ready(url: string, child: ChildProcess, log: string, timeoutMs: number): Promise<void> {
  const exited = new Promise<never>((_resolve, reject) =>
    child.once('exit', (code) => reject(new Error(`${url}: the server exited (${code}); see ${log}`))),
  );
  const deadline = Date.now() + timeoutMs;
  const answered = (async () => {
    while (Date.now() < deadline) {
      const status = await fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
        (res) => res.status,
        () => 0,
      );
      if (status === 200) return;
      // Not listening yet (Playwright's own webServer option polls the same way).
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`${url} was not ready within ${timeoutMs} ms; see ${log}`);
  })();
  await Promise.race([answered, exited]);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export type Servers = { apiUrl: string; webOrigin: string; dataDir: string };

/**
 * The test type every journey builds on: `servers` is started once per worker, before its first test, and
 * `baseURL` (pages, `request`, new contexts) is this worker's web server.
 */
export const serverTest = base.extend<Record<never, never>, { servers: Servers }>({
  servers: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const folder = dataDir();
      mkdirSync(folder, { recursive: true });
      const origin = WEB_ORIGIN;
      const api = start(
        API_ENTRY,
        {
          NODE_ENV: 'test',
          API_PORT: String(API_PORT),
          DATA_DIR: folder,
          MONGODB_URI: workerMongoUri(),
          SEED_DEMO: 'true',
          PUBLIC_ORIGIN: origin,
          LOG_LEVEL: 'info',
          // The first admin (e2e/accounts.spec.ts signs in with it).
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
        },
        path.join(folder, 'api.log'),
      );
      const web = start(
        WEB_ENTRY,
        {
          NODE_ENV: 'production',
          PORT: String(WEB_PORT),
          DATA_DIR: folder,
          API_URL,
          PUBLIC_ORIGIN: origin,
          // Journeys write straight to the API and look at the pages at once: this server keeps no page
          // (e2e/page-cache.spec.ts starts one that does, as production does).
          PAGE_CACHE_SECONDS: '0',
          // One process: the browser workers already use every core, and the request-log journeys read
          // this one server's log.
          WEB_WORKERS: '1',
        },
        path.join(folder, 'web.log'),
      );
      try {
        await ready(`${API_URL}/health`, api, path.join(folder, 'api.log'), 180_000);
        await ready(`${origin}/home`, web, path.join(folder, 'web.log'), 60_000);
        await use({ apiUrl: API_URL, webOrigin: origin, dataDir: folder });
      } finally {
        await Promise.all([stop(web), stop(api)]);
      }
    },
    { scope: 'worker', auto: true, timeout: 240_000 },
  ],
  baseURL: async ({ servers }, use) => use(servers.webOrigin),
});
