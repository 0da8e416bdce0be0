// A stand-in web worker for server/workers.test.ts: answers its pid, ends with code 1 on /crash, and never
// listens when WORKER_FIXTURE_FAILS is set (as a worker that cannot start).
import http from 'node:http';

if (process.env.WORKER_FIXTURE_FAILS) process.exit(3);

const server = http.createServer((req, res) => {
  res.end(String(process.pid));
  if (req.url === '/crash') setImmediate(() => process.exit(1));
});
server.listen(0, '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
