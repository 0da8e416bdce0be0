/** Fixed-window counter per key: `limit` hits per `windowMs`, kept in memory. */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; hits: number }>();
  private lastSweep = 0;

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Counts one hit; returns the milliseconds to wait when over the limit, else 0. */
  hit(key: string, now = Date.now()): number {
    this.sweep(now);
    const window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      this.windows.set(key, { start: now, hits: 1 });
      return 0;
    }
    window.hits += 1;
    return window.hits > this.limit ? window.start + this.windowMs - now : 0;
  }

  /** Drops finished windows now and then, so the map cannot grow without bound. */
  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) {
      if (now - window.start >= this.windowMs) this.windows.delete(key);
    }
  }
}
