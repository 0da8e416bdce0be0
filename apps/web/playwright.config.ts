import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

import { API_PORT, API_URL as apiUrl, WEB_PORT } from './e2e/ports';
import { apiLogFile, webLogFile } from './e2e/web-log';

// One fresh data folder per run, so the API starts on an empty embedded store and seeds the demo catalog.
// Kept in the environment because workers evaluate this file again and must agree with the main process.
process.env.FARM_E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'farm-web-e2e-'));

// With a real MongoDB (CI), use a database of its own for this run so the demo catalog is seeded fresh.
function e2eMongoUri(): string {
  const uri = process.env.MONGODB_URI;
  if (!uri) return '';
  process.env.FARM_E2E_DB ??= `farm-web-e2e-${Date.now()}`;
  const url = new URL(uri);
  url.pathname = `/${process.env.FARM_E2E_DB}`;
  return url.toString();
}

export default defineConfig({
  testDir: 'e2e',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // No retries: a journey that passes only on a second try is a defect to fix, not to hide.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${WEB_PORT}`,
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      // Its request log (JSON lines) goes to a file too: e2e/request-log.spec.ts follows one request id
      // from the web server's line to the API's.
      command: `node ../api/dist/main.js >> "${apiLogFile()}"`,
      url: `${apiUrl}/health`,
      env: {
        NODE_ENV: 'test',
        API_PORT: String(API_PORT),
        DATA_DIR: process.env.FARM_E2E_DATA_DIR,
        MONGODB_URI: e2eMongoUri(),
        SEED_DEMO: 'true',
        PUBLIC_ORIGIN: `http://127.0.0.1:${WEB_PORT}`,
        LOG_LEVEL: 'info',
        // The first admin (e2e/accounts.spec.ts signs in with it).
        ADMIN_EMAIL: 'admin@farm-e2e.test',
        ADMIN_PASSWORD: 'Admin-e2e-2025',
      },
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The request log (JSON lines on stdout) goes to a file e2e/request-log.spec.ts reads.
      command: `node server/index.mjs >> "${webLogFile()}"`,
      url: `http://127.0.0.1:${WEB_PORT}/home`,
      env: {
        NODE_ENV: 'production',
        PORT: String(WEB_PORT),
        DATA_DIR: process.env.FARM_E2E_DATA_DIR,
        API_URL: apiUrl,
        PUBLIC_ORIGIN: `http://127.0.0.1:${WEB_PORT}`,
        // Journeys write straight to the API and look at the pages at once: this server keeps no page
        // (e2e/page-cache.spec.ts starts one that does, as production does).
        PAGE_CACHE_SECONDS: '0',
      },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
