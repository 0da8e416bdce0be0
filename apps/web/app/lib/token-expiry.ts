import { z } from 'zod';

const expirySchema = z.object({ exp: z.number().finite().positive() });
const subjectSchema = z.object({ sub: z.string().min(1).max(128) });

/** The token's claims, or null when it is not a JWT. The signature is not checked (see tokenExpiry). */
function claimsOf(token: string): unknown {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    return JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

/**
 * When the API token stops working, in seconds since the epoch (its JWT `exp` claim), or null when the
 * token is not a JWT with one. The signature is deliberately not checked: this server does not hold the
 * API's key and needs none, because the API verifies the token on every call; the expiry only lets the web
 * session end together with the token instead of showing a signed-in header for a dead one.
 */
export function tokenExpiry(token: string): number | null {
  const parsed = expirySchema.safeParse(claimsOf(token));
  return parsed.success ? Math.floor(parsed.data.exp) : null;
}

/**
 * The user the API token was issued to (its `sub` claim: the user's id), or null. Unverified like the
 * expiry, so it only labels log lines; the API decides who a token belongs to.
 */
export function tokenSubject(token: string): string | null {
  const parsed = subjectSchema.safeParse(claimsOf(token));
  return parsed.success ? parsed.data.sub : null;
}
