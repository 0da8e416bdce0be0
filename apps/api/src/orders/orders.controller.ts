import { Controller, Req } from '@nestjs/common';
import { contract, languageOfHeader } from '@farm/contract';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import type { Request } from 'express';
import type { AuthUser } from '../auth/auth-user';
import { mailLanguageOf } from '../auth/mail-language';
import { sentence } from '../errors/error-body';
import { OrderBook } from './order-book';
import { OrdersService, type Placement } from './orders.service';

/** Orders: placing, the checkout summary, the customer's history and the admin's routes. */
@Controller()
export class OrdersController {
  constructor(
    private readonly orders: OrdersService,
    private readonly book: OrderBook,
  ) {}

  @TsRestHandler(contract.orders)
  handler(@Req() req: Request & { user?: AuthUser }) {
    // The access guard has put the token's user on the request of every route here.
    const caller = () => req.user as AuthUser;
    const language = mailLanguageOf(req.headers['accept-language']);
    const placed = ({ order, replayed }: Placement) => {
      // A retry answers exactly what the first attempt answered, and says it is a replay.
      // (Through req.res: a @Res() parameter would take the response away from ts-rest's interceptor.)
      if (replayed) req.res?.setHeader('Idempotent-Replayed', 'true');
      const { status, body } = sentence(201, 'orderPlaced', { number: order.number });
      return { status, body: { ...body, data: order } };
    };
    return tsRestHandler(contract.orders, {
      placeOrder: async ({ body, headers }) =>
        placed(
          await this.orders.place(caller(), { source: 'cart', body }, headers['idempotency-key'], language),
        ),

      placeDirectOrder: async ({ body, headers }) =>
        placed(
          await this.orders.place(caller(), { source: 'direct', body }, headers['idempotency-key'], language),
        ),

      quoteOrder: async ({ query }) => ({
        status: 200,
        body: {
          data: await this.orders.quote(caller().id, query, languageOfHeader(req.headers['accept-language'])),
        },
      }),

      listMyOrders: async ({ query }) => ({
        status: 200,
        body: await this.book.listMine(caller().id, query),
      }),

      getMyOrder: async ({ params }) => ({
        status: 200,
        body: { data: await this.book.getMine(caller().id, params.id) },
      }),

      adminListOrders: async ({ query }) => ({ status: 200, body: await this.book.list(query) }),

      adminGetOrder: async ({ params }) => ({ status: 200, body: { data: await this.book.get(params.id) } }),

      adminChangeOrderStatus: async ({ params, body }) => {
        const order = await this.book.changeStatus(params.id, body, caller());
        const answer = sentence(200, 'orderStatusChanged', { number: order.number, status: order.status });
        return { status: 200, body: { ...answer.body, data: order } };
      },
    });
  }
}
