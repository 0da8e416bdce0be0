import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a browser's device token lets it past a locked account: a year, then it gets a fresh one. */
export const DEVICE_TOKEN_TTL_MS = 365 * 24 * 3600 * 1000;

/** The account and the browser a valid device token names. */
export interface KnownDevice {
  userId: string;
  deviceId: string;
}

/**
 * The signature binds the token to the account's id and to its e-mail as the sign-in form names it, so a
 * token is worth something only when that very address is tried with it: a stranger's token from their
 * own account opens nothing for anyone else's (docs/decisions/160-device-cookies.md).
 */
function signature(secret: string, userId: string, deviceId: string, issuedAt: number, email: string) {
  return createHmac('sha256', secret)
    .update(`device-token|${userId}|${deviceId}|${issuedAt}|${email.trim().toLowerCase()}`)
    .digest();
}

/** A new device token (or a renewed one for `deviceId`): `userId.deviceId.issuedAt.signature`. */
export function issueDeviceToken(
  secret: string,
  userId: string,
  email: string,
  now: number,
  deviceId = randomBytes(16).toString('base64url'),
): string {
  const sig = signature(secret, userId, deviceId, now, email).toString('base64url');
  return `${userId}.${deviceId}.${now}.${sig}`;
}

/**
 * The account and device a token names, when it is well-formed, signed by this server for `email`, and
 * less than a year old; undefined for anything else (a forged, foreign or stale token is simply no token).
 */
export function readDeviceToken(
  secret: string,
  token: unknown,
  email: string,
  now: number,
): KnownDevice | undefined {
  if (typeof token !== 'string') return undefined;
  const parts = token.split('.');
  if (parts.length !== 4) return undefined;
  const [userId, deviceId, issued, sig] = parts as [string, string, string, string];
  if (!/^[0-9a-f]{24}$/.test(userId) || !/^[\w-]{16,64}$/.test(deviceId) || !/^\d{1,15}$/.test(issued))
    return undefined;
  const issuedAt = Number(issued);
  // A minute of leeway: the replica that issued it may run a little ahead of this one.
  if (issuedAt > now + 60_000 || now - issuedAt > DEVICE_TOKEN_TTL_MS) return undefined;
  const expected = signature(secret, userId, deviceId, issuedAt, email);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { userId, deviceId };
}
