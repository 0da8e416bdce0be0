const base = 'http://same-site.invalid';

/**
 * A same-site path to go back to after a form post, or `fallback`: the one guard for every `redirectTo`.
 *
 * - Browsers drop tabs and newlines from URLs and read `\` as `/`, so `/\t/evil.example` would leave the
 *   site: anything with a control character or a backslash is refused.
 * - What remains must resolve to this site's origin.
 * - And the path it resolves to must not itself start with `//`: `/.//evil.example` and `/..//evil.example`
 *   normalise to `//evil.example`, which a browser reads as another host when it follows the Location.
 *
 * The result is the normalised path, so what is checked is exactly what is sent.
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
  if (url.origin !== base || url.pathname.startsWith('//')) return fallback;
  return url.pathname + url.search + url.hash;
}
