import { estimatePlan, PLANNER_PAYBACK_HORIZON_MONTHS } from './estimate';
import type { PlannerFigures } from './figures';
import type { PlannerInputs } from './inputs';

/**
 * The company's reference commercial model: the farm its advertised 12-14 month payback describes
 * (docs/decisions/184-planner-reference-model.md). The published figures are expected to reproduce that
 * claim for it, and a visitor's plan is explained against it.
 */
export const REFERENCE_COMMERCIAL_PLAN: PlannerInputs = {
  location: 'dubai',
  spaceType: 'empty',
  siteArea: 'custom',
  siteAreaCustom: 1000,
  areaUnit: 'm2',
  technology: 'hydroponics',
  crops: ['butterhead-lettuce', 'basil'],
};

/** The answers that can make a plan pay back later than the reference model (its size cannot: every cost scales with it). */
export const paybackAnswers = ['spaceType', 'technology', 'crops', 'location'] as const;
export type PaybackAnswer = (typeof paybackAnswers)[number];

/** One answer that pushes the payback out, and by how many months (null: it alone keeps it beyond ten years). */
export interface PaybackDriver {
  answer: PaybackAnswer;
  months: number | null;
}

const monthsOf = (inputs: PlannerInputs, figures: PlannerFigures) =>
  estimatePlan(inputs, figures).paybackMonths.low ?? PLANNER_PAYBACK_HORIZON_MONTHS + 1;

/**
 * Which of the visitor's answers push the payback out, found by giving each answer, one at a time, the
 * reference model's value and seeing how many months sooner the plan would pay back at the low
 * investment. Answers that make no difference of a month or more are left out; the longest push comes first.
 */
export function paybackDrivers(inputs: PlannerInputs, figures: PlannerFigures): PaybackDriver[] {
  const own = monthsOf(inputs, figures);
  const drivers: PaybackDriver[] = [];
  for (const answer of paybackAnswers) {
    if (
      answer === 'crops'
        ? sameCrops(inputs.crops, REFERENCE_COMMERCIAL_PLAN.crops)
        : inputs[answer] === REFERENCE_COMMERCIAL_PLAN[answer]
    )
      continue;
    const swapped = { ...inputs, [answer]: REFERENCE_COMMERCIAL_PLAN[answer] } as PlannerInputs;
    const sooner = own - monthsOf(swapped, figures);
    if (sooner >= 1) drivers.push({ answer, months: own > PLANNER_PAYBACK_HORIZON_MONTHS ? null : sooner });
  }
  return drivers.sort((a, b) => (b.months ?? Infinity) - (a.months ?? Infinity));
}

function sameCrops(a: readonly string[], b: readonly string[]) {
  return a.length === b.length && a.every((crop) => b.includes(crop));
}
