import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/**
 * React, React DOM and React Router (with the packages they bring) go in one chunk of their own, named
 * `framework`: it changes only when they are upgraded, so browsers keep it across our releases, and the
 * page-weight budget counts our code apart from theirs (docs/decisions/191-our-javascript-budget.md).
 */
const frameworkModule =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;

function frameworkChunk(id: string): string | undefined {
  return frameworkModule.test(id) ? 'framework' : undefined;
}

// The server build is the web server itself (server/main.ts), with React Router's build inside it, so the
// server is compiled by `pnpm build` (docs/decisions/142-web-server-in-typescript.md). In development
// server/dev.mjs loads the same module through Vite in middleware mode: no Vite dev server port or proxy.
export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild
    ? { rollupOptions: { input: './server/main.ts' } }
    : { rollupOptions: { output: { manualChunks: frameworkChunk } } },
  plugins: [tailwindcss(), reactRouter()],
}));
