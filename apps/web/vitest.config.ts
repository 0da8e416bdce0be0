import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit tests only: the React Router plugin is left out (it is for the app build), and the include is
// narrowed so Playwright's e2e specs are never picked up by vitest.
//
// Most files share their worker's modules (no fresh module graph per file: a fifth of the time). Files that
// mock a module, replace `fetch` for the whole app, or read module-level caches from a known empty state
// (the web server's modules, which keep `fetch` and their caches from their first import) each get their
// own module graph (docs/decisions/197-unit-tests-share-modules.md).
const isolated = [
  'server/**/*.test.ts',
  'app/lib/api.server.test.ts',
  'app/lib/api-transport.test.ts',
  'app/lib/request-id.test.ts',
  'app/lib/category-groups.server.test.ts',
  'app/lib/shared-lists.server.test.ts',
  'app/lib/shop-counts.server.test.ts',
  'app/lib/session.server.test.ts',
  'app/lib/host-cookies.server.test.ts',
  'app/accounts/actions.test.ts',
  'app/routes/account/export.test.ts',
  'app/routes/account/order.test.ts',
  'app/routes/account/account-routes.test.ts',
  'app/routes/checkout.test.ts',
  'app/routes/planner.test.ts',
  'app/routes/admin-panel/editor/editor.server.test.ts',
  'app/routes/admin-panel/layout.test.ts',
  'app/routes/admin-panel/file-downloads.test.ts',
  'app/routes/admin-panel/order.test.ts',
];

const shared = {
  environment: 'node' as const,
  // What entry.server.tsx does for the app: both languages' texts in place.
  setupFiles: ['app/i18n/server-catalogues.ts'],
};

export default defineConfig({
  test: {
    // A worker per core: vitest's default leaves a core to its main process, which idles while the files
    // run (one worker on two cores; about 53 s -> 39 s here).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: { ...shared, name: 'isolated', include: isolated },
      },
      {
        test: {
          ...shared,
          name: 'shared',
          include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: isolated,
          isolate: false,
        },
      },
    ],
  },
});
