import { Controller } from '@nestjs/common';
import { contract } from '@farm/contract';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { refusal } from '../errors/error-body';
import { CatalogService } from './catalog.service';

/** Maps the catalog routes of the contract onto CatalogService; request shapes are checked by ts-rest. */
@Controller()
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

  @TsRestHandler(contract.catalog)
  handler() {
    return tsRestHandler(contract.catalog, {
      listServices: async () => ({ status: 200, body: { data: await this.catalog.listServices() } }),

      getService: async ({ params }) => {
        const service = await this.catalog.getService(params.id);
        return service ? { status: 200, body: { data: service } } : refusal(404, 'serviceNotFound');
      },

      listServiceCategories: async ({ params }) => {
        const categories = await this.catalog.listServiceCategories(params.id);
        return categories ? { status: 200, body: { data: categories } } : refusal(404, 'serviceNotFound');
      },

      listProducts: async ({ query }) => ({ status: 200, body: await this.catalog.listProducts(query) }),

      listCategoryProducts: async ({ params, query }) => {
        const page = await this.catalog.listCategoryProducts(params.id, query);
        return page ? { status: 200, body: page } : refusal(404, 'categoryNotFound');
      },

      getProduct: async ({ params }) => {
        const product = await this.catalog.getProductBySlug(params.slug);
        return product ? { status: 200, body: { data: product } } : refusal(404, 'productNotFound');
      },
    });
  }
}
