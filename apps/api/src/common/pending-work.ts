/**
 * Work left running in the background (a mail after the answer has gone), kept so shutdown and tests can
 * wait for it; a failure is handed to `onFailure` (logged), never thrown at the request that started it.
 */
export class PendingWork {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly onFailure: (what: string, error: unknown) => void) {}

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
