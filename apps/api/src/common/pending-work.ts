import type { LoggerService } from '@nestjs/common';
import { failureOf } from '../logging/failure-of';

/**
 * Work left running in the background (a mail after the answer has gone), kept so shutdown and tests can
 * wait for it; a failure is handed to `onFailure` (logged), never thrown at the request that started it.
 * A service drains its work in `beforeApplicationShutdown`: by then the API takes no more requests (so none
 * adds work behind the drain) and the database is still open (docs/decisions/249-shutdown-in-order.md).
 */
export class PendingWork {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly onFailure: (what: string, error: unknown) => void) {}

  /** Work whose failure `logger` reports as "Could not <what>: <the error>". */
  static loggedBy(logger: Pick<LoggerService, 'error'>): PendingWork {
    return new PendingWork((what, error) => logger.error(`Could not ${what}: ${failureOf(error)}`));
  }

  add(what: string, work: Promise<void>): void {
    const task = work.catch((error: unknown) => this.onFailure(what, error));
    this.pending.add(task);
    void task.finally(() => this.pending.delete(task));
  }

  /** Resolves once everything added so far has finished. */
  async settled(): Promise<void> {
    await Promise.all(this.pending);
  }
}
