import { Controller, Req } from '@nestjs/common';
import { contract } from '@farm/contract';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import type { Request } from 'express';
import type { AuthUser } from '../auth/auth-user';
import { refusal, sentence } from '../errors/error-body';
import { CatalogAdminService } from './catalog-admin.service';

/** The service-category admin routes; the contract's metadata makes AccessGuard demand the Admin role. */
@Controller()
export class CatalogAdminController {
  constructor(private readonly catalog: CatalogAdminService) {}

  @TsRestHandler(contract.adminCatalog)
  handler(@Req() req: Request & { user?: AuthUser }) {
    // AccessGuard has run: an admin route never reaches here without its caller.
    const admin = () => req.user as AuthUser;
    return tsRestHandler(contract.adminCatalog, {
      adminListServices: async () => ({ status: 200, body: { data: await this.catalog.listServices() } }),

      adminGetService: async ({ params }) => {
        const service = await this.catalog.getService(params.id);
        return service ? { status: 200, body: { data: service } } : refusal(404, 'serviceNotFound');
      },

      createService: async ({ body }) => ({
        status: 201,
        body: { data: await this.catalog.createService(admin(), body) },
      }),

      updateService: async ({ params, body }) => ({
        status: 200,
        body: { data: await this.catalog.updateService(admin(), params.id, body) },
      }),

      deleteService: async ({ params }) => {
        await this.catalog.deleteService(admin(), params.id);
        return sentence(200, 'serviceDeleted');
      },

      adminListCategories: async ({ query }) => ({
        status: 200,
        body: { data: await this.catalog.listCategories(query.serviceId) },
      }),

      adminGetCategory: async ({ params }) => {
        const category = await this.catalog.getCategory(params.id);
        return category ? { status: 200, body: { data: category } } : refusal(404, 'categoryNotFound');
      },

      createCategory: async ({ body }) => ({
        status: 201,
        body: { data: await this.catalog.createCategory(admin(), body) },
      }),

      updateCategory: async ({ params, body }) => ({
        status: 200,
        body: { data: await this.catalog.updateCategory(admin(), params.id, body) },
      }),

      deleteCategory: async ({ params }) => {
        await this.catalog.deleteCategory(admin(), params.id);
        return sentence(200, 'categoryDeleted');
      },
    });
  }
}
