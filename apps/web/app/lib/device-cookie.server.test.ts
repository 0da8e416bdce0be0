import { describe, expect, it } from 'vitest';
import { deviceTokenFor, keepingDevice, rememberDevice } from '#app/lib/device-cookie.server';

/** A request carrying the cookie of a Set-Cookie value. */
const withCookie = (setCookie: string) =>
  new Request('http://localhost/', { headers: { Cookie: setCookie.split(';')[0] ?? '' } });

describe('the device cookie', () => {
  it('keeps one token per account, by address whatever its case', async () => {
    const first = withCookie(await rememberDevice(new Request('http://localhost/'), 'amina@farm.ae', 't1'));
    const both = withCookie(await rememberDevice(first, 'zaid@farm.ae', 't2'));
    expect(await deviceTokenFor(both, 'Amina@Farm.ae')).toBe('t1');
    expect(await deviceTokenFor(both, 'zaid@farm.ae')).toBe('t2');
  });

  it('moves an account to its new address after an e-mail change, keeping the other accounts', async () => {
    const first = withCookie(await rememberDevice(new Request('http://localhost/'), 'amina@farm.ae', 't1'));
    const both = withCookie(await rememberDevice(first, 'zaid@farm.ae', 't2'));
    const moved = await keepingDevice(
      both,
      Promise.resolve(new Response(null)),
      'amina@new.ae',
      't3',
      'amina@farm.ae',
    );
    const after = withCookie(moved.headers.get('Set-Cookie') ?? '');
    expect(await deviceTokenFor(after, 'amina@new.ae')).toBe('t3');
    expect(await deviceTokenFor(after, 'amina@farm.ae')).toBeUndefined();
    expect(await deviceTokenFor(after, 'zaid@farm.ae')).toBe('t2');
  });
});
