// A reference that `pnpm bench` measures a target against, run as a process of its own, as the API and the
// web server are: the server and autocannon, the load generator, then do not share one thread.
//   node scripts/reference-server.mjs plain BODY_FILE TYPE   a plain Node http server answering the file's bytes
//                                                             with that content type (the ceiling)
//   node scripts/reference-server.mjs nest BODY_FILE TYPE    a bare Nest app answering them (bare-nest.mjs)
//   node scripts/reference-server.mjs react-router BODY_FILE TYPE
//                                                             a bare React Router app rendering the page's markup
//                                                             (bare-react-router.mjs; built beforehand)
// It prints `READY <url>` once it listens, and runs until it is stopped.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { startBareNest } from './bare-nest.mjs';
import { startBareReactRouter } from './bare-react-router.mjs';
import { root } from './processes.mjs';

const [kind, bodyFile, type] = process.argv.slice(2);
if (!['plain', 'nest', 'react-router'].includes(kind) || !bodyFile || !type) {
  console.error('usage: node scripts/reference-server.mjs plain|nest|react-router BODY_FILE CONTENT_TYPE');
  process.exit(2);
}
const body = readFileSync(bodyFile);

if (kind === 'nest') {
  const { url } = await startBareNest(root, body, type);
  console.log(`READY ${url}`);
} else if (kind === 'react-router') {
  console.log(`READY ${await startBareReactRouter(root, body)}`);
} else {
  const server = http.createServer((_req, reply) => {
    reply.writeHead(200, { 'content-type': type, 'content-length': body.length });
    reply.end(body);
  });
  server.listen(0, '127.0.0.1', () => console.log(`READY http://127.0.0.1:${server.address().port}/`));
}
