import { referencePlannerFigures } from '@farm/contract';
import type { Model } from 'mongoose';
import { ClockService } from '../clock/clock.service';
import type { PlanEstimateRecord, PlannerAssumptionsVersion } from './planner.schemas';
import { PlannerService } from './planner.service';

describe('PlannerService: the first version', () => {
  it('is the reference figures with no note, which the admin panel names in its own language', async () => {
    const clock = new ClockService();
    jest.spyOn(clock, 'now').mockReturnValue(Date.UTC(2026, 10, 28, 9, 0));
    const versions = { exists: jest.fn(async () => null), create: jest.fn(async () => ({})) };
    const planner = new PlannerService(
      versions as unknown as Model<PlannerAssumptionsVersion>,
      {} as Model<PlanEstimateRecord>,
      clock,
    );
    await planner.onApplicationBootstrap();
    expect(versions.create).toHaveBeenCalledWith({
      version: 1,
      publishedAt: Date.UTC(2026, 10, 28, 9, 0),
      note: '',
      figures: referencePlannerFigures,
    });
  });
});
