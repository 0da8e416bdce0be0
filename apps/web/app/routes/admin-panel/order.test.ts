import { afterEach, describe, expect, it, vi } from 'vitest';

import { stubApi } from '#tests/api-stub';
import { admin, lastToast, signedInRequest } from '#tests/signed-in';

const { orders } = stubApi();

const { action } = await import('#app/routes/admin-panel/order');
const ID = '65a1b2c3d4e5f60718293a4b';

afterEach(() => vi.clearAllMocks());

/** A status change posted from the order's page, in `lang`. */
async function post(fields: Record<string, string>, lang: 'en' | 'ar') {
  const request = await signedInRequest(
    `http://localhost/admin-panel/order/${ID}?lang=${lang}&back=${encodeURIComponent('?status=Pending')}`,
    { method: 'POST', body: new URLSearchParams(fields) },
    admin,
  );
  return (await action({ request, params: { id: ID }, context: {} } as never)) as Response;
}

const refusal = (code: string, params: Record<string, string>) => ({
  status: 409,
  body: { statusCode: 409, code, params, message: 'refused', error: 'Conflict' },
});

describe('the admin order page, changing the status', () => {
  it('asks the API to change it only from the status the page showed', async () => {
    orders.adminChangeOrderStatus.mockResolvedValue(refusal('orderStatusMoved', { status: 'Confirmed' }));
    const answer = await post(
      { status: 'Cancelled', confirm: 'yes', from: 'Pending', note: 'Out of stock' },
      'en',
    );
    expect(orders.adminChangeOrderStatus).toHaveBeenCalledWith(
      expect.objectContaining({ body: { status: 'Cancelled', note: 'Out of stock', from: 'Pending' } }),
    );
    // Back to the same page, which still knows the list it was opened from.
    expect(answer.headers.get('Location')).toBe(`/admin-panel/order/${ID}?lang=en&back=%3Fstatus%3DPending`);
    expect(await lastToast(answer)).toMatchObject({
      kind: 'error',
      title: 'The status was not changed',
      message: 'Someone else changed this order meanwhile: it is Confirmed now.',
    });
  });

  it('names the statuses of a refusal in the page’s language', async () => {
    orders.adminChangeOrderStatus.mockResolvedValue(
      refusal('orderStatusRefused', { from: 'Pending', to: 'Confirmed' }),
    );
    const answer = await post({ status: 'Confirmed', from: 'Pending' }, 'ar');
    expect(await lastToast(answer)).toMatchObject({
      title: 'لم تتغير الحالة',
      message: 'لا يمكن تغيير الطلب من الحالة قيد الانتظار إلى مؤكد.',
    });
  });
});
