import { Controller } from '@nestjs/common';
import { contract } from '@farm/contract';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { UsersService } from './users.service';

/** The admin's list of customer accounts; the contract's metadata makes AccessGuard demand the Admin role. */
@Controller()
export class UsersAdminController {
  constructor(private readonly users: UsersService) {}

  @TsRestHandler(contract.admin.listCustomers)
  listCustomers() {
    return tsRestHandler(contract.admin.listCustomers, async ({ query }) => ({
      status: 200,
      body: await this.users.listCustomers(query),
    }));
  }
}
