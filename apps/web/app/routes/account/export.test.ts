import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { stubApi } from '#tests/api-stub';
import { lastToast, signedInRequest } from '#tests/signed-in';

// The API behind the typed client, stubbed so each test decides what it answers.
const { account } = stubApi();

const { loader } = await import('#app/routes/account/export');
async function download(lang: 'en' | 'ar' = 'en') {
  const request = await signedInRequest(`http://localhost/account/export${lang === 'ar' ? '?lang=ar' : ''}`);
  return (await loader({ request, params: {}, context: {} } as never)) as Response;
}

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.restoreAllMocks());

describe('the data download', () => {
  it('answers a file named by the day it was gathered', async () => {
    account.exportAccount.mockResolvedValue({
      status: 200,
      body: { data: { exportedAt: '2026-12-04T21:00:00.000Z', account: { email: 'amina@farm.ae' } } },
    });
    const response = await download();
    expect(response.status).toBe(200);
    // 21:00 UTC is already the next day on the shop's clock (Dubai), as every download is named.
    expect(response.headers.get('Content-Disposition')).toBe(
      'attachment; filename="my-account-data-2026-12-05.json"',
    );
    expect(JSON.parse(await response.text())).toMatchObject({ account: { email: 'amina@farm.ae' } });
  });

  it('goes back to the profile page with the API reason when the download is refused', async () => {
    const message = 'Too many attempts. Please wait a minute and try again.';
    account.exportAccount.mockResolvedValue({
      status: 429,
      body: { statusCode: 429, code: 'tooManyRequests', message, error: message },
    });
    const response = await download();
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/account/profile');
    expect(await lastToast(response)).toMatchObject({
      kind: 'error',
      title: 'Your data was not downloaded',
      message,
    });
  });

  it('says so in the page language when the API cannot be reached', async () => {
    account.exportAccount.mockRejectedValue(new TypeError('fetch failed'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await download('ar');
    expect(response.headers.get('Location')).toBe('/account/profile?lang=ar');
    expect(await lastToast(response)).toMatchObject({
      kind: 'error',
      title: 'لم يتم تنزيل بياناتك',
      message: 'تعذّر تجميع بياناتك الآن. يُرجى المحاولة مرة أخرى بعد بضع دقائق.',
    });
  });
});
