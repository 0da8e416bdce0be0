import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { clientChunkName, clientChunks } from './scripts/client-chunks';

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
      : { rollupOptions: { output: { manualChunks: clientChunks(), chunkFileNames: clientChunkName } } }),
  },
  plugins: [tailwindcss(), reactRouter()],
}));
