import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { toast } from '#app/components/feedback/toast-model';

// The shop over https: the cookies that say who the visitor is are `__Host-` cookies, which a sibling
// subdomain cannot set (docs/decisions/265-host-only-cookies.md).
beforeAll(() => {
  vi.stubEnv('PUBLIC_ORIGIN', 'https://farm.example');
  vi.stubEnv('SESSION_SECRET', 'a-session-secret-for-the-host-cookie-test-0123456789');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

it('names the session cookie __Host-session, Secure, for the whole host and no Domain', async () => {
  const { commitSession, getSession, flashToast, takeToasts } = await import('#app/lib/session.server');
  const session = await getSession(new Request('https://farm.example/home'));
  const saved = toast('success', 'Saved');
  flashToast(session, saved);
  const setCookie = await commitSession(session);
  expect(setCookie).toMatch(/^__Host-session=/);
  expect(setCookie).toMatch(/; Secure/);
  expect(setCookie).toMatch(/; Path=\//);
  expect(setCookie).not.toMatch(/Domain=/i);
  // The browser sends it back under that name, and it is read.
  const cookie = setCookie.split(';')[0] ?? '';
  const again = await getSession(new Request('https://farm.example/home', { headers: { Cookie: cookie } }));
  expect(takeToasts(again)).toEqual([saved]);
  // A cookie under the plain name, as a sibling subdomain could set for the parent domain, is not read.
  const planted = await getSession(
    new Request('https://farm.example/home', {
      headers: { Cookie: cookie.replace('__Host-session', '__session') },
    }),
  );
  expect(takeToasts(planted)).toEqual([]);
});

it('names the device cookie __Host-device', async () => {
  const { rememberDevice } = await import('#app/lib/device-cookie.server');
  const setCookie = await rememberDevice(new Request('https://farm.example/login'), 'amina@farm.ae', 'token');
  expect(setCookie).toMatch(/^__Host-device=/);
  expect(setCookie).toMatch(/; Secure/);
});
