import cluster from 'node:cluster';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { superviseWorkers, type WorkerPool } from './workers';

const exec = fileURLToPath(new URL('./workers.fixture.mjs', import.meta.url));
const logger = () => ({ fatal: vi.fn(), error: vi.fn(), info: vi.fn() });

/** The pid of the worker that answers `path`, over a connection of its own (so any worker may take it). */
function pidAt(port: number, path = '/'): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve(Number(body)));
      })
      .on('error', reject);
  });
}

const alive = () => Object.values(cluster.workers ?? {}).filter((worker) => worker && !worker.isDead());

describe('superviseWorkers (docs/decisions/199-web-workers.md)', () => {
  let pool: WorkerPool | undefined;

  afterEach(async () => {
    await pool?.stop();
    pool = undefined;
    delete process.env.WORKER_FIXTURE_FAILS;
  });

  it('runs the workers on one shared port, each taking connections', async () => {
    pool = superviseWorkers({ count: 2, logger: logger() as unknown as Logger, exec });
    const { port } = await pool.ready;
    const pids = new Set<number>();
    for (let i = 0; i < 20 && pids.size < 2; i += 1) pids.add(await pidAt(port));
    expect(pids).toEqual(new Set(alive().map((worker) => worker?.process.pid)));
    expect(pids.size).toBe(2);
  });

  it('replaces a worker that dies after it listened, and says so', async () => {
    const log = logger();
    pool = superviseWorkers({ count: 2, logger: log as unknown as Logger, exec });
    const { port } = await pool.ready;
    const before = new Set(alive().map((worker) => worker?.process.pid));
    const crashed = await pidAt(port, '/crash');
    await vi.waitFor(
      () => {
        const now = alive().map((worker) => worker?.process.pid);
        expect(now).toHaveLength(2);
        expect(now).not.toContain(crashed);
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(alive().filter((worker) => !before.has(worker?.process.pid))).toHaveLength(1);
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining(`${crashed} ended with code 1`));
    // The new one serves on the same port.
    await vi.waitFor(async () => expect(await pidAt(port)).toBeGreaterThan(0), { timeout: 10_000 });
  });

  it('stops every worker when told to, and is done', async () => {
    pool = superviseWorkers({ count: 2, logger: logger() as unknown as Logger, exec });
    await pool.ready;
    await pool.stop();
    await pool.done;
    expect(alive()).toHaveLength(0);
  });

  it('gives up, without starting others, when a worker cannot start', async () => {
    process.env.WORKER_FIXTURE_FAILS = '1';
    const log = logger();
    pool = superviseWorkers({ count: 2, logger: log as unknown as Logger, exec });
    await expect(pool.ready).rejects.toThrow('a web worker ended with code 3 before it listened');
    await pool.done;
    expect(alive()).toHaveLength(0);
    expect(log.fatal).toHaveBeenCalledTimes(1);
  });
});
