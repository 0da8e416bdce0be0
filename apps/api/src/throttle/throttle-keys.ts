import { createHash } from 'node:crypto';

/**
 * The bucket key of the e-mail a request names, or undefined when it names none as text. The limiter runs
 * before validation, so the raw value may be anything up to the body limit: a fixed-size hash of the
 * normalised address (trimmed, lower-case, as the contract's rule makes it) keeps each key small.
 */
export function emailKeyOf(body: unknown): string | undefined {
  const email: unknown = (body as Record<string, unknown> | undefined)?.email;
  if (typeof email !== 'string') return undefined;
  const normalised = email.trim().toLowerCase();
  if (!normalised) return undefined;
  return createHash('sha256').update(normalised).digest('base64url');
}
