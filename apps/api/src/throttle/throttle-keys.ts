import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';

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

/**
 * The bucket key of a client's address: an IPv4 address as it is (an IPv4 address written as IPv6,
 * `::ffff:a.b.c.d`, counts as itself), an IPv6 address by its /64 network. A home or a phone on IPv6 is
 * given a whole /64 and may send from any address in it, so counting each address alone would give one
 * client billions of buckets.
 */
export function addressKeyOf(address: string): string {
  const plain = address.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(plain);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(plain)) return plain;
  const [head = '', tail] = plain.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const start = groups(head);
  const end = tail === undefined ? [] : groups(tail);
  // A dotted IPv4 ending (64:ff9b::1.2.3.4) stands in the last groups, never in the network's four.
  const network = [...start, ...Array<string>(Math.max(0, 8 - start.length - end.length)).fill('0'), ...end]
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''));
  return `${network.join(':')}::/64`;
}
