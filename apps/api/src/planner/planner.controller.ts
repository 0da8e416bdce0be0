import { Controller } from '@nestjs/common';
import { contract } from '@farm/contract';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { refusal } from '../errors/error-body';
import { PlannerService } from './planner.service';

/** The planner's routes; the admin ones are adminOnly in the contract, so AccessGuard demands the role. */
@Controller()
export class PlannerController {
  constructor(private readonly planner: PlannerService) {}

  @TsRestHandler(contract.planner)
  handler() {
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

      publishAssumptions: async ({ body }) => ({
        status: 201,
        body: { data: await this.planner.publish(body.note, body.figures) },
      }),
    });
  }
}
