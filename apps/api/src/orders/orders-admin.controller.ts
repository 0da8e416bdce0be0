import { Controller, Req, Res } from '@nestjs/common';
import { contract, CUSTOMER_DETAIL_LIMIT, languageOfHeader } from '@farm/contract';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import type { Request, Response } from 'express';
import type { AuthUser } from '../auth/auth-user';
import { csvAttachment } from '../common/csv';
import { SubmissionsService } from '../enquiries/submissions.service';
import { ApiException, sentence } from '../errors/error-body';
import { OrdersAdminService } from './orders-admin.service';
import { OrdersService } from './orders.service';
import { PaymentReportService } from './payment-report.service';
import { toCustomer } from '../users/customer.mapper';
import { UsersService } from '../users/users.service';

/** The admin's routes of the orders contract (the customer's are OrdersController's). */
const { adminListOrders, adminGetOrder, adminChangeOrderStatus } = contract.orders;
const orderRoutes = { adminListOrders, adminGetOrder, adminChangeOrderStatus };

/**
 * The CSV has a handler of its own: a handler for several routes cannot take the reply (ts-rest's copies of
 * it lose Nest's passthrough mark, and nothing is sent).
 */
const { adminPaymentReportCsv, ...jsonRoutes } = contract.adminOrders;

/**
 * The admin's orders: the list, one order and its status, the payment report and its CSV, and the customer
 * detail (a customer's account, latest orders and requests); the contract's metadata demands the Admin role.
 */
@Controller()
export class OrdersAdminController {
  constructor(
    private readonly orders: OrdersAdminService,
    private readonly reports: PaymentReportService,
    private readonly users: UsersService,
    private readonly submissions: SubmissionsService,
    private readonly customerMails: OrdersService,
  ) {}

  @TsRestHandler(orderRoutes)
  orderHandler(@Req() req: Request & { user?: AuthUser }) {
    // The access guard has put the token's user on the request of every route here.
    const admin = () => req.user as AuthUser;
    // Product names come in the page's language (docs/decisions/110-order-lines-in-both-languages.md).
    const lang = languageOfHeader(req.headers['accept-language']);
    return tsRestHandler(orderRoutes, {
      adminListOrders: async ({ query }) => ({ status: 200, body: await this.orders.list(query, lang) }),

      adminGetOrder: async ({ params }) => ({
        status: 200,
        body: { data: await this.orders.get(params.id, lang) },
      }),

      adminChangeOrderStatus: async ({ params, body }) => {
        const order = await this.orders.changeStatus(params.id, body, admin(), lang);
        if (order.status !== 'Pending') this.customerMails.tellCustomer(order._id, order.status, body.note);
        const answer = sentence(200, 'orderStatusChanged', { number: order.number, status: order.status });
        return { status: 200, body: { ...answer.body, data: order } };
      },
    });
  }

  @TsRestHandler(adminPaymentReportCsv)
  paymentReportCsv(@Res({ passthrough: true }) reply: Response) {
    return tsRestHandler(adminPaymentReportCsv, async ({ query }) => {
      const { name, body } = await this.reports.csv(query);
      reply.setHeader('content-disposition', csvAttachment(name));
      return { status: 200, body };
    });
  }

  @TsRestHandler(jsonRoutes)
  handler(@Req() req: Request) {
    // A request's service or product is named in the admin's language, as the customer's own list does.
    const lang = languageOfHeader(req.headers['accept-language']);
    return tsRestHandler(jsonRoutes, {
      adminPaymentReport: async ({ query }) => ({
        status: 200,
        body: { data: await this.reports.report(query) },
      }),

      adminGetCustomer: async ({ params }) => {
        const user = await this.users.findById(params.id);
        // Admins are not customers: their accounts have no customer page. Requests are those sent from
        // the account (docs/decisions/082-customer-detail.md).
        if (!user || user.role !== 'Customer') throw new ApiException(404, 'customerNotFound');
        const [orders, submissions] = await Promise.all([
          this.orders.recentOf(params.id, CUSTOMER_DETAIL_LIMIT),
          this.submissions.listMine(params.id, { page: 1, limit: CUSTOMER_DETAIL_LIMIT }, lang),
        ]);
        const record = user.toObject();
        return {
          status: 200,
          body: {
            data: {
              customer: { ...toCustomer(record), language: record.language },
              orders,
              submissions: { data: submissions.data, total: submissions.total },
            },
          },
        };
      },
    });
  }
}
