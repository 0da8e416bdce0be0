import { isIPv6 } from 'node:net';

/**
 * The bucket key of the e-mail a request names, or undefined when it names none as text. The limiter runs
 * before validation, so the raw value may be anything up to the body limit; the limiter stores only a
 * fixed-size keyed hash of it. Normalised as the contract's rule makes it: trimmed, lower-case.
 */
export function emailKeyOf(body: unknown): string | undefined {
  const email: unknown = (body as Record<string, unknown> | undefined)?.email;
  if (typeof email !== 'string') return undefined;
  const normalised = email.trim().toLowerCase();
  if (!normalised) return undefined;
  return normalised;
}

/** Mail providers where dots in the name part are ignored, and the domains that reach the same inboxes. */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/**
 * The bucket key of the inbox an address reaches (stored lower-cased, as the contract reads it): without a
 * `+tag`, and for Gmail without dots and under one domain, so `a.mina+1@googlemail.com` and
 * `amina@gmail.com` count as one inbox.
 */
export function inboxKeyOf(email: string): string {
  const at = email.lastIndexOf('@');
  const domain = email.slice(at + 1);
  let name = email.slice(0, at).split('+')[0] ?? '';
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) name = name.replaceAll('.', '');
  return `${name}@${dotless ?? domain}`;
}

/**
 * The bucket key of a client's address: an IPv4 address as it is (an IPv4 address written as IPv6,
 * `::ffff:a.b.c.d`, counts as itself), an IPv6 address by its /64 network. A home or a phone on IPv6 is
 * given a whole /64 and may send from any address in it, so counting each address alone would give one
 * client billions of buckets.
 */
export function addressKeyOf(address: string): string {
  const plain = address.replace(/%.*$/, '').toLowerCase();
  if (!isIPv6(plain)) return plain;
  const groups = ipv6Groups(plain);
  // ::ffff:a.b.c.d (or its hex form ::ffff:cb00:7107) is an IPv4 client.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** Whether a key of addressKeyOf is this machine's: 127.0.0.0/8, or ::1 (counted by its /64). */
export function isLoopbackKey(key: string): boolean {
  return key.startsWith('127.') || key === '0:0:0:0::/64';
}

/** The eight 16-bit groups of a valid IPv6 address, `::` expanded and a dotted IPv4 ending as two groups. */
function ipv6Groups(address: string): number[] {
  const parse = (part: string): number[] =>
    part
      ? part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        })
      : [];
  const [head = '', tail] = address.split('::');
  const start = parse(head);
  const end = tail === undefined ? [] : parse(tail);
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
}
