import { z } from 'zod';
import { cropGroups, type Crop, type CropGroupValue, type SpaceType } from '../enums';
import { cropSchema } from '../enum-schemas';
import { fromCents, toCents } from '../money';
import type { PlannedTechnology, PlannerFigures, PlannerSetting } from './figures';
import { budgetBounds, type PlannerInputs, siteAreaOf } from './inputs';

/**
 * The planner's one calculation: pure, no I/O, the same in the browser (instant answers) and in
 * the API (the stored estimate). The model is described in docs/decisions/061-planner-model.md; the
 * figures it reads are data (figures.ts). Money is AED, summed in whole cents (money.ts), areas are m²,
 * water is litres.
 */

/** How many months the cash chart covers. */
export const PLANNER_CHART_MONTHS = 36;
/** How far the payback search looks before it says "not within" (ten years). */
export const PLANNER_PAYBACK_HORIZON_MONTHS = 120;
const DAYS_PER_YEAR = 365;

const cropEstimateSchema = z.object({
  crop: cropSchema,
  group: z.string(),
  /** Growing area given to this crop, m². */
  areaM2: z.number(),
  yieldKgPerYear: z.number(),
  yieldKgPerHarvest: z.number(),
  revenuePerYear: z.number(),
  /** False when the technology cannot grow it (fish outside aquaponics): it gets no area. */
  grown: z.boolean(),
});
export type CropEstimate = z.infer<typeof cropEstimateSchema>;

const moneyRange = z.object({ low: z.number(), high: z.number() });

export const planEstimateSchema = z.object({
  siteAreaM2: z.number(),
  siteAreaSqft: z.number(),
  siteAreaBasis: z.enum(['listed', 'custom']),
  growingAreaM2: z.number(),
  technology: z.enum(['hydroponics', 'aquaponics', 'aeroponics', 'soil']),
  /** True when the visitor chose "not sure" and the estimate plans hydroponics. */
  technologyAssumed: z.boolean(),
  setting: z.enum(['indoor', 'daylight']),
  harvestsPerYear: z.number().int(),
  crops: z.array(cropEstimateSchema),
  yieldKgPerYear: z.number(),
  water: z.object({
    litresPerYear: z.number(),
    soilLitresPerYear: z.number(),
    /** Percent less water than soil farming for the same harvest, 0-100. */
    savingPercent: z.number(),
  }),
  energyKwhPerYear: z.number(),
  investment: moneyRange,
  running: z.object({
    energy: z.number(),
    water: z.number(),
    consumables: z.number(),
    labour: z.number(),
    total: z.number(),
  }),
  revenuePerYear: z.number(),
  /** Revenue less running costs, per year. */
  netPerYear: z.number(),
  /** Month the cumulative cash turns positive, for the low and the high investment; null: not within ten years. */
  paybackMonths: z.object({ low: z.number().int().nullable(), high: z.number().int().nullable() }),
  /** Cumulative cash at the end of each month 0-36 (month 0: the investment is paid). */
  cashflow: z.array(z.object({ month: z.number().int(), low: z.number(), high: z.number() })),
  /** How the investment compares with the budget chosen: within it, above it, below it, or no budget given. */
  budgetFit: z.enum(['within', 'above', 'below', 'unknown']),
});
export type PlanEstimate = z.infer<typeof planEstimateSchema>;

const groupOfCrop = new Map<Crop, CropGroupValue>(
  cropGroups.flatMap((group) => group.crops.map((crop) => [crop.value as Crop, group.value] as const)),
);

export function cropGroupOf(crop: Crop): CropGroupValue {
  return groupOfCrop.get(crop) as CropGroupValue;
}

/** "Not sure" is planned as hydroponics, the system most of the company's farms use. */
export function plannedTechnologyOf(technology: PlannerInputs['technology']): PlannedTechnology {
  return technology === 'not-sure' ? 'hydroponics' : technology;
}

export function settingOf(spaceType: SpaceType): PlannerSetting {
  return spaceType === 'indoor' ? 'indoor' : 'daylight';
}

/** Fish live in the tanks of an aquaponic system; no other technology can raise them. */
function canGrow(group: CropGroupValue, technology: PlannedTechnology): boolean {
  return group !== 'aquaponics-fish' || technology === 'aquaponics';
}

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

function paybackMonth(
  investmentCents: number,
  monthlyNetCents: number,
  monthlyRunningCents: number,
  rampUp: number,
) {
  let cash = -investmentCents;
  for (let month = 1; month <= PLANNER_PAYBACK_HORIZON_MONTHS; month += 1) {
    cash += month > rampUp ? monthlyNetCents : -monthlyRunningCents;
    if (cash >= 0) return month;
  }
  return null;
}

export function estimatePlan(inputs: PlannerInputs, figures: PlannerFigures): PlanEstimate {
  const area = siteAreaOf(inputs);
  const technology = plannedTechnologyOf(inputs.technology);
  const setting = settingOf(inputs.spaceType);
  const growingAreaM2 = area.m2 * figures.usableShare * figures.tiers[technology];
  const harvestsPerYear = Math.floor(DAYS_PER_YEAR / figures.harvestCycleDays);

  // The growing area is shared equally between the crops this technology can grow.
  const chosen = [...new Set(inputs.crops)];
  const growable = chosen.filter((crop) => canGrow(cropGroupOf(crop), technology));
  const areaEach = growable.length > 0 ? growingAreaM2 / growable.length : 0;

  let revenueCents = 0;
  let yieldKg = 0;
  let soilLitres = 0;
  const crops: CropEstimate[] = chosen.map((crop) => {
    const group = cropGroupOf(crop);
    const grown = canGrow(group, technology);
    const cropArea = grown ? areaEach : 0;
    const kg = cropArea * figures.yieldKgPerM2Year[technology][group];
    const revenue = toCents(kg * figures.pricePerKg[group]);
    revenueCents += revenue;
    yieldKg += kg;
    soilLitres += kg * figures.soilWaterLitresPerKg[group];
    return {
      crop,
      group,
      areaM2: round(cropArea, 2),
      yieldKgPerYear: round(kg, 1),
      yieldKgPerHarvest: round(harvestsPerYear > 0 ? kg / harvestsPerYear : 0, 1),
      revenuePerYear: fromCents(revenue),
      grown,
    };
  });

  const saving = figures.waterSavingShare[technology];
  const litres = soilLitres * (1 - saving);
  const energyKwh = growingAreaM2 * figures.energyKwhPerM2Year[setting];

  const running = {
    energy: toCents(energyKwh * figures.electricityPerKwh[inputs.location]),
    water: toCents((litres / 1000) * figures.waterPerM3[inputs.location]),
    consumables: toCents(growingAreaM2 * figures.consumablesPerM2Year[technology]),
    labour: toCents(growingAreaM2 * figures.labourPerM2Year),
  };
  const runningCents = running.energy + running.water + running.consumables + running.labour;

  const base = figures.investmentPerM2[technology];
  const indoor = setting === 'indoor' ? figures.indoorInvestmentPerM2 : { low: 0, high: 0 };
  const investment = {
    low: toCents(growingAreaM2 * (base.low + indoor.low)),
    high: toCents(growingAreaM2 * (base.high + indoor.high)),
  };

  // Month by month: the running costs from the first month, sales from the first month after the ramp-up.
  const monthlyRunning = Math.round(runningCents / 12);
  const monthlyNet = Math.round((revenueCents - runningCents) / 12);
  const rampUp = figures.rampUpMonths;
  const cashflow: PlanEstimate['cashflow'] = [];
  let low = -investment.low;
  let high = -investment.high;
  for (let month = 0; month <= PLANNER_CHART_MONTHS; month += 1) {
    if (month > 0) {
      const change = month > rampUp ? monthlyNet : -monthlyRunning;
      low += change;
      high += change;
    }
    cashflow.push({ month, low: fromCents(low), high: fromCents(high) });
  }

  return {
    siteAreaM2: round(area.m2, 2),
    siteAreaSqft: round(area.sqft, 0),
    siteAreaBasis: area.basis,
    growingAreaM2: round(growingAreaM2, 2),
    technology,
    technologyAssumed: inputs.technology === 'not-sure',
    setting,
    harvestsPerYear,
    crops,
    yieldKgPerYear: round(yieldKg, 1),
    water: {
      litresPerYear: Math.round(litres),
      soilLitresPerYear: Math.round(soilLitres),
      savingPercent: soilLitres > 0 ? round(saving * 100, 1) : 0,
    },
    energyKwhPerYear: Math.round(energyKwh),
    investment: { low: fromCents(investment.low), high: fromCents(investment.high) },
    running: {
      energy: fromCents(running.energy),
      water: fromCents(running.water),
      consumables: fromCents(running.consumables),
      labour: fromCents(running.labour),
      total: fromCents(runningCents),
    },
    revenuePerYear: fromCents(revenueCents),
    netPerYear: fromCents(revenueCents - runningCents),
    paybackMonths: {
      low: paybackMonth(investment.low, monthlyNet, monthlyRunning, rampUp),
      high: paybackMonth(investment.high, monthlyNet, monthlyRunning, rampUp),
    },
    cashflow,
    budgetFit: budgetFitOf(inputs.budget, fromCents(investment.low), fromCents(investment.high)),
  };
}

/** The investment range against the budget: above it when even the low end is over, below when the high end is under. */
export function budgetFitOf(
  budget: PlannerInputs['budget'],
  investmentLow: number,
  investmentHigh: number,
): PlanEstimate['budgetFit'] {
  if (!budget || budget === 'not-sure') return 'unknown';
  const bounds = budgetBounds[budget];
  if (bounds.max !== undefined && investmentLow > bounds.max) return 'above';
  if (investmentHigh < bounds.min) return 'below';
  return 'within';
}
