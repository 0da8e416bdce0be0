import { describe, expect, it } from 'vitest';
import { toast } from '#app/components/feedback/toast-model';
import { signIn } from '#app/lib/session.server';
import { loader } from '#app/routes/admin-panel/not-found';

const customer = { role: 'Customer' as const, username: 'Amina', lastname: 'K', email: 'amina@farm.ae' };
const admin = { ...customer, role: 'Admin' as const };

async function visit(path: string, user: typeof customer | typeof admin | null) {
  let cookie = '';
  if (user) {
    const signedIn = await signIn(
      new Request('http://localhost/login'),
      'tok',
      user,
      toast('success', 'Hi'),
      '/',
    );
    cookie = (signedIn.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
  }
  const request = new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });
  try {
    return await loader({
      request,
      params: { '*': path.slice('/admin-panel/'.length) },
      context: {},
    } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe('admin sections without a screen', () => {
  it('send an anonymous visitor to /login, coming back afterwards', async () => {
    const answer = await visit('/admin-panel/products', null);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('Location')).toBe('/login?redirectTo=%2Fadmin-panel%2Fproducts');
  });

  it('send a customer to /home', async () => {
    const answer = await visit('/admin-panel/order', customer);
    expect((answer as Response).headers.get('Location')).toBe('/home');
  });

  it('answer an admin with a 404 (rendered inside the admin layout)', async () => {
    const answer = await visit('/admin-panel/no-such-section', admin);
    expect(answer).not.toBeInstanceOf(Response);
    expect(answer).toMatchObject({ init: { status: 404 } });
  });
});
