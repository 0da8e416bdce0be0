// Jest runs the TypeScript sources through swc with the build's own settings (.swcrc: legacy decorators
// and their metadata, which Nest needs and tsx/esbuild cannot give), so the tests run the code as built.
import { readFileSync } from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the schema link is for editors, not swc
const { $schema, ...swcrc } = JSON.parse(readFileSync(path.join(import.meta.dirname, '.swcrc'), 'utf8'));

/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  rootDir: '.',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { ...swcrc, swcrc: false }] },
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
