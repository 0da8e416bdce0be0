import { Controller, Req, UseInterceptors } from '@nestjs/common';
import { contract, languageOfHeader } from '@farm/contract';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import type { Request } from 'express';
import { refusal } from '../errors/error-body';
import { CatalogCacheInterceptor } from './catalog-cache.interceptor';
import { CatalogService } from './catalog.service';

/**
 * Maps the catalog routes of the contract onto CatalogService; request shapes are checked by ts-rest. Texts
 * answer in the Accept-Language language (docs/decisions/050-bilingual-content.md). Every answer here is public
 * and is served from memory while the catalog is unchanged (docs/decisions/090-catalog-cache.md).
 */
@Controller()
@UseInterceptors(CatalogCacheInterceptor)
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

  @TsRestHandler(contract.catalog)
  handler(@Req() req: Request) {
    const lang = languageOfHeader(req.headers['accept-language']);
    return tsRestHandler(contract.catalog, {
      listServices: async () => ({ status: 200, body: { data: await this.catalog.listServices(lang) } }),

      getService: async ({ params }) => {
        const service = await this.catalog.getService(params.id, lang);
        return service ? { status: 200, body: { data: service } } : refusal(404, 'serviceNotFound');
      },

      listServiceCategories: async ({ params }) => {
        const categories = await this.catalog.listServiceCategories(params.id, lang);
        return categories ? { status: 200, body: { data: categories } } : refusal(404, 'serviceNotFound');
      },

      listAllCategories: async () => ({
        status: 200,
        body: { data: await this.catalog.listAllCategories(lang) },
      }),

      listCategoriesBySlug: async ({ query }) => ({
        status: 200,
        body: { data: await this.catalog.categoriesBySlug(query.slugs, lang) },
      }),

      listProducts: async ({ query }) => {
        const page = await this.catalog.listProducts(query, lang);
        return page ? { status: 200, body: page } : refusal(404, 'categoryNotFound');
      },

      listCategoryProducts: async ({ params, query }) => {
        const page = await this.catalog.listCategoryProducts(params.id, query, lang);
        return page ? { status: 200, body: page } : refusal(404, 'categoryNotFound');
      },

      getProduct: async ({ params }) => {
        const product = await this.catalog.getProductBySlug(params.slug, lang);
        return product ? { status: 200, body: { data: product } } : refusal(404, 'productNotFound');
      },

      listRelatedProducts: async ({ params }) => {
        const related = await this.catalog.relatedProducts(params.slug, lang);
        return related ? { status: 200, body: { data: related } } : refusal(404, 'productNotFound');
      },
    });
  }
}
