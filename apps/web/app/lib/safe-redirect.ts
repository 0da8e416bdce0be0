const base = 'http://same-site.invalid';

/**
 * A same-site path to go back to after a form post, or `fallback`. Browsers drop tabs and newlines from
 * URLs and read `\` as `/`, so `/\t/evil.example` would leave the site: anything with a control character
 * or a backslash is refused, and what remains must resolve to this site's origin.
 */
export function safeRedirectPath(value: unknown, fallback = '/home'): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  return url.pathname + url.search + url.hash;
}
