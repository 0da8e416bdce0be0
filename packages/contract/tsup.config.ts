import { defineConfig } from 'tsup';

const shared = {
  sourcemap: true,
  // `pnpm build` empties dist/ first: two configs run side by side and must not clean each other's files
  clean: false,
  target: 'es2022',
} as const;

export default defineConfig([
  // ESM for Vite (a CJS-only build breaks the web build), one file per source module (esbuild puts shared
  // code in chunks): with `sideEffects: false` Rollup then leaves out every module a page does not use, so a
  // page that needs only constants and messages ships no zod (docs/decisions/104-contract-per-module.md).
  {
    ...shared,
    entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/testing/**'],
    format: ['esm'],
    splitting: true,
  },
  // CJS for Nest and jest: one file, as Node loads it whole anyway.
  {
    ...shared,
    entry: ['src/index.ts'],
    format: ['cjs'],
    outExtension: () => ({ js: '.cjs' }),
  },
]);
