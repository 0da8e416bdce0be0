import { Controller } from '@nestjs/common';
import { contract } from '@farm/contract';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { AuditService } from './audit.service';

/** The audit trail of one record, as the admin screens show it; admins only, by the contract's metadata. */
@Controller()
export class AuditAdminController {
  constructor(private readonly audit: AuditService) {}

  @TsRestHandler(contract.admin.listAuditTrail)
  listAuditTrail() {
    return tsRestHandler(contract.admin.listAuditTrail, async ({ query }) => ({
      status: 200,
      body: await this.audit.list(query),
    }));
  }
}
