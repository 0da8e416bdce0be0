import { Types } from 'mongoose';
import type { Model } from 'mongoose';
import { ClockService } from '../clock/clock.service';
import type { User } from './user.schema';
import { TOKEN_HOLDER_TTL_MS, type TokenHolder, UsersService } from './users.service';

/** A users model that answers findById from `stored` (or waits for `hold` first) and counts the reads. */
function fakeModel(stored: Map<string, TokenHolder>) {
  const model = {
    reads: 0,
    hold: undefined as Promise<void> | undefined,
    findById: jest.fn((id: string) => ({
      lean: () => ({
        exec: async () => {
          model.reads += 1;
          const answer = stored.get(String(id)) ?? null;
          if (model.hold) await model.hold;
          return answer && { ...answer };
        },
      }),
    })),
    updateOne: jest.fn(() => ({ exec: async () => ({ modifiedCount: 1 }) })),
    deleteOne: jest.fn(() => ({ exec: async () => ({ deletedCount: 1 }) })),
    findByIdAndUpdate: jest.fn(() => ({ lean: () => ({ exec: async () => null }) })),
  };
  return model;
}

describe('UsersService.findForToken: a short per-process copy of the token holder', () => {
  const id = new Types.ObjectId().toHexString();
  let now: number;
  let stored: Map<string, TokenHolder>;
  let model: ReturnType<typeof fakeModel>;
  let users: UsersService;

  beforeEach(() => {
    now = Date.UTC(2026, 10, 28, 9, 0);
    const clock = new ClockService();
    jest.spyOn(clock, 'now').mockImplementation(() => now);
    stored = new Map([
      [
        id,
        {
          _id: id,
          role: 'Customer',
          username: 'Reem',
          lastname: 'Haddad',
          email: 'r@farm-test.ae',
          tokenVersion: 0,
        },
      ],
    ]);
    model = fakeModel(stored);
    users = new UsersService(model as unknown as Model<User>, clock);
  });

  const changeStored = (change: Partial<TokenHolder>) =>
    stored.set(id, { ...(stored.get(id) as TokenHolder), ...change });

  it('reads the database once for many checks within its lifetime, and again after it', async () => {
    expect(await users.findForToken(id)).toMatchObject({ username: 'Reem', tokenVersion: 0 });
    now += TOKEN_HOLDER_TTL_MS - 1;
    await users.findForToken(id);
    expect(model.reads).toBe(1);

    // Another replica's write (not seen by this process) shows once the copy has outlived its lifetime.
    changeStored({ tokenVersion: 1 });
    now += 2;
    expect(await users.findForToken(id)).toMatchObject({ tokenVersion: 1 });
    expect(model.reads).toBe(2);
  });

  it.each([
    [
      'a code used (a password reset ends earlier tokens)',
      (s: UsersService) =>
        s.consumeCode(id as never, 'passwordReset', 'hash', 5, { $inc: { tokenVersion: 1 } }),
    ],
    ['the first-admin take-over', (s: UsersService) => s.takeOverAsAdmin(id as never, 'hash')],
    ['a rename', (s: UsersService) => s.rename(id, { username: 'Reem', lastname: 'Nasser' })],
    ['the account removed', (s: UsersService) => s.remove(id)],
  ])('forgets its copy at once after %s in this process', async (_, write) => {
    await users.findForToken(id);
    changeStored({ role: 'Admin', tokenVersion: 1 });
    await write(users);
    expect(await users.findForToken(id)).toMatchObject({ role: 'Admin', tokenVersion: 1 });
    expect(model.reads).toBe(2);
  });

  it('does not keep a read that a write to a user overtook', async () => {
    let release = () => undefined as void;
    model.hold = new Promise<void>((resolve) => (release = resolve));
    const racing = users.findForToken(id); // reads the old record, then waits
    await users.remove(id); // the write ends while that read is on its way
    release();
    model.hold = undefined;
    expect(await racing).toMatchObject({ tokenVersion: 0 });
    stored.delete(id);
    expect(await users.findForToken(id)).toBeNull();
  });

  it('keeps no copy of a user that does not exist, and reads no id that is not an ObjectId', async () => {
    const missing = new Types.ObjectId().toHexString();
    expect(await users.findForToken(missing)).toBeNull();
    stored.set(missing, { ...(stored.get(id) as TokenHolder), _id: missing });
    expect(await users.findForToken(missing)).toMatchObject({ username: 'Reem' });
    expect(await users.findForToken('not-an-id')).toBeNull();
    expect(model.reads).toBe(2);
  });
});
