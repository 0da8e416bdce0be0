// `pnpm bench`: throughput and tail latency of the API and the SSR product list, each next to a plain Node
// http server answering the same bytes (the ceiling on this machine), then the embedded database's own bench.
import autocannon from 'autocannon';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { apiEntry, assertBuilt, root, startProcess, stopProcess, waitForUrl, webEntry } from './processes.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, duration: DURATION, connections: CONNECTIONS }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

/** A server that answers every request with exactly the bytes and content type `url` answered once. */
async function ceilingFor(url) {
  const res = await fetch(url);
  const body = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get('content-type') ?? 'application/octet-stream';
  const server = http.createServer((_req, reply) => {
    reply.writeHead(200, { 'content-type': type, 'content-length': body.length });
    reply.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}/`, bytes: body.length };
}

async function compare(label, url) {
  const ceiling = await ceilingFor(url);
  const real = await load(url);
  const plain = await load(ceiling.url);
  ceiling.server.close();
  if (real.non2xx > 0 || real.errors > 0) throw new Error(`${label}: ${real.non2xx} non-2xx, ${real.errors} errors`);
  return {
    target: label,
    bytes: ceiling.bytes,
    'req/s': Math.round(real.requests.average),
    'p99 ms': real.latency.p99,
    'ceiling req/s': Math.round(plain.requests.average),
    'ceiling p99 ms': plain.latency.p99,
    'req/s ratio': +(real.requests.average / plain.requests.average).toFixed(3),
    'p99 ratio': +(real.latency.p99 / Math.max(plain.latency.p99, 1)).toFixed(2),
  };
}

assertBuilt();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'farm-bench-'));
const env = {
  NODE_ENV: 'production',
  API_PORT: '4300',
  PORT: '3300',
  DATA_DIR: dataDir,
  API_URL: 'http://127.0.0.1:4300/api',
  LOG_LEVEL: 'warn',
  // production mode requires a real secret; a throwaway one serves a benchmark run
  JWT_SECRET: randomBytes(32).toString('hex'),
};
const api = startProcess('api', apiEntry, env, { quiet: true });
let web;
try {
  await waitForUrl('http://127.0.0.1:4300/api/health', api, 120_000);
  web = startProcess('web', webEntry, env, { quiet: true });
  await waitForUrl('http://127.0.0.1:3300/products', web, 60_000);
  console.log(`HTTP load: ${CONNECTIONS} connections, ${DURATION} s each (set BENCH_SECONDS, BENCH_CONNECTIONS)`);
  const rows = [];
  rows.push(await compare('GET /api/products?page=1', 'http://127.0.0.1:4300/api/products?page=1'));
  rows.push(await compare('SSR /products', 'http://127.0.0.1:3300/products'));
  console.table(rows);
} finally {
  await Promise.all([web && stopProcess(web), stopProcess(api)]);
  rmSync(dataDir, { recursive: true, force: true });
}

console.log('\nEmbedded database (@farm/mongo-lite):');
const db = spawnSync('pnpm', ['--filter', '@farm/mongo-lite', 'run', 'bench'], { cwd: root, stdio: 'inherit' });
process.exit(db.status ?? 1);
