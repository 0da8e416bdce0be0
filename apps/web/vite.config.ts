import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// In development the browser talks to one origin, as in production (server.mjs): /api/* goes to API_URL.
const apiUrl = new URL(process.env.API_URL ?? 'http://127.0.0.1:4000/api');
const apiPath = apiUrl.pathname.replace(/\/$/, '');

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/api': {
        target: apiUrl.origin,
        changeOrigin: true,
        rewrite: (path) => apiPath + path.replace(/^\/api/, ''),
      },
    },
  },
});
