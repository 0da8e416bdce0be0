import type { Clock } from '../../src/clock';

/** A clock a test moves: time stands still until `advance`, which runs every tick falling due on the way. */
export class ManualClock implements Clock {
  private time = Date.now();
  private readonly timers = new Set<{ ms: number; next: number; tick: () => void }>();

  now(): number {
    return this.time;
  }

  every(ms: number, tick: () => void): () => void {
    const timer = { ms, next: this.time + ms, tick };
    this.timers.add(timer);
    return () => this.timers.delete(timer);
  }

  /** Moves time on by `ms`, running the ticks that fall due in between, earliest first. */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      let due: { ms: number; next: number; tick: () => void } | undefined;
      for (const timer of this.timers) if (timer.next <= end && (!due || timer.next < due.next)) due = timer;
      if (!due) break;
      this.time = due.next;
      due.next += due.ms;
      due.tick();
    }
    this.time = end;
  }
}
