import { Controller, Req } from '@nestjs/common';
import { contract, languageOfHeader } from '@farm/contract';
import type { Request } from 'express';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { DashboardService } from './dashboard.service';

/** The admin's dashboard figures; the contract's metadata makes AccessGuard demand the Admin role. */
@Controller()
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @TsRestHandler(contract.admin.dashboard)
  figures(@Req() req: Request) {
    return tsRestHandler(contract.admin.dashboard, async () => ({
      status: 200,
      body: { data: await this.dashboard.figures(languageOfHeader(req.headers['accept-language'])) },
    }));
  }
}
