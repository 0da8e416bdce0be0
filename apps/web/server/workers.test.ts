import cluster from 'node:cluster';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PAGES_CHANGED_MESSAGE,
  type PoolOptions,
  sharePageClears,
  superviseWorkers,
  type WorkerPool,
} from './workers';

const exec = fileURLToPath(new URL('./workers.fixture.mjs', import.meta.url));
const env = { SESSION_SECRET: 'the-one-key-every-worker-signs-with' };

type Answer = { pid: number; secret: string; cleared: number };

/** What the worker that takes `path` answers, over a connection of its own (so any worker may take it). */
function ask(port: number, path = '/'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve(JSON.parse(body) as Answer));
      })
      .on('error', reject);
  });
}

const alivePids = () =>
  Object.values(cluster.workers ?? {}).flatMap((worker) =>
    worker && !worker.isDead() ? [worker.process.pid] : [],
  );

describe('superviseWorkers (docs/decisions/199-web-workers.md)', { timeout: 30_000 }, () => {
  let pool: WorkerPool | undefined;
  let logger: {
    fatal: ReturnType<typeof vi.fn>;
    error: ReturnType<typeof vi.fn>;
    info: ReturnType<typeof vi.fn>;
  };

  const start = (options: Partial<PoolOptions> = {}) => {
    logger = { fatal: vi.fn(), error: vi.fn(), info: vi.fn() };
    pool = superviseWorkers({ count: 2, logger: logger as unknown as Logger, exec, env, ...options });
    return pool;
  };

  afterEach(async () => {
    await pool?.stop();
    pool = undefined;
    delete process.env.WORKER_FIXTURE_FAILS;
  });

  it('runs the workers on one shared port, each taking connections and holding the same session key', async () => {
    const port = await start().ready;
    const answers = new Map<number, string>();
    for (let i = 0; i < 20 && answers.size < 2; i += 1) {
      const { pid, secret } = await ask(port);
      answers.set(pid, secret);
    }
    expect(new Set(answers.keys())).toEqual(new Set(alivePids()));
    expect([...answers.values()]).toEqual([env.SESSION_SECRET, env.SESSION_SECRET]);
  });

  it("passes a worker's write on to every other worker, and not back to it", async () => {
    const port = await start().ready;
    const { pid: writer } = await ask(port, '/write');
    const cleared = new Map<number, number>();
    await vi.waitFor(
      async () => {
        const { pid, cleared: count } = await ask(port);
        cleared.set(pid, count);
        expect(cleared.size).toBe(2);
        expect(Object.fromEntries(cleared)).toEqual(
          Object.fromEntries(alivePids().map((alive) => [alive, alive === writer ? 0 : 1])),
        );
      },
      { timeout: 20_000, interval: 20 },
    );
  });

  it('replaces a worker that crashes after the start, and says so', async () => {
    const port = await start().ready;
    const before = alivePids();
    const { pid: crashed } = await ask(port, '/crash');
    await vi.waitFor(
      () => {
        expect(alivePids()).toHaveLength(2);
        expect(alivePids()).not.toContain(crashed);
      },
      { timeout: 20_000, interval: 50 },
    );
    const [replacement] = alivePids().filter((pid) => !before.includes(pid));
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining(`${crashed} ended with code 1`));
    // The replacement serves on the same port.
    await vi.waitFor(async () => expect((await ask(port)).pid).toBe(replacement), {
      timeout: 20_000,
      interval: 20,
    });
  });

  it('gives up with 1 when workers keep crashing', async () => {
    const port = await start({ maxRestarts: 1 }).ready;
    const { pid: first } = await ask(port, '/crash');
    await vi.waitFor(() => expect(alivePids().filter((pid) => pid !== first)).toHaveLength(2), {
      timeout: 20_000,
      interval: 50,
    });
    await ask(port, '/crash');
    expect(await pool!.done).toBe(1);
    expect(alivePids()).toEqual([]);
    expect(logger.fatal).toHaveBeenCalledWith(expect.stringContaining('ended 2 times within 60 s'));
  });

  it('stops every worker when told to, and is done with 0', async () => {
    await start().ready;
    await pool!.stop();
    expect(await pool!.done).toBe(0);
    expect(alivePids()).toEqual([]);
  });

  it('does not replace workers that end on their own, as a Ctrl-C in the terminal ends them', async () => {
    await start().ready;
    for (const pid of alivePids()) process.kill(pid!, 'SIGTERM');
    expect(await pool!.done).toBe(0);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('gives up with 1, starting no other, when a worker cannot start', async () => {
    process.env.WORKER_FIXTURE_FAILS = '1';
    expect(await start().done).toBe(1);
    expect(alivePids()).toEqual([]);
    expect(logger.fatal).toHaveBeenCalledTimes(1);
    expect(logger.fatal).toHaveBeenCalledWith(expect.stringContaining('code 3 before the server started'));
  });
});

describe('sharePageClears', () => {
  it("empties this worker's pages when told of another's write, and tells of its own", () => {
    let listener: ((message: unknown) => void) | undefined;
    const sent: unknown[] = [];
    const channel = {
      on: (_event: 'message', handler: (message: unknown) => void) => (listener = handler),
      send: (message: unknown) => sent.push(message) > 0,
    };
    const clear = vi.fn();
    const announce = sharePageClears(clear, channel);
    listener?.({ type: 'farm-web:listening', port: 1 });
    expect(clear).not.toHaveBeenCalled();
    listener?.({ type: PAGES_CHANGED_MESSAGE });
    expect(clear).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([]);
    announce();
    expect(sent).toEqual([{ type: PAGES_CHANGED_MESSAGE }]);
    // Saying so does not empty this worker's pages a second time: the write's own request already did.
    expect(clear).toHaveBeenCalledTimes(1);
  });
});
