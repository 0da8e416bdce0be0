import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// Development runs server/index.mjs with Vite in middleware mode: the same express server as production
// (headers, /api forwarding, request log), so there is no Vite dev server port or proxy to configure here.
export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
});
