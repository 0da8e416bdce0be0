import { Controller, Req } from '@nestjs/common';
import { contract } from '@farm/contract';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import type { Request } from 'express';
import type { AuthUser } from '../auth/auth-user';
import { sentence } from '../errors/error-body';
import { namesOf } from './products-admin.mapper';
import { ProductsAdminService } from './products-admin.service';

/** The admin's products section; the contract's metadata makes AccessGuard demand the Admin role. */
@Controller()
export class ProductsAdminController {
  constructor(private readonly desk: ProductsAdminService) {}

  @TsRestHandler(contract.adminProducts)
  handler(@Req() req: Request & { user?: AuthUser }) {
    // The access guard has put the token's user on the request of every route here.
    const admin = () => req.user as AuthUser;
    return tsRestHandler(contract.adminProducts, {
      list: async ({ query }) => ({ status: 200, body: await this.desk.list(query) }),

      get: async ({ params }) => ({ status: 200, body: { data: await this.desk.get(params.id) } }),

      create: async ({ body }) => {
        const product = await this.desk.create(body, admin());
        const answer = sentence(201, 'productCreated', namesOf(product));
        return { status: 201, body: { ...answer.body, data: product } };
      },

      update: async ({ params, body }) => {
        const product = await this.desk.update(params.id, body, admin());
        const answer = sentence(200, 'productSaved', namesOf(product));
        return { status: 200, body: { ...answer.body, data: product } };
      },

      remove: async ({ params }) => ({ status: 200, body: await this.desk.remove(params.id, admin()) }),

      restore: async ({ params }) => {
        const product = await this.desk.restore(params.id, admin());
        const answer = sentence(200, 'productRestored', namesOf(product));
        return { status: 200, body: { ...answer.body, data: product } };
      },
    });
  }
}
