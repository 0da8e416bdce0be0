// Loaded into the API and the web server by `pnpm bench` (node --import): a tiny control server on a free
// loopback port, so the bench can read the process's memory and switch a CPU profile on and off around one
// target's load, without any code in the product itself. It does nothing unless BENCH_PROBE_DIR is set.
//   GET  /memory                  -> process.memoryUsage() as JSON
//   POST /profile/start           -> starts the V8 sampling profiler
//   POST /profile/stop?file=PATH  -> stops it and writes the .cpuprofile to PATH
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { Session } from 'node:inspector';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';

const dir = process.env.BENCH_PROBE_DIR;
const label = process.env.BENCH_PROBE_LABEL ?? String(process.pid);

// Only in the process's main thread: worker threads (the logger's transport) inherit --import too, and a
// probe there would answer for a thread that does none of the work.
if (dir && isMainThread) {
  let session;
  const post = (method, params = {}) =>
    new Promise((resolve, reject) =>
      session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))),
    );

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://probe.invalid');
    const reply = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    try {
      if (url.pathname === '/memory') return reply(200, process.memoryUsage());
      if (url.pathname === '/profile/start' && !session) {
        session = new Session();
        session.connect();
        await post('Profiler.enable');
        await post('Profiler.start');
        return reply(200, { profiling: true });
      }
      if (url.pathname === '/profile/stop' && session) {
        const { profile } = await post('Profiler.stop');
        session.disconnect();
        session = undefined;
        const file = url.searchParams.get('file');
        if (file) writeFileSync(file, JSON.stringify(profile));
        return reply(200, { file });
      }
      reply(404, { error: 'unknown or out-of-order command' });
    } catch (error) {
      reply(500, { error: String(error) });
    }
  });
  server.listen(0, '127.0.0.1', () => {
    writeFileSync(path.join(dir, `${label}.port`), String(server.address().port));
  });
  // Never keeps the process alive on its own.
  server.unref();
}
