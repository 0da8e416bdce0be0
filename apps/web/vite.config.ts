import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// The server build is the web server itself (server/main.ts), with React Router's build inside it, so the
// server is compiled by `pnpm build` (docs/decisions/142-web-server-in-typescript.md). In development
// server/dev.mjs loads the same module through Vite in middleware mode: no Vite dev server port or proxy.
export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild ? { rollupOptions: { input: './server/main.ts' } } : {},
  plugins: [tailwindcss(), reactRouter()],
}));
