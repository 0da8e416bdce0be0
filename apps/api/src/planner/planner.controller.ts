import { Controller, Req } from '@nestjs/common';
import { contract, PLANNER_FIGURES_RECORD } from '@farm/contract';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import type { Request } from 'express';
import { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/auth-user';
import { refusal } from '../errors/error-body';
import { PlannerService } from './planner.service';

/** The planner's routes; the admin ones are adminOnly in the contract, so AccessGuard demands the role. */
@Controller()
export class PlannerController {
  constructor(
    private readonly planner: PlannerService,
    private readonly audit: AuditService,
  ) {}

  @TsRestHandler(contract.planner)
  handler(@Req() req: Request & { user?: AuthUser }) {
    return tsRestHandler(contract.planner, {
      currentAssumptions: async () => {
        const current = await this.planner.current();
        return current ? { status: 200, body: { data: current } } : refusal(503, 'plannerAssumptionsMissing');
      },

      createEstimate: async ({ body }) => ({
        status: 201,
        body: { data: await this.planner.createEstimate(body) },
      }),

      getEstimate: async ({ params }) => {
        const plan = await this.planner.getEstimate(params.id);
        return plan ? { status: 200, body: { data: plan } } : refusal(404, 'plannerEstimateNotFound');
      },

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
