// The web server on several cores (docs/decisions/199-web-workers.md): node's cluster runs WEB_WORKERS copies
// of the server, which share one listening port; the first process only starts, replaces and stops them.
import cluster, { type Worker } from 'node:cluster';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';

/** How long the workers get to finish their requests when told to stop, before they are killed. */
const STOP_GRACE_MS = 10_000;

export type WorkerPool = {
  /** Resolves with the shared address once every worker listens; rejects when one dies before it does. */
  ready: Promise<AddressInfo>;
  /** Tells every worker to stop (SIGTERM, then SIGKILL after a grace period) and resolves once all are gone. */
  stop(): Promise<void>;
  /** Resolves when no worker is left and none will be started again (stopped, or all left on their own). */
  done: Promise<void>;
};

/**
 * Forks `count` workers running `exec` (this process's own script by default). A worker that dies after it
 * listened (a crash, a kill) is replaced at once. One that dies before it listens means the server cannot
 * start (a port in use, a bad setting): the others are stopped and `ready` rejects. A worker that ends
 * cleanly on its own (code 0: the terminal's Ctrl-C reaches every process) is not replaced.
 */
export function superviseWorkers({
  count,
  logger,
  exec,
}: {
  count: number;
  logger: Logger;
  exec?: string;
}): WorkerPool {
  if (exec) cluster.setupPrimary({ exec, execArgv: [] });
  const listening = new Set<Worker>();
  let stopping: Promise<void> | undefined;
  let markReady: (address: AddressInfo) => void = () => undefined;
  let failReady: (error: Error) => void = () => undefined;
  const ready = new Promise<AddressInfo>((resolve, reject) => {
    markReady = resolve;
    failReady = reject;
  });
  let markDone: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (markDone = resolve));
  let started = false;

  const live = () =>
    Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker && !worker.isDead());

  const fork = () => {
    const worker = cluster.fork();
    worker.on('listening', (address: AddressInfo) => {
      listening.add(worker);
      if (!started && listening.size === count) {
        started = true;
        markReady(address);
      }
    });
    worker.on('exit', (code, signal) => {
      const listened = listening.delete(worker);
      const remaining = live().filter((other) => other !== worker);
      if (stopping || (code === 0 && !signal)) {
        if (remaining.length === 0) markDone();
        return;
      }
      const how = signal ? `signal ${signal}` : `code ${code}`;
      if (!listened || !started) {
        logger.fatal(`a web worker ended with ${how} before it listened; stopping the others`);
        failReady(new Error(`a web worker ended with ${how} before it listened`));
        void stop();
        return;
      }
      logger.error(`web worker ${worker.process.pid} ended with ${how}; starting another`);
      fork();
    });
  };

  const stop = () => {
    stopping ??= new Promise<void>((resolve) => {
      const workers = live();
      if (workers.length === 0) {
        markDone();
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
