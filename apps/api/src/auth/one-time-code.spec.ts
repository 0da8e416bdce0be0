import { CODE_MAX_ATTEMPTS, CODE_TTL_MS, checkCode, generateCode, hashCode, newCode } from './one-time-code';

const key = 'k'.repeat(32);
const userId = '65a1b2c3d4e5f60718293a4b';

describe('one-time codes', () => {
  it('are six digits, leading zeros kept', () => {
    for (let i = 0; i < 200; i += 1) expect(generateCode()).toMatch(/^\d{6}$/);
  });

  it('are stored as a keyed hash bound to user and purpose, expiring in 10 minutes', () => {
    const now = 1_700_000_000_000;
    const { code, stored } = newCode(key, userId, 'verification', now);
    expect(stored.hash).not.toContain(code);
    expect(stored.hash).toBe(hashCode(key, userId, 'verification', code));
    expect(stored.hash).not.toBe(hashCode(key, userId, 'passwordReset', code));
    expect(stored.hash).not.toBe(hashCode('other'.repeat(8), userId, 'verification', code));
    expect(stored.expiresAt.getTime()).toBe(now + CODE_TTL_MS);
    expect(stored.attempts).toBe(0);
  });

  it('match only the right code while fresh and with tries left', () => {
    const now = 1_700_000_000_000;
    const { code, stored } = newCode(key, userId, 'passwordReset', now);
    const wrong = code === '000000' ? '000001' : '000000';
    expect(checkCode(key, userId, 'passwordReset', stored, code, now + 1000)).toBe('match');
    expect(checkCode(key, userId, 'passwordReset', stored, wrong, now + 1000)).toBe('wrong');
    expect(checkCode(key, userId, 'verification', stored, code, now + 1000)).toBe('wrong');
    expect(checkCode(key, userId, 'passwordReset', stored, code, now + CODE_TTL_MS)).toBe('unusable');
    const spent = { ...stored, attempts: CODE_MAX_ATTEMPTS };
    expect(checkCode(key, userId, 'passwordReset', spent, code, now)).toBe('unusable');
    expect(checkCode(key, userId, 'passwordReset', undefined, code, now)).toBe('unusable');
  });
});
