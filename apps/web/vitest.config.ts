import { defineConfig } from 'vitest/config';

// Unit tests only: the React Router plugin is left out (it is for the app build), and the include is
// narrowed so Playwright's e2e specs are never picked up by vitest.
export default defineConfig({
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    environment: 'node',
    // What entry.server.tsx does for the app: both languages' texts in place.
    setupFiles: ['app/i18n/server-catalogues.ts'],
  },
});
