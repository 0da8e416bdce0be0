import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The tests are pure functions of the schemas (no module mocks, stubs or fake timers), so the files share
    // their worker's modules: zod and the contract are imported once per worker instead of once per file.
    isolate: false,
  },
});
