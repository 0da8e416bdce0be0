import { describe, expect, it } from 'vitest';
import { stubApi } from '#tests/api-stub';
import { loader } from '#app/routes/products';

const { catalog } = stubApi();

describe('the shop search of the address', () => {
  it('is cleaned of what the API would refuse (an invisible character pasted with it), not answered 404', async () => {
    catalog.listProducts.mockResolvedValue({ status: 200, body: { data: [], page: 1, pages: 0, total: 0 } });
    catalog.listAllCategories.mockResolvedValue({ status: 200, body: { data: [] } });
    catalog.listServices.mockResolvedValue({ status: 200, body: { data: [] } });
    const request = new Request(
      `http://localhost/products?search=${encodeURIComponent('tow\u200ber\ufeff')}`,
    );
    const answer = (await loader({ request, params: {}, context: {} } as never)) as unknown as {
      search: string;
    };
    expect(answer.search).toBe('tower');
    expect(catalog.listProducts.mock.calls[0]?.[0].query).toMatchObject({ search: 'tower' });
  });
});
