// Test helper: requests from a signed-in customer's browser, and the toast a response leaves for the next
// page. The session module is imported when first used, after the test has stubbed the API.
const customer = { role: 'Customer' as const, username: 'Amina', lastname: 'K', email: 'amina@farm.ae' };

const cookieOf = (response: Response) => (response.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';

/** A request to `url` carrying the session cookie of a customer signed in with the API token `tok`. */
export async function signedInRequest(url: string, init: RequestInit = {}): Promise<Request> {
  const { signIn } = await import('#app/lib/session.server');
  const { toast } = await import('#app/components/feedback/toast-model');
  const signedIn = await signIn(new Request('http://x/'), 'tok', customer, toast('success', 'Hi'), '/');
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
