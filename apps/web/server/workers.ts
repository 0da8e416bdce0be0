// The web server on several cores (docs/decisions/199-web-workers.md): node's cluster runs WEB_WORKERS copies
// of the server, which share one listening port; the first process only starts, replaces and stops them.
import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';

/** What a worker sends the supervisor once its web server listens (a probe's or a library's server is not it). */
export const LISTENING_MESSAGE = 'farm-web:listening';

/**
 * What a worker sends the supervisor when a write has emptied its page cache, and the supervisor passes on
 * to every other worker, so that none keeps showing a page older than the write (sharePageClears).
 */
export const PAGES_CHANGED_MESSAGE = 'farm-web:pages-changed';

/** How long the workers get to finish their requests when told to stop: below Docker's 10 s before SIGKILL. */
const STOP_GRACE_MS = 8_000;

export type WorkerPool = {
  /** Resolves with the port once every worker listens; never settles when the start fails or is stopped. */
  ready: Promise<number>;
  /** Tells every worker to stop (SIGTERM, then SIGKILL after a grace period); resolves once all are gone. */
  stop(): Promise<void>;
  /**
   * Resolves once no worker is left and none will be started again, with the exit code for the supervisor:
   * 1 when the start failed or the workers kept crashing, 0 when they were stopped or ended on their own.
   */
  done: Promise<number>;
};

export type PoolOptions = {
  count: number;
  logger: Logger;
  /** The workers' script: this process's own by default. */
  exec?: string;
  /** Settings every worker gets on top of this process's environment (the session keys). */
  env?: Record<string, string>;
  /** How many crashed workers may be replaced within `restartWindowMs` before the supervisor gives up. */
  maxRestarts?: number;
  restartWindowMs?: number;
};

/**
 * Forks `count` workers. One that crashes after the start (an error, a kill) is replaced at once, up to
 * `maxRestarts` within `restartWindowMs`; past that, or when a worker dies before the start is complete (a
 * port in use, a setting refused), the others are stopped and `done` gives 1, so a process manager sees the
 * failure instead of a restart loop. A worker that ends cleanly on its own (code 0, or SIGINT and SIGTERM:
 * the terminal's Ctrl-C reaches every process) is not replaced.
 */
export function superviseWorkers({
  count,
  logger,
  exec,
  env = {},
  maxRestarts = 5,
  restartWindowMs = 60_000,
}: PoolOptions): WorkerPool {
  if (exec) cluster.setupPrimary({ exec, execArgv: [] });
  const listening = new Set<Worker>();
  const restarts: number[] = [];
  let stopping: Promise<void> | undefined;
  let failed = false;
  let started = false;
  let markReady: (port: number) => void = () => undefined;
  const ready = new Promise<number>((resolve) => (markReady = resolve));
  let markDone: (code: number) => void = () => undefined;
  const done = new Promise<number>((resolve) => (markDone = resolve));

  const live = () =>
    Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker && !worker.isDead());

  const giveUp = (reason: string) => {
    logger.fatal(`${reason}; stopping the web workers`);
    failed = true;
    void stop();
  };

  const fork = () => {
    const worker = cluster.fork(env);
    worker.on('message', (message: unknown) => {
      const { type, port } = (message ?? {}) as { type?: unknown; port?: unknown };
      if (type === PAGES_CHANGED_MESSAGE) {
        for (const other of listening) if (other !== worker) other.send({ type: PAGES_CHANGED_MESSAGE });
        return;
      }
      if (type !== LISTENING_MESSAGE || typeof port !== 'number') return;
      listening.add(worker);
      if (!started && listening.size === count) {
        started = true;
        markReady(port);
      }
    });
    worker.on('exit', (code, signal) => {
      listening.delete(worker);
      const clean = (code === 0 && !signal) || signal === 'SIGINT' || signal === 'SIGTERM';
      if (stopping || clean) {
        if (live().filter((other) => other !== worker).length === 0) markDone(failed ? 1 : 0);
        return;
      }
      const how = signal ? `signal ${signal}` : `code ${code}`;
      if (!started) return giveUp(`a web worker ended with ${how} before the server started`);
      const now = Date.now();
      restarts.push(now);
      while (restarts.length > 0 && (restarts[0] ?? now) <= now - restartWindowMs) restarts.shift();
      if (restarts.length > maxRestarts)
        return giveUp(`web workers ended ${restarts.length} times within ${restartWindowMs / 1000} s`);
      logger.error(`web worker ${worker.process.pid} ended with ${how}; starting another`);
      fork();
    });
  };

  const stop = () => {
    stopping ??= new Promise<void>((resolve) => {
      const workers = live();
      if (workers.length === 0) {
        markDone(failed ? 1 : 0);
        resolve();
        return;
      }
      const kill = setTimeout(() => {
        for (const worker of live()) worker.process.kill('SIGKILL');
      }, STOP_GRACE_MS);
      kill.unref();
      void done.then(() => {
        clearTimeout(kill);
        resolve();
      });
      for (const worker of workers) worker.process.kill('SIGTERM');
    });
    return stopping;
  };

  for (let i = 0; i < count; i += 1) fork();
  return { ready, stop, done };
}

/** The side of a worker's IPC channel to its supervisor that sharePageClears uses (a worker's `process`). */
export type SupervisorChannel = {
  on(event: 'message', listener: (message: unknown) => void): unknown;
  send?(message: unknown): boolean;
};

/**
 * In a web worker: empties this worker's kept pages with `clear` when the supervisor says a write went
 * through another worker, and gives the function that says so of this worker's own writes.
 */
export function sharePageClears(clear: () => void, channel: SupervisorChannel = process): () => void {
  channel.on('message', (message) => {
    if ((message as { type?: unknown } | null)?.type === PAGES_CHANGED_MESSAGE) clear();
  });
  return () => void channel.send?.({ type: PAGES_CHANGED_MESSAGE });
}
