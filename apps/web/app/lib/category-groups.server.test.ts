import { describe, expect, it } from 'vitest';
import { stubApi } from '#tests/api-stub';

const { catalog } = stubApi();
const { apiFor } = await import('#app/lib/api.server');
const { loadCategoryGroups } = await import('#app/lib/category-groups.server');

const service = (_id: string, name: string) => ({
  _id,
  name,
  subHeading: '',
  description: '',
  subdescription: '',
  image: [],
  video: [],
});
const category = (_id: string, serviceId: string, name: string) => ({
  _id,
  serviceId,
  name,
  slug: _id,
  description: '',
});

describe('loadCategoryGroups', () => {
  it("groups every category under its service, in the services' order, with two API calls", async () => {
    catalog.listServices.mockResolvedValue({
      status: 200,
      body: {
        data: [service('s2', 'Residential'), service('s1', 'Commercial'), service('s3', 'Industrial')],
      },
    });
    catalog.listAllCategories.mockResolvedValue({
      status: 200,
      body: {
        data: [
          category('c1', 's1', 'Container Farms'),
          category('c2', 's2', 'Grow Lights'),
          category('c3', 's1', 'Rooftop Greenhouses'),
          category('c4', 's2', 'Vertical Towers'),
        ],
      },
    });
    const request = new Request('http://localhost/products');
    const context = { clientAddress: '203.0.113.9', requestId: 'r1', logFields: {} };
    const groups = await loadCategoryGroups(apiFor(request, context as never));
    expect(groups).toEqual([
      {
        service: 'Residential',
        categories: [
          { _id: 'c2', name: 'Grow Lights' },
          { _id: 'c4', name: 'Vertical Towers' },
        ],
      },
      {
        service: 'Commercial',
        categories: [
          { _id: 'c1', name: 'Container Farms' },
          { _id: 'c3', name: 'Rooftop Greenhouses' },
        ],
      },
      // A service without categories keeps its place; the shop's filter leaves it out itself.
      { service: 'Industrial', categories: [] },
    ]);
    expect(catalog.listServiceCategories).not.toHaveBeenCalled();
    expect(catalog.listServices).toHaveBeenCalledTimes(1);
    expect(catalog.listAllCategories).toHaveBeenCalledTimes(1);
  });
});
