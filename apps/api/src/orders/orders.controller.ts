import { Controller, Req, Res } from '@nestjs/common';
import { contract, languageOfHeader } from '@farm/contract';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import type { Request, Response } from 'express';
import type { AuthUser } from '../auth/auth-user';
import { mailLanguageOf } from '../auth/mail-language';
import { sentence } from '../errors/error-body';
import { OrderHistoryService } from './order-history.service';
import { OrdersService } from './orders.service';

type Caller = Request & { user?: AuthUser };

/**
 * The customer's routes but placing, which has handlers of its own: a handler for several routes cannot take
 * the reply (ts-rest's copies of it lose Nest's passthrough mark, and nothing is sent). The admin's order
 * routes are OrdersAdminController's.
 */
const {
  placeOrder,
  placeDirectOrder,
  adminListOrders: _list,
  adminGetOrder: _get,
  adminChangeOrderStatus: _change,
  ...customerRoutes
} = contract.orders;

type PlaceArgs = Parameters<OrdersService['place']>;

/** The customer's orders: placing, the checkout summary and their order history. */
@Controller()
export class OrdersController {
  constructor(
    private readonly orders: OrdersService,
    private readonly history: OrderHistoryService,
  ) {}

  // The access guard has put the token's user on the request of every route here.
  @TsRestHandler(placeOrder)
  placeOrder(@Req() req: Caller, @Res({ passthrough: true }) reply: Response) {
    return tsRestHandler(placeOrder, ({ body, headers }) =>
      this.place(req, reply, { source: 'cart', body }, headers['idempotency-key']),
    );
  }

  @TsRestHandler(placeDirectOrder)
  placeDirectOrder(@Req() req: Caller, @Res({ passthrough: true }) reply: Response) {
    return tsRestHandler(placeDirectOrder, ({ body, headers }) =>
      this.place(req, reply, { source: 'direct', body }, headers['idempotency-key']),
    );
  }

  /**
   * Places the order; a retry answers the order the first attempt placed (its lines named in the retry's
   * language), and says it is a replay.
   */
  private async place(req: Caller, reply: Response, placement: PlaceArgs[1], key: PlaceArgs[2]) {
    const language = mailLanguageOf(req.headers['accept-language']);
    const lang = languageOfHeader(req.headers['accept-language']);
    const { order, replayed } = await this.orders.place(req.user as AuthUser, placement, key, language, lang);
    if (replayed) reply.setHeader('idempotent-replayed', 'true');
    const { body } = sentence(201, 'orderPlaced', { number: order.number });
    return { status: 201 as const, body: { ...body, data: order } };
  }

  @TsRestHandler(customerRoutes)
  handler(@Req() req: Caller) {
    const caller = () => req.user as AuthUser;
    // Product names come in the page's language (docs/decisions/110-order-lines-in-both-languages.md).
    const lang = languageOfHeader(req.headers['accept-language']);
    return tsRestHandler(customerRoutes, {
      quoteOrder: async ({ query }) => ({
        status: 200,
        body: { data: await this.orders.quote(caller().id, query, lang) },
      }),

      listMyOrders: async ({ query }) => ({
        status: 200,
        body: await this.history.listMine(caller().id, query, lang),
      }),

      getMyOrder: async ({ params }) => ({
        status: 200,
        body: { data: await this.history.getMine(caller().id, params.id, lang) },
      }),

      reorderMyOrder: async ({ params }) => ({
        status: 200,
        body: await this.orders.reorder(caller(), params.id, lang),
      }),

      cancelMyOrder: async ({ params }) => {
        const order = await this.orders.cancelMine(caller(), params.id, lang);
        const { body } = sentence(200, 'orderCancelled', { number: order.number });
        return { status: 200 as const, body: { ...body, data: order } };
      },
    });
  }
}
