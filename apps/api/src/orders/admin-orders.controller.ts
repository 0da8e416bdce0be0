import { Controller, Res } from '@nestjs/common';
import { contract, CUSTOMER_DETAIL_LIMIT } from '@farm/contract';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import type { Response } from 'express';
import { csvAttachment } from '../common/csv';
import { SubmissionsService } from '../enquiries/submissions.service';
import { ApiException } from '../errors/error-body';
import { OrderBook } from './order-book';
import { PaymentReports } from './payment-report';
import { toCustomer } from '../users/customer.mapper';
import { UsersService } from '../users/users.service';

/**
 * The CSV has a handler of its own: a handler for several routes cannot take the reply (ts-rest's copies of
 * it lose Nest's passthrough mark, and nothing is sent).
 */
const { adminPaymentReportCsv, ...jsonRoutes } = contract.adminOrders;

/** The payment report, its CSV and the customer detail; the contract's metadata demands the Admin role. */
@Controller()
export class AdminOrdersController {
  constructor(
    private readonly reports: PaymentReports,
    private readonly book: OrderBook,
    private readonly users: UsersService,
    private readonly submissions: SubmissionsService,
  ) {}

  @TsRestHandler(adminPaymentReportCsv)
  paymentReportCsv(@Res({ passthrough: true }) reply: Response) {
    return tsRestHandler(adminPaymentReportCsv, async ({ query }) => {
      const { name, body } = await this.reports.csv(query);
      reply.setHeader('content-disposition', csvAttachment(name));
      return { status: 200, body };
    });
  }

  @TsRestHandler(jsonRoutes)
  handler() {
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
          this.book.recentOf(params.id, CUSTOMER_DETAIL_LIMIT),
          this.submissions.listMine(params.id, { page: 1, limit: CUSTOMER_DETAIL_LIMIT }),
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
