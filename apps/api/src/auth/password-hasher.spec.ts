import { loadConfig } from '../config/app-config';
import { PASSWORD_HASH_COST, PasswordHasher } from './password-hasher';

describe('PasswordHasher', () => {
  it("hashes with argon2id at OWASP's baseline unless the configuration says otherwise", async () => {
    expect(PASSWORD_HASH_COST).toEqual({ memoryCost: 19456, timeCost: 2 });
    const running = new PasswordHasher(loadConfig({}));
    expect(await running.hash('greens2025')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await new PasswordHasher().hash('greens2025')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('never takes its cost from the environment', () => {
    const env = { PASSWORD_HASH_COST: '8', PASSWORD_HASH_COST_MEMORY: '8', passwordHashCost: '8' };
    expect(loadConfig(env).passwordHashCost).toBeUndefined();
  });

  it('checks a hash made at any cost, and refuses a wrong password or a malformed hash', async () => {
    const cheap = new PasswordHasher({
      ...loadConfig({}),
      passwordHashCost: { memoryCost: 256, timeCost: 1 },
    });
    const stored = await cheap.hash('greens2025');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=256,t=1,p=1\$/);
    const running = new PasswordHasher(loadConfig({}));
    expect(await running.verify(stored, 'greens2025')).toBe(true);
    expect(await running.verify(stored, 'greens2026')).toBe(false);
    expect(await running.verify('not a hash', 'greens2025')).toBe(false);
  });

  it('spends a check on the decoy for a missing account and answers false', async () => {
    const hasher = new PasswordHasher();
    const verify = jest.spyOn(hasher, 'verify');
    expect(await hasher.verifyAgainstDecoy('greens2025')).toBe(false);
    expect(await hasher.verifyAgainstDecoy('decoy-password-never-used')).toBe(false);
    expect(verify).toHaveBeenCalledTimes(2);
  });
});
