import { Controller, Req, Res } from '@nestjs/common';
import { contract, languageOfHeader } from '@farm/contract';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/auth-user';
import { mailLanguageOf } from '../auth/mail-language';
import { sentence } from '../errors/error-body';
import { OrderBook } from './order-book';
import { OrdersService, type Placement } from './orders.service';

type Caller = FastifyRequest & { user?: AuthUser };

/**
 * The routes that answer from the order book. Placing has handlers of its own: a handler for several
 * routes cannot take the reply (ts-rest's copies of it lose Nest's passthrough mark, and nothing is sent).
 */
const { placeOrder, placeDirectOrder, ...bookRoutes } = contract.orders;

/** A placed order's answer; a retry answers exactly what the first attempt answered, and says it is a replay. */
function placed({ order, replayed }: Placement, reply: FastifyReply) {
  if (replayed) reply.header('idempotent-replayed', 'true');
  const { status, body } = sentence(201, 'orderPlaced', { number: order.number });
  return { status, body: { ...body, data: order } };
}

/** Orders: placing, the checkout summary, the customer's history and the admin's routes. */
@Controller()
export class OrdersController {
  constructor(
    private readonly orders: OrdersService,
    private readonly book: OrderBook,
  ) {}

  // The access guard has put the token's user on the request of every route here.
  @TsRestHandler(placeOrder)
  placeOrder(@Req() req: Caller, @Res({ passthrough: true }) reply: FastifyReply) {
    return tsRestHandler(placeOrder, async ({ body, headers }) => {
      const language = mailLanguageOf(req.headers['accept-language']);
      const caller = req.user as AuthUser;
      const placement = { source: 'cart' as const, body };
      return placed(await this.orders.place(caller, placement, headers['idempotency-key'], language), reply);
    });
  }

  @TsRestHandler(placeDirectOrder)
  placeDirectOrder(@Req() req: Caller, @Res({ passthrough: true }) reply: FastifyReply) {
    return tsRestHandler(placeDirectOrder, async ({ body, headers }) => {
      const language = mailLanguageOf(req.headers['accept-language']);
      const caller = req.user as AuthUser;
      const placement = { source: 'direct' as const, body };
      return placed(await this.orders.place(caller, placement, headers['idempotency-key'], language), reply);
    });
  }

  @TsRestHandler(bookRoutes)
  handler(@Req() req: Caller) {
    const caller = () => req.user as AuthUser;
    return tsRestHandler(bookRoutes, {
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
