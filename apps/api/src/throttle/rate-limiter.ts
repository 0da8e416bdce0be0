import { createHmac } from 'node:crypto';
import type { Collection } from 'mongodb';
import type { RateCounter } from './rate-counter.schema';

/** MongoDB's duplicate-key error: two first hits on a key raced to create its window. */
const DUPLICATE_KEY = 11000;

/**
 * Fixed-window counter per key: `limit` hits per `windowMs`, the window starting at the first hit. The
 * counters live in MongoDB (the `rateLimits` collection), so several API replicas enforce one limit
 * together (docs/decisions/092-rate-limits-in-mongodb.md). One hit is one atomic update, so simultaneous
 * requests, on one replica or several, are all counted. A key (an address, an e-mail, an account) is stored
 * only as a keyed hash under the server's secret: the collection names no one, and its ids cannot be
 * reversed by hashing guessed addresses.
 */
export class RateLimiter {
  constructor(
    private readonly counters: Collection<RateCounter>,
    /** Distinguishes this limit's keys from the other limits' in the shared collection. */
    readonly name: string,
    readonly limit: number,
    readonly windowMs: number,
    /** The server's secret, which keys the stored hashes. */
    private readonly keySecret: string,
  ) {}

  /**
   * Counts one hit, or `cost` units of a budget (megapixels of image work, say); resolves to the
   * milliseconds to wait when over the limit, else 0.
   */
  async hit(key: string, now = Date.now(), cost = 1): Promise<number> {
    return (await this.hitWindow(key, now, cost)).waitMs;
  }

  /** As `hit`, with the end of the window the hit was counted in, which names it for `giveBack`. */
  async hitWindow(key: string, now = Date.now(), cost = 1): Promise<{ waitMs: number; windowEnds: Date }> {
    const id = this.idOf(key);
    const window = await this.count(id, new Date(now), cost).catch((error: unknown) => {
      if ((error as { code?: unknown }).code !== DUPLICATE_KEY) throw error;
      // The other request created the window; counting again now increments it.
      return this.count(id, new Date(now), cost);
    });
    const waitMs = window.hits > this.limit ? Math.max(window.expiresAt.getTime() - now, 1) : 0;
    return { waitMs, windowEnds: window.expiresAt };
  }

  /**
   * Takes one hit back from the window it was counted in (`windowEnds`, from `hitWindow`), if that window
   * is still the key's: for a limit on failures that must count each try before its outcome is known, so
   * that tries made together all count, and then forgives the one that succeeded. A later window, which
   * holds other tries, is never touched.
   */
  async giveBack(key: string, windowEnds: Date): Promise<void> {
    await this.counters.updateOne(
      { _id: this.idOf(key), expiresAt: windowEnds, hits: { $gt: 0 } },
      { $inc: { hits: -1 } },
    );
  }

  /** The stored id of `key`'s window: the limit's name, then a keyed hash of the key (43 characters). */
  idOf(key: string): string {
    const hash = createHmac('sha256', this.keySecret)
      .update(`rate-limit:${this.name}|${key}`)
      .digest('base64url');
    return `${this.name}|${hash}`;
  }

  /**
   * Starts a new window when there is none or the last one is over (whether or not the TTL monitor has
   * removed it yet), else adds one hit to it: one update pipeline, evaluated on the stored document.
   */
  private async count(id: string, now: Date, cost: number): Promise<RateCounter> {
    const over = { $lte: [{ $ifNull: ['$expiresAt', new Date(0)] }, now] };
    const window = await this.counters.findOneAndUpdate(
      { _id: id },
      [
        {
          $set: {
            hits: { $cond: [over, cost, { $add: ['$hits', cost] }] },
            expiresAt: { $cond: [over, new Date(now.getTime() + this.windowMs), '$expiresAt'] },
          },
        },
      ],
      { upsert: true, returnDocument: 'after' },
    );
    if (!window) throw new Error('the rate-limit upsert returned no document');
    return window;
  }
}
