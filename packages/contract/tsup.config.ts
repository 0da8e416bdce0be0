import { defineConfig } from 'tsup';

// ESM for Vite (a CJS-only build breaks the web build), CJS for Nest and jest, one .d.ts for both.
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  outExtension: ({ format }) => ({ js: format === 'cjs' ? '.cjs' : '.js' }),
});
