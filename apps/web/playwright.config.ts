import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// One fresh folder per run; each worker keeps its API's embedded store, outbox and both servers' logs in a
// folder of its own inside it (e2e/ports.ts, e2e/servers.ts). Kept in the environment because workers
// evaluate this file again and must agree with the main process.
process.env.FARM_E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'farm-web-e2e-'));

// Each worker starts its own API and web server (docs/decisions/145-a-server-per-test-worker.md): two
// workers keep both cores of a small machine busy. E2E_WORKERS moves it (1 runs the journeys one by one).
const workers = Number(process.env.E2E_WORKERS ?? 2);

// Chromium's headless shell when Debian's package is there: the same engine without the full browser around
// it, about a third less time for the suite (docs/decisions/202-browser-tests-in-the-headless-shell.md).
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const browserPath =
  process.env.PLAYWRIGHT_CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: 'e2e',
  workers,
  // Tests of one file may run on different workers: each makes its own data and signs in for itself.
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // No retries: a journey that passes only on a second try is a defect to fix, not to hide.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    // baseURL is this worker's web server (e2e/servers.ts).
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    // A trace takes a DOM snapshot at every action: about a third of the suite's CPU time. Off by default;
    // E2E_TRACE=1 keeps one for each failing test when a failure is run again. A failing test still leaves a
    // screenshot and Playwright's error context (the page as an accessibility tree) in test-results/.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: browserPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
