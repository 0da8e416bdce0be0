import { beforeEach, describe, expect, it, vi } from 'vitest';

import { stubApi } from '#tests/api-stub';
import { lastToast, signedInRequest } from '#tests/signed-in';

// The API behind the typed client, stubbed so each test decides what it answers.
const { orders, enquiries, auth, account } = stubApi();

const ordersPage = await import('#app/routes/account/orders');
const requestsPage = await import('#app/routes/account/enquiries');
const devicesPage = await import('#app/routes/account/devices');
const emailPage = await import('#app/routes/account/email');

const empty = (page: number, pages: number) => ({
  status: 200,
  body: { data: [], total: pages * 10, page, pages, limit: 10 },
});

async function load(loader: (args: never) => unknown, url: string): Promise<unknown> {
  const request = await signedInRequest(url);
  return Promise.resolve(loader({ request, params: {}, context: {} } as never)).catch(
    (thrown: unknown) => thrown,
  );
}

beforeEach(() => vi.clearAllMocks());

describe("the customer's lists, asked for a page they do not have", () => {
  it('send a page past the last of the requests to the last one', async () => {
    enquiries.listMySubmissions.mockResolvedValue(empty(7, 2));
    const answer = (await load(requestsPage.loader, 'http://localhost/account/enquiries?page=7')) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('/account/enquiries?page=2');
  });

  it('ask the API for at most its last page when the number is larger, then go to the last one', async () => {
    orders.listMyOrders.mockResolvedValue(empty(1_000_000, 3));
    const answer = (await load(
      ordersPage.loader,
      'http://localhost/account/orders?page=5000000',
    )) as Response;
    expect(orders.listMyOrders).toHaveBeenCalledWith(
      expect.objectContaining({ query: expect.objectContaining({ page: '1000000' }) }),
    );
    expect(answer.headers.get('Location')).toBe('/account/orders?page=3');
  });
});

describe('signing out the other devices', () => {
  it('says so in a toast when the API cannot be reached, instead of the error page', async () => {
    auth.endOtherSessions.mockRejectedValue(new TypeError('fetch failed'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const request = await signedInRequest('http://localhost/account/devices', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'intent=endOthers',
    });
    const response = (await devicesPage.action({ request, params: {}, context: {} } as never)) as Response;
    expect(auth.endOtherSessions).toHaveBeenCalledTimes(1);
    expect(response.headers.get('Location')).toBe('/account/devices');
    expect(await lastToast(response)).toMatchObject({ kind: 'error', title: 'Error' });
    vi.restoreAllMocks();
  });
});

describe('the e-mail page', () => {
  const waiting = (pendingEmail?: string) =>
    account.getPendingEmail.mockResolvedValue({ status: 200, body: { data: { pendingEmail } } });

  it('opens at the code step for the address the API says a change waits for, on a fresh visit', async () => {
    waiting('amina@new-farm.ae');
    expect(await load(emailPage.loader, 'http://localhost/account/email')).toEqual({
      email: 'amina@farm.ae',
      to: 'amina@new-farm.ae',
    });
  });

  it('names the address the API keeps, not the one in the URL', async () => {
    waiting('amina@new-farm.ae');
    const answer = await load(emailPage.loader, 'http://localhost/account/email?newEmail=someone%40else.ae');
    expect(answer).toMatchObject({ to: 'amina@new-farm.ae' });
  });

  it('opens at the first step when no change waits, whatever the URL says', async () => {
    waiting(undefined);
    const answer = await load(emailPage.loader, 'http://localhost/account/email?newEmail=anything%40farm.ae');
    expect(answer).toEqual({ email: 'amina@farm.ae', to: '' });
  });

  it('opens at the first step to send a code to another address, while a change waits', async () => {
    waiting('amina@new-farm.ae');
    account.getPendingEmail.mockClear();
    expect(await load(emailPage.loader, 'http://localhost/account/email?another')).toMatchObject({ to: '' });
    expect(account.getPendingEmail).not.toHaveBeenCalled();
  });
});

describe('asking for a code to a new e-mail address', () => {
  it('comes back to the code step without the address in the URL', async () => {
    account.changeEmail.mockResolvedValue({
      status: 200,
      body: { code: 'emailCodeSent', message: 'We have sent a code to the new address.' },
    });
    const request = await signedInRequest('http://localhost/account/email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'amina@new-farm.ae', currentPassword: 'Password123' }).toString(),
    });
    const response = (await emailPage.action({ request, params: {}, context: {} } as never)) as Response;
    expect(account.changeEmail).toHaveBeenCalledWith(
      expect.objectContaining({ body: expect.objectContaining({ email: 'amina@new-farm.ae' }) }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/account/email');
  });
});
