/**
 * Where mongo-lite's time comes from: idle cursors, TTL indexes and the transaction lifetime limit all read
 * it. A test passes its own clock and moves time instead of waiting for it.
 */
export interface Clock {
  now(): number;
  /** Calls `tick` every `ms` milliseconds until the returned function is called; never keeps the process up. */
  every(ms: number, tick: () => void): () => void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  every(ms, tick) {
    const timer = setInterval(tick, ms);
    timer.unref();
    return () => clearInterval(timer);
  },
};
