import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { VERIFICATION_CODE_LENGTH } from '@farm/contract';
import type { CodePurpose, LinkPurpose, MailLink, OneTimeCode } from '../users/user.schema';
import type { IssueCap } from '../users/users.service';

/** docs/decisions/006-account-codes.md: codes work 10 minutes, once, and the fifth wrong try burns them. */
export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;

/**
 * At most this many codes of one purpose per account in any rolling hour: throttling is per e-mail and
 * address, so requests spread over many addresses could otherwise keep fetching fresh codes. With the
 * tries per code, that leaves at most 25 guesses an hour at one account.
 */
export const CODE_ISSUE_CAP = 5;
export const CODE_ISSUE_WINDOW_MS = 60 * 60 * 1000;

/** The hourly cap as a code issued at `now` meets it. */
export function codeIssueCap(now: number): IssueCap {
  return { issuedAt: new Date(now), since: new Date(now - CODE_ISSUE_WINDOW_MS), max: CODE_ISSUE_CAP };
}

/** A uniformly random 6-digit code from the operating system's CSPRNG. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');
}

/**
 * Keyed hash of a code, bound to its user and purpose: a leaked database alone does not let anyone
 * try the million codes offline, and a verification code never works as a reset code.
 */
export function hashCode(key: string, userId: string, purpose: CodePurpose, code: string): string {
  return createHmac('sha256', key).update(`${purpose}:${userId}:${code}`).digest('hex');
}

export function newCode(key: string, userId: string, purpose: CodePurpose, now = Date.now()) {
  const code = generateCode();
  const stored: OneTimeCode = {
    hash: hashCode(key, userId, purpose, code),
    expiresAt: new Date(now + CODE_TTL_MS),
    attempts: 0,
  };
  return { code, stored };
}

export type CodeCheck = 'match' | 'wrong' | 'unusable';

/** Whether a stored code can still be tried: one is stored, it has not expired and it has tries left. */
export function isUsable(stored: OneTimeCode | undefined, now: number): stored is OneTimeCode {
  return stored !== undefined && stored.expiresAt.getTime() > now && stored.attempts < CODE_MAX_ATTEMPTS;
}

/** Whether `code` is the stored one; 'unusable' when none is stored, it expired or its tries are spent. */
export function checkCode(
  key: string,
  userId: string,
  purpose: CodePurpose,
  stored: OneTimeCode | undefined,
  code: string,
  now = Date.now(),
): CodeCheck {
  if (!isUsable(stored, now)) return 'unusable';
  const given = Buffer.from(hashCode(key, userId, purpose, code), 'hex');
  const expected = Buffer.from(stored.hash, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected) ? 'match' : 'wrong';
}

/**
 * One try at `code`: a match, a wrong code with the tries it has left after this one, `spent` for the right
 * code that found no try left, or unusable (none stored, expired, burnt, replaced meanwhile). The try is
 * taken with `takeTry` (one atomic update that fails once no try is left) before its answer counts, so
 * guesses sent at once get no more tries than the code has (docs/decisions/006-account-codes.md).
 */
export type CodeTry =
  | { kind: 'match'; hash: string }
  | { kind: 'wrong'; triesLeft: number }
  | { kind: 'spent' }
  | { kind: 'unusable' };

export async function tryCode(
  key: string,
  userId: string,
  purpose: CodePurpose,
  stored: OneTimeCode | undefined,
  code: string,
  now: number,
  takeTry: (hash: string) => Promise<number | undefined>,
): Promise<CodeTry> {
  const check = checkCode(key, userId, purpose, stored, code, now);
  if (!stored || check === 'unusable') return { kind: 'unusable' };
  const taken = await takeTry(stored.hash);
  if (check === 'match')
    return taken === undefined ? { kind: 'spent' } : { kind: 'match', hash: stored.hash };
  return taken === undefined
    ? { kind: 'unusable' }
    : { kind: 'wrong', triesLeft: Math.max(0, CODE_MAX_ATTEMPTS - taken - 1) };
}

/**
 * A mail's link (a reset's, an address verification's) works for as long as the hourly cap counts its mail:
 * whenever the cap refuses a new mail, the newest one sent still holds a working link, so nobody asking on
 * the owner's behalf can leave the owner without a way in (docs/decisions/238-reset-links.md,
 * 244-verification-links.md).
 */
export const LINK_TTL_MS = CODE_ISSUE_WINDOW_MS;

// A reset link's prefix predates verification links: links already mailed keep their hashes.
const LINK_PREFIXES = { passwordReset: 'resetLink', verification: 'verificationLink' } as const;

/** Keyed hash of a link's token, bound to its user and purpose; the token itself is never stored. */
export function hashLink(key: string, userId: string, purpose: LinkPurpose, token: string): string {
  return createHmac('sha256', key).update(`${LINK_PREFIXES[purpose]}:${userId}:${token}`).digest('hex');
}

/** A new link's token (32 random bytes, base64url: 43 characters) and its stored form. */
export function newLink(key: string, userId: string, purpose: LinkPurpose, now = Date.now()) {
  const token = randomBytes(32).toString('base64url');
  const stored: MailLink = {
    hash: hashLink(key, userId, purpose, token),
    expiresAt: new Date(now + LINK_TTL_MS),
  };
  return { token, stored };
}
