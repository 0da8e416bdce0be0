// Jest runs the TypeScript sources through swc; Nest needs legacy decorators and their metadata
// (the reason tsx/esbuild cannot run it), so both are switched on here.
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  rootDir: '.',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleFileExtensions: ['ts', 'js', 'json'],
  testTimeout: 30000,
  // The demo catalog is seeded once per run; each test app starts from a copy of it in memory
  // (docs/decisions/206-api-tests-start-from-one-seeded-store.md).
  globalSetup: '<rootDir>/test/support/demo-store.ts',
  globalTeardown: '<rootDir>/test/support/demo-store-teardown.ts',
  // Every test file starts its own API on a free port with its own temporary (or MongoDB) database, so files
  // run side by side: two workers use both cores of the CI machines (about 290 s -> 175 s for the suite).
  maxWorkers: 2,
};
