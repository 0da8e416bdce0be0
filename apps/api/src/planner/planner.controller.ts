import { Controller } from '@nestjs/common';
import { contract } from '@farm/contract';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { refusal } from '../errors/error-body';
import { PlannerService } from './planner.service';

/** The planner router's public routes; its admin ones are PlannerAdminController's. */
const { listAssumptions: _list, publishAssumptions: _publish, ...plannerRoutes } = contract.planner;

/** The farm planner: the current figures, and estimates made and read back (docs/decisions/060-farm-planner.md). */
@Controller()
export class PlannerController {
  constructor(private readonly planner: PlannerService) {}

  @TsRestHandler(plannerRoutes)
  handler() {
    return tsRestHandler(plannerRoutes, {
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
    });
  }
}
