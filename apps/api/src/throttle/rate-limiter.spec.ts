import { Logger } from '@nestjs/common';
import mongoose, { type Connection } from 'mongoose';
import { loadConfig } from '../config/app-config';
import { DatabaseServer } from '../database/database-server';
import type { RateCounter } from './rate-counter.schema';
import { RateLimiter } from './rate-limiter';

const SECRET = 'a-secret-of-the-server-for-rate-limit-keys';

describe('RateLimiter (counters in MongoDB)', () => {
  let server: DatabaseServer;
  let connection: Connection;

  beforeAll(async () => {
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    server = await DatabaseServer.start({
      ...loadConfig({}),
      mongodbUri: undefined,
      embeddedDbPath: undefined,
    });
    connection = await mongoose.createConnection(server.uri).asPromise();
  });

  afterAll(async () => {
    await connection.close();
    await server.stop();
    jest.restoreAllMocks();
  });

  const counters = () => connection.collection<RateCounter>('rateLimits');

  it('gives a hit back to the window it was counted in only, never below nothing', async () => {
    const limiter = new RateLimiter(counters(), 'spec-give-back', 2, 60_000, SECRET);
    const t = 20_000_000;
    const first = await limiter.hitWindow('k', t);
    await limiter.hitWindow('k', t + 1);
    await limiter.giveBack('k', first.windowEnds);
    // One of the two is forgiven: one more fits, the next is over the limit.
    expect(await limiter.hit('k', t + 2)).toBe(0);
    expect(await limiter.hit('k', t + 3)).toBeGreaterThan(0);
    // A window that has ended and been followed by another: its give-back leaves the new one alone.
    const later = await limiter.hitWindow('k', t + 60_000);
    await limiter.hitWindow('k', t + 60_001);
    await limiter.giveBack('k', first.windowEnds);
    expect(await limiter.hit('k', t + 60_002)).toBeGreaterThan(0);
    // Given back more often than counted, a window stays at nothing.
    const empty = new RateLimiter(counters(), 'spec-give-back-floor', 1, 60_000, SECRET);
    const only = await empty.hitWindow('k', t);
    await empty.giveBack('k', only.windowEnds);
    await empty.giveBack('k', only.windowEnds);
    expect(await empty.hit('k', t + 1)).toBe(0);
    expect(await empty.hit('k', t + 2)).toBeGreaterThan(0);
    expect(later.windowEnds.getTime()).toBe(t + 120_000);
  });

  it('allows `limit` hits per window per key, then says how long to wait', async () => {
    const limiter = new RateLimiter(counters(), 'spec-a', 3, 60_000, SECRET);
    const t = 1_000_000;
    expect([await limiter.hit('a', t), await limiter.hit('a', t + 1), await limiter.hit('a', t + 2)]).toEqual(
      [0, 0, 0],
    );
    expect(await limiter.hit('a', t + 10_000)).toBe(50_000);
    expect(await limiter.hit('b', t + 10_000)).toBe(0);
    // The window is over (its document may well still be there): a new one starts.
    expect(await limiter.hit('a', t + 60_000)).toBe(0);
    expect(await counters().findOne({ _id: limiter.idOf('a') })).toEqual({
      _id: limiter.idOf('a'),
      hits: 1,
      expiresAt: new Date(t + 120_000),
    });
  });

  it('counts simultaneous hits exactly, as two replicas sharing the database would', async () => {
    const one = new RateLimiter(counters(), 'spec-b', 10, 60_000, SECRET);
    const other = new RateLimiter(counters(), 'spec-b', 10, 60_000, SECRET);
    const waits = await Promise.all(
      Array.from({ length: 15 }, (_, i) => (i % 2 === 0 ? one : other).hit('shared', 5_000_000)),
    );
    expect(waits.filter((wait) => wait === 0)).toHaveLength(10);
    expect(waits.filter((wait) => wait === 60_000)).toHaveLength(5);
  });

  it('stores a key only as a keyed hash of one small size, however long the key', async () => {
    const limiter = new RateLimiter(counters(), 'spec-hidden', 5, 60_000, SECRET);
    const email = `amina${'a'.repeat(100_000)}@farm.ae`;
    await limiter.hit(email, 11_000_000);
    await limiter.hit('amina@farm.ae', 11_000_000);
    const ids = (
      await counters()
        .find({ _id: /^spec-hidden\|/ })
        .toArray()
    ).map((window) => window._id);
    expect(ids).toHaveLength(2);
    for (const id of ids) {
      expect(id).toHaveLength('spec-hidden|'.length + 43);
      expect(id).not.toMatch(/amina|farm/);
    }
    // Another server secret gives other ids: a guessed address cannot be hashed to find its window.
    const elsewhere = new RateLimiter(counters(), 'spec-hidden', 5, 60_000, 'another-secret');
    expect(elsewhere.idOf('amina@farm.ae')).not.toBe(limiter.idOf('amina@farm.ae'));
  });

  it('keeps limits with different names apart', async () => {
    const strict = new RateLimiter(counters(), 'spec-strict', 1, 60_000, SECRET);
    const loose = new RateLimiter(counters(), 'spec-loose', 5, 60_000, SECRET);
    expect(await strict.hit('k', 9_000_000)).toBe(0);
    expect(await strict.hit('k', 9_000_000)).toBe(60_000);
    expect(await loose.hit('k', 9_000_000)).toBe(0);
  });
});
