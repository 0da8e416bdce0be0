import { Controller, Req } from '@nestjs/common';
import { contract, PLANNER_FIGURES_RECORD } from '@farm/contract';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import type { Request } from 'express';
import { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/auth-user';
import { PlannerService } from './planner.service';

/** The planner router's admin routes; its public ones are PlannerController's. */
const { listAssumptions, publishAssumptions } = contract.planner;
const figuresRoutes = { listAssumptions, publishAssumptions };

/** The planner's figures: every version, and publishing the next; adminOnly in the contract. */
@Controller()
export class PlannerAdminController {
  constructor(
    private readonly planner: PlannerService,
    private readonly audit: AuditService,
  ) {}

  @TsRestHandler(figuresRoutes)
  handler(@Req() req: Request & { user?: AuthUser }) {
    return tsRestHandler(figuresRoutes, {
      listAssumptions: async () => ({ status: 200, body: { data: await this.planner.list() } }),

      publishAssumptions: async ({ body }) => {
        const published = await this.planner.publish(body.note, body.figures);
        // The figures are one record with versions: the trail lists every publication under one id.
        await this.audit.record(req.user as AuthUser, {
          kind: 'plannerFigures',
          recordId: PLANNER_FIGURES_RECORD,
          action: 'published',
          detail: `v${published.version}`,
        });
        return { status: 201, body: { data: published } };
      },
    });
  }
}
