// `pnpm start` (and the container's command): the web server as `pnpm build` compiled it, serving the
// build's client files. The path is computed so the typecheck does not take the build in.
import { fileURLToPath } from 'node:url';

const { serve } = await import(new URL('../build/server/index.js', import.meta.url).href);
await serve({ clientDir: fileURLToPath(new URL('../build/client', import.meta.url)) });
