import { z } from 'zod';

const payloadSchema = z.object({ exp: z.number().finite().positive() });

/**
 * When the API token stops working, in seconds since the epoch (its JWT `exp` claim), or null when the
 * token is not a JWT with one. The signature is deliberately not checked: this server does not hold the
 * API's key and needs none, because the API verifies the token on every call; the expiry only lets the web
 * session end together with the token instead of showing a signed-in header for a dead one.
 */
export function tokenExpiry(token: string): number | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    const parsed = payloadSchema.safeParse(payload);
    return parsed.success ? Math.floor(parsed.data.exp) : null;
  } catch {
    return null;
  }
}
