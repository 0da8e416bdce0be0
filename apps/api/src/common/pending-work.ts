import type { LoggerService } from '@nestjs/common';
import { failureOf } from '../logging/failure-of';

/**
 * How long each service waits at shutdown for its background work before giving up on it
 * (docs/decisions/263-shutdown-within-its-grace.md). Nest runs the modules' hooks one after another, so the
 * four services with background mails wait at most 20 s in all, after at most REQUEST_TIMEOUT_SECONDS (30 s)
 * for the requests: inside the 60 s that scripts/processes.mjs and docker/compose.yml give the API before they
 * kill it, which would lose every mail still being sent, and the log lines saying so.
 */
export const SHUTDOWN_WAIT_MS = 5_000;

/**
 * Work left running in the background (a mail after the answer has gone), kept so shutdown and tests can
 * wait for it; a failure is handed to `onFailure` (logged), never thrown at the request that started it.
 * A service drains its work in `beforeApplicationShutdown`: by then the API takes no more requests (so none
 * adds work behind the drain) and the database is still open (docs/decisions/249-shutdown-in-order.md).
 */
export class PendingWork {
  /** Each piece of work still running, with what it does, so what a shutdown drops can be named. */
  private readonly pending = new Map<Promise<void>, string>();

  constructor(
    private readonly onFailure: (what: string, error: unknown) => void,
    private readonly onDropped: (what: string[], afterMs: number) => void = () => undefined,
  ) {}

  /**
   * Work whose failure `logger` reports as "Could not <what>: <the error>", and which names in one warning
   * the pieces a shutdown gave up on.
   */
  static loggedBy(logger: Pick<LoggerService, 'error' | 'warn'>): PendingWork {
    return new PendingWork(
      (what, error) => logger.error(`Could not ${what}: ${failureOf(error)}`),
      (what, afterMs) =>
        logger.warn(`Shutdown gave up after ${afterMs} ms, so these may not be done: ${what.join('; ')}`),
    );
  }

  add(what: string, work: Promise<void>): void {
    const task = work.catch((error: unknown) => this.onFailure(what, error));
    this.pending.set(task, what);
    void task.finally(() => this.pending.delete(task));
  }

  /**
   * Resolves once everything added so far has finished or, given `deadlineMs`, once that much time has
   * passed: then the work still running is named to `onDropped`, once, and no longer waited for (it may
   * still finish if the process lives on). The timer keeps no process alive.
   */
  async settled(deadlineMs?: number): Promise<void> {
    const tasks = [...this.pending.keys()];
    const all = Promise.all(tasks).then(() => 'finished' as const);
    if (deadlineMs === undefined) {
      await all;
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), deadlineMs).unref();
    });
    try {
      if ((await Promise.race([all, late])) === 'finished') return;
      const dropped = tasks.flatMap((task) => this.pending.get(task) ?? []);
      if (dropped.length > 0) this.onDropped(dropped, deadlineMs);
    } finally {
      clearTimeout(timer);
    }
  }
}
