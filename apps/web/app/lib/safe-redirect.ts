/**
 * A same-site path to go back to after a form post, or `fallback`. Rejects absolute URLs and
 * protocol-relative `//host` paths so the language switch cannot be turned into an open redirect.
 */
export function safeRedirectPath(value: unknown, fallback = '/home'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return fallback;
  if (value.startsWith('/\\') || /[\r\n]/.test(value)) return fallback;
  return value;
}
