// `pnpm dev`: the web server from its TypeScript sources, through Vite in middleware mode. Vite compiles the
// server and the app on demand, serves the client modules, and hot-reloads the app over this server's port.
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const httpServer = http.createServer();
const vite = await createServer({
  root: fileURLToPath(new URL('..', import.meta.url)),
  server: { middlewareMode: true, hmr: { server: httpServer } },
  // Not an SPA: Vite must not answer page URLs with an index.html.
  appType: 'custom',
});
const { startWebServer } = await vite.ssrLoadModule('/server/main.ts');
await startWebServer({ httpServer, vite });
