import { describe, expect, it } from 'vitest';
import { tokenExpiry, tokenSubject } from '#app/lib/token-expiry';

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: unknown) => `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.signature`;

describe('tokenExpiry', () => {
  it("reads the payload's exp without needing the signing key", () => {
    expect(tokenExpiry(jwt({ sub: 'u1', exp: 1_900_000_000, iat: 1_899_000_000 }))).toBe(1_900_000_000);
  });

  it('answers null for anything that is not a JWT with a numeric exp', () => {
    expect(tokenExpiry('tok')).toBeNull();
    expect(tokenExpiry('a.b')).toBeNull();
    expect(tokenExpiry('a.%%%.c')).toBeNull();
    expect(tokenExpiry(`a.${Buffer.from('not json').toString('base64url')}.c`)).toBeNull();
    expect(tokenExpiry(jwt({ sub: 'u1' }))).toBeNull();
    expect(tokenExpiry(jwt({ exp: '1900000000' }))).toBeNull();
    expect(tokenExpiry(jwt({ exp: -5 }))).toBeNull();
    expect(tokenExpiry(jwt(null))).toBeNull();
  });
});

describe('tokenSubject', () => {
  it("reads the payload's sub, the user's id", () => {
    expect(tokenSubject(jwt({ sub: '64b7f0c2a1b2c3d4e5f60720', exp: 1_900_000_000 }))).toBe(
      '64b7f0c2a1b2c3d4e5f60720',
    );
  });

  it('answers null for anything that is not a JWT with a string sub', () => {
    expect(tokenSubject('tok')).toBeNull();
    expect(tokenSubject(`a.${Buffer.from('not json').toString('base64url')}.c`)).toBeNull();
    expect(tokenSubject(jwt({ exp: 1_900_000_000 }))).toBeNull();
    expect(tokenSubject(jwt({ sub: 42 }))).toBeNull();
    expect(tokenSubject(jwt({ sub: '' }))).toBeNull();
    expect(tokenSubject(jwt(null))).toBeNull();
  });
});
