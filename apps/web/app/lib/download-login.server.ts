/**
 * For a route that answers a file (a CSV, the account's data): a visitor sent to sign in first comes back
 * to `page`, where the link is, since a file is no page to land on after signing in. Anything else thrown
 * goes on as it was; the redirect keeps its other headers (the cookie of a session just ended).
 */
export function backToPageAfterLogin(thrown: unknown, page: string): unknown {
  const location = thrown instanceof Response ? thrown.headers.get('Location') : null;
  if (!(thrown instanceof Response) || !location?.startsWith('/login')) return thrown;
  const headers = new Headers(thrown.headers);
  headers.set('Location', `/login?redirectTo=${encodeURIComponent(page)}`);
  return new Response(null, { status: thrown.status, headers });
}
