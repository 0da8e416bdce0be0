// Test helper: requests from a signed-in customer's browser, and the toast a response leaves for the next
// page. The session module is imported when first used, after the test has stubbed the API.
const customer = { role: 'Customer' as const, username: 'Amina', lastname: 'K', email: 'amina@farm.ae' };
/** The same person as the shop's admin, for the admin panel's routes. */
export const admin = { ...customer, role: 'Admin' as const };

const cookieOf = (response: Response) => (response.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';

/** A request to `url` carrying the session cookie of a customer (or `user`) signed in with the API token `tok`. */
export async function signedInRequest(
  url: string,
  init: RequestInit = {},
  user: typeof customer | typeof admin = customer,
): Promise<Request> {
  const { signIn } = await import('#app/lib/session.server');
  const { toast } = await import('#app/components/feedback/toast-model');
  const signedIn = await signIn(new Request('http://x/'), 'tok', user, toast('success', 'Hi'), '/');
  const headers = new Headers(init.headers);
  headers.set('Cookie', cookieOf(signedIn));
  return new Request(url, { ...init, headers });
}

/** The newest toast `response` leaves in the session (the sign-in's own one waits before it). */
export async function lastToast(response: Response) {
  const { getSession, takeToasts } = await import('#app/lib/session.server');
  const request = new Request('http://localhost/', { headers: { Cookie: cookieOf(response) } });
  return takeToasts(await getSession(request)).at(-1);
}
