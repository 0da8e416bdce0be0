/** Hosts a browser reaches over plain http on this machine only. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

type CookieEnv = { NODE_ENV: string; PUBLIC_ORIGIN: string };

/**
 * Whether the session cookie gets the Secure attribute. Secure in production, so the token never
 * crosses the network in clear. Always when the site is public over https. In production (NODE_ENV=production)
 * also over http, with one exception: a PUBLIC_ORIGIN of plain http on localhost or 127.0.0.1, which is a
 * production build run on this machine (`pnpm start`, the Playwright suite). There the browser talks to the
 * server over loopback only, and a Secure cookie would not come back over http, so nobody could sign in.
 * Development and test runs over http stay without it for the same reason.
 */
export function secureCookie(settings: CookieEnv): boolean {
  let origin: URL;
  try {
    origin = new URL(settings.PUBLIC_ORIGIN);
  } catch {
    // An unreadable origin is no reason to send the token in clear.
    return settings.NODE_ENV === 'production';
  }
  if (origin.protocol === 'https:') return true;
  if (settings.NODE_ENV !== 'production') return false;
  return !(origin.protocol === 'http:' && LOOPBACK_HOSTS.has(origin.hostname));
}

/**
 * The name of a cookie that proves who the visitor is (the session, the device tokens): `__Host-<name>` when
 * the cookie is Secure, `__<name>` otherwise. Browsers keep a `__Host-` cookie only when it is Secure, set by
 * the site's own host, for Path=/ and with no Domain, so a sibling subdomain (another service of the
 * company, a hosted page under it) cannot plant a session of its own choosing on the shop's visitors
 * (docs/decisions/265-host-only-cookies.md). Plain http on this machine cannot have Secure cookies, hence the
 * other name there.
 */
export function identityCookieName(name: string, settings: CookieEnv): string {
  return secureCookie(settings) ? `__Host-${name}` : `__${name}`;
}

/**
 * Production over plain http on a public address: the cookie is Secure (above), so browsers will not keep it
 * and nobody can sign in. Said once at start-up rather than failing later without a word.
 */
export function insecureProductionWarning(settings: CookieEnv): string | null {
  if (settings.NODE_ENV !== 'production' || !secureCookie(settings)) return null;
  try {
    if (new URL(settings.PUBLIC_ORIGIN).protocol === 'https:') return null;
  } catch {
    // Falls through: an unreadable origin deserves the warning too.
  }
  return `PUBLIC_ORIGIN ${settings.PUBLIC_ORIGIN} is not https: the Secure session cookie will not be kept by browsers, so signing in will not work. Serve the site over https.`;
}
