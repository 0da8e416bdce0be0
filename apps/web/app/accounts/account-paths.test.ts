import { describe, expect, it } from 'vitest';
import { emailFromQuery, withEmail } from '#app/accounts/account-paths';

describe('withEmail', () => {
  it('carries the e-mail on, encoded', () => {
    expect(withEmail('/login', 'amina+greens@farm.ae')).toBe('/login?email=amina%2Bgreens%40farm.ae');
  });

  it('leaves the address bare when there is no e-mail yet', () => {
    expect(withEmail('/forget', '')).toBe('/forget');
  });
});

describe('emailFromQuery', () => {
  it('reads the e-mail from the address, or gives an empty one', () => {
    const at = (url: string) => emailFromQuery({ request: new Request(url) });
    expect(at('http://localhost/reset-password?email=amina%40farm.ae')).toEqual({ email: 'amina@farm.ae' });
    expect(at('http://localhost/reset-password')).toEqual({ email: '' });
  });
});
