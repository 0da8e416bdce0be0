import { beforeEach, describe, expect, it } from 'vitest';
import { toast } from '#app/components/feedback/toast-model';
import { getSession, signedInOf, signIn } from '#app/lib/session.server';
import { stubApi } from '#tests/api-stub';
import { loader } from '#app/routes/admin-panel/layout';

const { me } = stubApi().auth;
const admin = { role: 'Admin' as const, username: 'Amina', lastname: 'K', email: 'amina@farm.ae' };
const errorBody = { statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' };
const REQUEST_ID = '0b7c4a52-6f0e-4d8a-9c1b-2e3f4a5b6c7d';

function cookieOf(response: Response): string {
  return (response.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
}

async function adminCookie(): Promise<string> {
  return cookieOf(
    await signIn(new Request('http://localhost/login'), 'tok', admin, toast('success', 'Hi'), '/'),
  );
}

async function visit(cookie: string | null, path = '/admin-panel/dashboard') {
  const request = new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });
  try {
    return await loader({ request, params: {}, context: { requestId: REQUEST_ID } } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

beforeEach(() => me.mockReset());

describe('admin layout loader', () => {
  it('sends an anonymous visitor to /login without asking the API', async () => {
    const answer = (await visit(null)) as Response;
    expect(answer.headers.get('Location')).toBe('/login?redirectTo=%2Fadmin-panel%2Fdashboard');
    expect(me).not.toHaveBeenCalled();
  });

  it("asks the API who the token belongs to and shows the API's answer", async () => {
    me.mockResolvedValue({ status: 200, body: { data: { ...admin, username: 'Amina B' } } });
    expect(await visit(await adminCookie())).toEqual({ user: { ...admin, username: 'Amina B' } });
    expect(me).toHaveBeenCalledWith({
      params: {},
      query: {},
      body: undefined,
      headers: {
        authorization: 'Bearer tok',
        'accept-encoding': 'identity',
        'accept-language': 'en',
        'x-request-id': REQUEST_ID,
      },
    });
  });

  it('ends the session on a 401 (a token revoked by a password reset) and goes to /login', async () => {
    me.mockResolvedValue({ status: 401, body: errorBody });
    const answer = (await visit(await adminCookie(), '/admin-panel/products')) as Response;
    expect(answer.headers.get('Location')).toBe('/login?redirectTo=%2Fadmin-panel%2Fproducts');
    const after = await getSession(
      new Request('http://localhost/', { headers: { Cookie: cookieOf(answer) } }),
    );
    expect(signedInOf(after)).toBeNull();
  });

  it('sends an account the API no longer treats as an admin to /home', async () => {
    me.mockResolvedValue({ status: 403, body: { ...errorBody, statusCode: 403 } });
    expect(((await visit(await adminCookie())) as Response).headers.get('Location')).toBe('/home');
    me.mockResolvedValue({ status: 200, body: { data: { ...admin, role: 'Customer' } } });
    expect(((await visit(await adminCookie())) as Response).headers.get('Location')).toBe('/home');
  });

  it('fails loudly on an unexpected answer', async () => {
    me.mockResolvedValue({ status: 500, body: {} });
    await expect(visit(await adminCookie())).rejects.toThrow('The API answered 500');
  });
});
