import { Controller } from '@nestjs/common';
import { contract } from '@farm/contract';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { AuditTrail } from '../audit/audit-trail';
import { UsersService } from '../users/users.service';
import { DashboardService } from './dashboard.service';

/**
 * The admin area's JSON endpoints; the contract's metadata makes AccessGuard demand the Admin role. One
 * handler per route because the image upload (AdminImagesController) needs its own interceptor.
 */
@Controller()
export class AdminController {
  constructor(
    private readonly users: UsersService,
    private readonly audit: AuditTrail,
    private readonly dashboard: DashboardService,
  ) {}

  @TsRestHandler(contract.admin.dashboard)
  figures() {
    return tsRestHandler(contract.admin.dashboard, async () => ({
      status: 200,
      body: { data: await this.dashboard.figures() },
    }));
  }

  @TsRestHandler(contract.admin.listCustomers)
  listCustomers() {
    return tsRestHandler(contract.admin.listCustomers, async ({ query }) => ({
      status: 200,
      body: await this.users.listCustomers(query),
    }));
  }

  @TsRestHandler(contract.admin.listAuditTrail)
  listAuditTrail() {
    return tsRestHandler(contract.admin.listAuditTrail, async ({ query }) => ({
      status: 200,
      body: await this.audit.list(query),
    }));
  }
}
