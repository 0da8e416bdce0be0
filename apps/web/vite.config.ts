import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Rollup } from 'vite';

// A chunk is named after its file, so `i18n/en/site.ts` and `i18n/ar/site.ts` would both be `site-<hash>.js`:
// the catalogue's parts keep their language in the name (en-site, en-pages, ar-admin), by which the bundle report and
// the admin e2e test tell them apart (docs/decisions/106-admin-texts-apart.md).
const cataloguePart = /\/app\/i18n\/(en|ar)\/(site|pages|admin)\.ts$/;
const clientChunkName = ({ facadeModuleId }: Rollup.PreRenderedChunk): string => {
  const part = facadeModuleId ? cataloguePart.exec(facadeModuleId) : null;
  return part ? `assets/${part[1]}-${part[2]}-[hash].js` : 'assets/[name]-[hash].js';
};

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

// The icon sprite stays a file of its own, whatever its size: `<use href>` cannot point into a data: URL.
const spriteFile = /[\\/]icon-sprite\.svg$/;

// The server build is the web server itself (server/main.ts), with React Router's build inside it, so the
// server is compiled by `pnpm build` (docs/decisions/142-web-server-in-typescript.md). In development
// server/dev.mjs loads the same module through Vite in middleware mode: no Vite dev server port or proxy.
export default defineConfig(({ isSsrBuild }) => ({
  build: {
    assetsInlineLimit: (file: string) => (spriteFile.test(file) ? false : undefined),
    ...(isSsrBuild
      ? { rollupOptions: { input: './server/main.ts' } }
      : { rollupOptions: { output: { manualChunks: frameworkChunk, chunkFileNames: clientChunkName } } }),
  },
  plugins: [tailwindcss(), reactRouter()],
}));
