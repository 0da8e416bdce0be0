import { Logger } from '@nestjs/common';
import mongoose, { type Connection } from 'mongoose';
import { loadConfig } from '../config/app-config';
import { DatabaseServer } from '../database/database-server';
import type { RateCounter } from './rate-counter.schema';
import { RateLimiter } from './rate-limiter';

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

  it('allows `limit` hits per window per key, then says how long to wait', async () => {
    const limiter = new RateLimiter(counters(), 'spec-a', 3, 60_000);
    const t = 1_000_000;
    expect([await limiter.hit('a', t), await limiter.hit('a', t + 1), await limiter.hit('a', t + 2)]).toEqual(
      [0, 0, 0],
    );
    expect(await limiter.hit('a', t + 10_000)).toBe(50_000);
    expect(await limiter.hit('b', t + 10_000)).toBe(0);
    // The window is over (its document may well still be there): a new one starts.
    expect(await limiter.hit('a', t + 60_000)).toBe(0);
    expect(await counters().findOne({ _id: 'spec-a|a' })).toEqual({
      _id: 'spec-a|a',
      hits: 1,
      expiresAt: new Date(t + 120_000),
    });
  });

  it('counts simultaneous hits exactly, as two replicas sharing the database would', async () => {
    const one = new RateLimiter(counters(), 'spec-b', 10, 60_000);
    const other = new RateLimiter(counters(), 'spec-b', 10, 60_000);
    const waits = await Promise.all(
      Array.from({ length: 15 }, (_, i) => (i % 2 === 0 ? one : other).hit('shared', 5_000_000)),
    );
    expect(waits.filter((wait) => wait === 0)).toHaveLength(10);
    expect(waits.filter((wait) => wait === 60_000)).toHaveLength(5);
  });

  it('keeps limits with different names apart', async () => {
    const strict = new RateLimiter(counters(), 'spec-strict', 1, 60_000);
    const loose = new RateLimiter(counters(), 'spec-loose', 5, 60_000);
    expect(await strict.hit('k', 9_000_000)).toBe(0);
    expect(await strict.hit('k', 9_000_000)).toBe(60_000);
    expect(await loose.hit('k', 9_000_000)).toBe(0);
  });
});
