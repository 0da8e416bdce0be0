// A stand-in web worker for server/workers.test.ts: answers its pid, the session key it was given and how
// many times the supervisor told it another worker's write emptied the pages; ends with code 1 on /crash,
// tells the supervisor of a write on /write, and never listens when WORKER_FIXTURE_FAILS is set (a worker
// that cannot start). A probe-like server opened first must not count as the worker listening.
import http from 'node:http';

if (process.env.WORKER_FIXTURE_FAILS) process.exit(3);

http.createServer().listen(0);
let cleared = 0;
process.on('message', (message) => {
  if (message?.type === 'farm-web:pages-changed') cleared += 1;
});
const server = http.createServer((req, res) => {
  res.end(JSON.stringify({ pid: process.pid, secret: process.env.SESSION_SECRET, cleared }));
  if (req.url === '/crash') setImmediate(() => process.exit(1));
  if (req.url === '/write') process.send?.({ type: 'farm-web:pages-changed' });
});
server.listen(Number(process.env.WORKER_FIXTURE_PORT ?? 0), '127.0.0.1', () =>
  process.send?.({ type: 'farm-web:listening', port: server.address().port }),
);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
