import { describe, expect, it } from 'vitest';
import { type LogFields, logUser } from '#app/lib/load-context';

describe('logUser', () => {
  it("puts the signed-in user's id on the request's log fields", () => {
    const logFields: LogFields = {};
    logUser({ logFields }, '64b7f0c2a1b2c3d4e5f60720');
    expect(logFields).toEqual({ userId: '64b7f0c2a1b2c3d4e5f60720' });
  });

  it('leaves them alone for a visitor, and does without them where no server gave any', () => {
    const logFields: LogFields = {};
    logUser({ logFields }, null);
    expect(logFields).toEqual({});
    expect(() => logUser({}, '64b7f0c2a1b2c3d4e5f60720')).not.toThrow();
  });
});
