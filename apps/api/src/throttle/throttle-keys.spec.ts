import { emailKeyOf } from './throttle-keys';

describe('emailKeyOf', () => {
  it('keys an address the way the contract normalises it', () => {
    expect(emailKeyOf({ email: ' User@Farm.AE ' })).toBe(emailKeyOf({ email: 'user@farm.ae' }));
    expect(emailKeyOf({ email: 'user@farm.ae' })).not.toBe(emailKeyOf({ email: 'other@farm.ae' }));
  });

  it('keeps the key the same small size however long the e-mail is', () => {
    const short = emailKeyOf({ email: 'a@farm.ae' });
    const huge = emailKeyOf({ email: `${'a'.repeat(100_000)}@farm.ae` });
    expect(short).toHaveLength(43);
    expect(huge).toHaveLength(43);
    expect(huge).not.toContain('aaaa');
  });

  it('names no e-mail for a body without one as text', () => {
    for (const body of [
      undefined,
      null,
      {},
      { email: '' },
      { email: '   ' },
      { email: { $ne: null } },
      'x',
    ]) {
      expect(emailKeyOf(body)).toBeUndefined();
    }
  });
});
