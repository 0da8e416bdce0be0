import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a browser's device token lets it past a locked account: a year, then it gets a fresh one. */
export const DEVICE_TOKEN_TTL_MS = 365 * 24 * 3600 * 1000;

/** The account and the browser a valid device token names. */
export interface KnownDevice {
  userId: string;
  deviceId: string;
}

/**
 * What a token is bound to: the e-mail as the sign-in form names it, and when the account's password last
 * changed (`passwordStampOf`), so a token is worth something only when that very address is tried with it
 * (a stranger's token from their own account opens nothing for anyone else's) and only until the password
 * changes: a stolen browser loses its allowance once the owner changes or resets the password
 * (docs/decisions/160-device-cookies.md).
 */
export interface DeviceBinding {
  email: string;
  passwordStamp: number;
}

/** The moment the account's password last changed, in milliseconds; 0 for one never changed. */
export function passwordStampOf(account: { passwordChangedAt?: Date | null }): number {
  return account.passwordChangedAt?.getTime() ?? 0;
}

function signature(secret: string, userId: string, deviceId: string, issuedAt: number, bound: DeviceBinding) {
  const email = bound.email.trim().toLowerCase();
  return createHmac('sha256', secret)
    .update(`device-token|${userId}|${deviceId}|${issuedAt}|${email}|${bound.passwordStamp}`)
    .digest();
}

/** A new device token (or a renewed one for `deviceId`): `userId.deviceId.issuedAt.signature`. */
export function issueDeviceToken(
  secret: string,
  userId: string,
  bound: DeviceBinding,
  now: number,
  deviceId = randomBytes(16).toString('base64url'),
): string {
  const sig = signature(secret, userId, deviceId, now, bound).toString('base64url');
  return `${userId}.${deviceId}.${now}.${sig}`;
}

/** The parts of a well-formed token, or undefined. */
function partsOf(token: unknown) {
  if (typeof token !== 'string') return undefined;
  const parts = token.split('.');
  if (parts.length !== 4) return undefined;
  const [userId, deviceId, issued, sig] = parts as [string, string, string, string];
  if (!/^[0-9a-f]{24}$/.test(userId) || !/^[\w-]{16,64}$/.test(deviceId) || !/^\d{1,15}$/.test(issued))
    return undefined;
  return { userId, deviceId, issuedAt: Number(issued), sig };
}

/** The account a well-formed token names, signed or not: whose password stamp to read before `readDeviceToken`. */
export function deviceTokenAccount(token: unknown): string | undefined {
  return partsOf(token)?.userId;
}

/**
 * The account and device a token names, when it is well-formed, signed by this server for `bound` (the
 * e-mail tried and the account's password stamp now), and less than a year old; undefined for anything
 * else (a forged, foreign, stale or revoked token is simply no token).
 */
export function readDeviceToken(
  secret: string,
  token: unknown,
  bound: DeviceBinding,
  now: number,
): KnownDevice | undefined {
  const parts = partsOf(token);
  if (!parts) return undefined;
  const { userId, deviceId, issuedAt, sig } = parts;
  // A minute of leeway: the replica that issued it may run a little ahead of this one.
  if (issuedAt > now + 60_000 || now - issuedAt > DEVICE_TOKEN_TTL_MS) return undefined;
  const expected = signature(secret, userId, deviceId, issuedAt, bound);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { userId, deviceId };
}
