import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '#tests/api-stub';
import { loader } from '#app/root';

const { catalog } = stubApi();
const service = { _id: '64b7f0c2a1b2c3d4e5f60720', name: 'Home farms', slug: 'home-farms' };

async function page() {
  const answer = await loader({ request: new Request('http://localhost/about'), context: {} } as never);
  return answer as unknown as { data: { services: unknown[] }; init: { headers: Headers } };
}

describe('the root loader, for a visitor who is not signed in', () => {
  it('keeps no page whose Services menu the API did not send, and keeps the next one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    catalog.listServices.mockRejectedValueOnce(new TypeError('fetch failed'));
    const degraded = await page();
    expect(degraded.data.services).toEqual([]);
    expect(degraded.init.headers.get('Cache-Control')).toBe('private, no-store');

    catalog.listServices.mockResolvedValue({
      status: 200,
      body: { data: [{ ...service, description: 'x' }] },
    });
    const whole = await page();
    expect(whole.data.services).toEqual([service]);
    expect(whole.init.headers.get('Cache-Control')).toBe('private, no-cache');
  });
});
