import { describe, expect, it } from 'vitest';
import { cropOptions, technologyOptions } from '../enums';
import { budgetFitOf, estimatePlan, PLANNER_CHART_MONTHS } from './estimate';
import { type PlannerFigures, plannerFiguresSchema } from './figures';
import { type PlannerInputs, SQFT_IN_M2, siteAreaSqft } from './inputs';
import { referencePlannerFigures as figures } from './reference-figures';

const base: PlannerInputs = {
  location: 'dubai',
  spaceType: 'rooftop',
  siteArea: 'custom',
  siteAreaCustom: 100,
  areaUnit: 'm2',
  technology: 'hydroponics',
  crops: ['butterhead-lettuce'],
};

const plan = (changes: Partial<PlannerInputs> = {}, with_: PlannerFigures = figures) =>
  estimatePlan({ ...base, ...changes }, with_);

/** Whole cents: no floating-point tail on any amount (it prints as it rounds to 2 decimals). */
function expectCents(amount: number) {
  expect(Number(amount.toFixed(2))).toBe(amount);
}

describe('the reference figures', () => {
  it('pass the figures rule the admin API applies', () => {
    expect(plannerFiguresSchema.parse(figures)).toEqual(figures);
  });

  it('say "up to 95% less water" and a harvest every 45 days, as the company does', () => {
    expect(Math.max(...Object.values(figures.waterSavingShare))).toBe(0.95);
    expect(figures.harvestCycleDays).toBe(45);
  });
});

describe('estimatePlan: areas', () => {
  it('turns 100 m² of rooftop into 70 m² of hydroponic growing area', () => {
    const result = plan();
    expect(result.siteAreaM2).toBe(100);
    expect(result.siteAreaSqft).toBe(1076);
    expect(result.siteAreaBasis).toBe('custom');
    expect(result.growingAreaM2).toBe(70);
  });

  it('reads each listed site area as its documented number of square feet', () => {
    for (const [siteArea, sqft] of Object.entries(siteAreaSqft)) {
      const result = plan({ siteArea: siteArea as PlannerInputs['siteArea'], siteAreaCustom: undefined });
      expect(result.siteAreaBasis).toBe('listed');
      expect(result.siteAreaSqft).toBe(sqft);
      expect(result.siteAreaM2).toBeCloseTo(sqft * SQFT_IN_M2, 2);
    }
    expect(plan({ siteArea: '100-300', siteAreaCustom: undefined }).siteAreaM2).toBe(18.58);
  });

  it('converts a custom area in square feet', () => {
    const result = plan({ siteAreaCustom: 1000, areaUnit: 'sqft' });
    expect(result.siteAreaM2).toBe(92.9);
    expect(result.siteAreaSqft).toBe(1000);
  });

  it('doubles the growing area on aeroponic towers', () => {
    expect(plan({ technology: 'aeroponics' }).growingAreaM2).toBe(140);
  });

  it('handles a tiny area (1 m²) without rounding it away', () => {
    const result = plan({ siteAreaCustom: 1 });
    expect(result.growingAreaM2).toBe(0.7);
    expect(result.yieldKgPerYear).toBe(28.7);
    expect(result.investment).toEqual({ low: 245, high: 301 });
    expect(result.revenuePerYear).toBeGreaterThan(0);
  });

  it('handles a huge area (1,000,000 m²) with exact money and finite numbers', () => {
    const result = plan({ siteAreaCustom: 1_000_000, crops: ['butterhead-lettuce', 'basil', 'tomato'] });
    expect(result.growingAreaM2).toBe(700_000);
    expect(result.investment).toEqual({ low: 245_000_000, high: 301_000_000 });
    for (const amount of [
      result.revenuePerYear,
      result.running.total,
      result.netPerYear,
      ...result.cashflow.flatMap((m) => [m.low, m.high]),
    ]) {
      expect(Number.isFinite(amount)).toBe(true);
      expectCents(amount);
    }
  });
});

describe('estimatePlan: crops', () => {
  it('shares the growing area equally between the chosen crops', () => {
    const result = plan({ crops: ['butterhead-lettuce', 'basil'] });
    expect(result.crops.map((c) => [c.crop, c.areaM2])).toEqual([
      ['butterhead-lettuce', 35],
      ['basil', 35],
    ]);
    // 35 m² × 41 kg and 35 m² × 15 kg a year.
    expect(result.crops.map((c) => c.yieldKgPerYear)).toEqual([1435, 525]);
    expect(result.yieldKgPerYear).toBe(1960);
    // At AED 15 and AED 40 a kg.
    expect(result.crops.map((c) => c.revenuePerYear)).toEqual([21_525, 21_000]);
    expect(result.revenuePerYear).toBe(42_525);
  });

  it('counts whole harvests in a year of 45-day cycles, and splits the yield between them', () => {
    const result = plan();
    expect(result.harvestsPerYear).toBe(8);
    expect(result.crops[0]?.yieldKgPerHarvest).toBe(358.8);
  });

  it('follows the cycle length the figures give', () => {
    expect(plan({}, { ...figures, harvestCycleDays: 30 }).harvestsPerYear).toBe(12);
  });

  it('with no crops, still prices the build and its running costs, but earns nothing and never pays back', () => {
    const result = plan({ crops: [] });
    expect(result.crops).toEqual([]);
    expect(result.yieldKgPerYear).toBe(0);
    expect(result.revenuePerYear).toBe(0);
    expect(result.water).toEqual({ litresPerYear: 0, soilLitresPerYear: 0, savingPercent: 0 });
    expect(result.investment.low).toBeGreaterThan(0);
    expect(result.running.total).toBeGreaterThan(0);
    expect(result.paybackMonths).toEqual({ low: null, high: null });
    expect(result.cashflow.at(-1)?.low).toBeLessThan(result.cashflow[0]?.low ?? 0);
  });

  it('counts a crop chosen twice once', () => {
    expect(plan({ crops: ['basil', 'basil'] }).crops).toHaveLength(1);
  });

  it('accepts every crop of the catalogue', () => {
    const result = plan({ technology: 'aquaponics', crops: cropOptions.map((c) => c.value) });
    expect(result.crops).toHaveLength(cropOptions.length);
    expect(result.crops.every((c) => c.grown && c.yieldKgPerYear > 0)).toBe(true);
  });
});

describe('estimatePlan: every technology', () => {
  it.each(technologyOptions.map((o) => o.value))('%s gives a complete estimate', (technology) => {
    const result = plan({ technology, crops: ['butterhead-lettuce', 'tilapia'] });
    expect(result.growingAreaM2).toBeGreaterThan(0);
    expect(result.investment.low).toBeLessThanOrEqual(result.investment.high);
    expect(result.cashflow).toHaveLength(PLANNER_CHART_MONTHS + 1);
    expect(result.crops.map((c) => c.crop)).toEqual(['butterhead-lettuce', 'tilapia']);
  });

  it('raises fish only in aquaponics; elsewhere the plants get the whole area', () => {
    const aquaponics = plan({ technology: 'aquaponics', crops: ['butterhead-lettuce', 'tilapia'] });
    expect(aquaponics.crops.map((c) => [c.grown, c.areaM2])).toEqual([
      [true, 35],
      [true, 35],
    ]);
    expect(aquaponics.crops[1]?.yieldKgPerYear).toBe(700);

    const hydroponics = plan({ technology: 'hydroponics', crops: ['butterhead-lettuce', 'tilapia'] });
    expect(hydroponics.crops.map((c) => [c.grown, c.areaM2, c.yieldKgPerYear])).toEqual([
      [true, 70, 2870],
      [false, 0, 0],
    ]);
  });

  it('plans "not sure" as hydroponics and says so', () => {
    const notSure = plan({ technology: 'not-sure' });
    const hydroponics = plan({ technology: 'hydroponics' });
    expect(notSure.technology).toBe('hydroponics');
    expect(notSure.technologyAssumed).toBe(true);
    expect(hydroponics.technologyAssumed).toBe(false);
    expect({ ...notSure, technologyAssumed: false }).toEqual(hydroponics);
  });

  it('compares water with soil farming: 90% less in hydroponics, 95% in aeroponics, none in soil', () => {
    const hydroponics = plan();
    // 2,870 kg of lettuce at 250 L/kg in soil.
    expect(hydroponics.water).toEqual({
      litresPerYear: 71_750,
      soilLitresPerYear: 717_500,
      savingPercent: 90,
    });
    expect(plan({ technology: 'aeroponics' }).water.savingPercent).toBe(95);
    const soil = plan({ technology: 'soil' });
    expect(soil.water.savingPercent).toBe(0);
    expect(soil.water.litresPerYear).toBe(soil.water.soilLitresPerYear);
    expect(soil.yieldKgPerYear).toBe(273);
  });
});

describe('estimatePlan: money', () => {
  it('prices the build per m² of growing area, more indoors', () => {
    expect(plan().investment).toEqual({ low: 24_500, high: 30_100 });
    expect(plan({ spaceType: 'indoor' }).investment).toEqual({ low: 52_500, high: 93_100 });
  });

  it('adds up running costs from energy, water, consumables and labour at the emirate tariffs', () => {
    const result = plan();
    // 70 m² × 100 kWh at AED 0.33; 71.75 m³ at AED 9.68; 70 m² × AED 60 and × AED 50.
    expect(result.energyKwhPerYear).toBe(7000);
    expect(result.running).toEqual({
      energy: 2310,
      water: 694.54,
      consumables: 4200,
      labour: 3500,
      total: 10_704.54,
    });
    expect(result.netPerYear).toBe(43_050 - 10_704.54);
  });

  it('uses the tariffs of the chosen emirate', () => {
    const abuDhabi = plan({ location: 'abu-dhabi' });
    expect(abuDhabi.running.energy).toBe(2100);
    expect(abuDhabi.running.water).toBe(562.52);
  });

  it('uses far more energy indoors, under grow lights', () => {
    expect(plan({ spaceType: 'indoor' }).energyKwhPerYear).toBe(70_000);
  });

  it('charts cumulative cash: the investment at month 0, costs during the ramp-up, then monthly net', () => {
    const result = plan();
    const monthlyRunning = Math.round(1_070_454 / 12) / 100;
    const monthlyNet = Math.round((4_305_000 - 1_070_454) / 12) / 100;
    expect(result.cashflow[0]).toEqual({ month: 0, low: -24_500, high: -30_100 });
    expect(result.cashflow[2]?.low).toBeCloseTo(-24_500 - 2 * monthlyRunning, 2);
    expect(result.cashflow[3]?.low).toBeCloseTo(-24_500 - 2 * monthlyRunning + monthlyNet, 2);
    for (const point of result.cashflow) {
      expectCents(point.low);
      expect(point.low - point.high).toBeCloseTo(5_600, 2);
    }
  });

  it('finds the payback month for the low and the high investment', () => {
    const result = plan();
    const { low, high } = result.paybackMonths;
    expect(low).not.toBeNull();
    expect(high).not.toBeNull();
    const at = (month: number) => result.cashflow[month];
    expect(at(low as number)?.low).toBeGreaterThanOrEqual(0);
    expect(at((low as number) - 1)?.low).toBeLessThan(0);
    expect(at(high as number)?.high).toBeGreaterThanOrEqual(0);
    expect(at((high as number) - 1)?.high).toBeLessThan(0);
    expect(low).toBeLessThan(high as number);
  });

  it('reports no payback when running costs exceed sales', () => {
    const result = plan({}, { ...figures, pricePerKg: { ...figures.pricePerKg, 'leafy-greens': 0.1 } });
    expect(result.netPerYear).toBeLessThan(0);
    expect(result.paybackMonths).toEqual({ low: null, high: null });
  });

  it('follows the figures it is given: a new price changes the revenue and nothing else', () => {
    const dearer = plan({}, { ...figures, pricePerKg: { ...figures.pricePerKg, 'leafy-greens': 30 } });
    const now = plan();
    expect(dearer.revenuePerYear).toBe(now.revenuePerYear * 2);
    expect(dearer.investment).toEqual(now.investment);
    expect(dearer.running).toEqual(now.running);
  });
});

describe('budgetFitOf', () => {
  it('says whether the investment range meets the budget chosen', () => {
    expect(budgetFitOf(undefined, 1, 2)).toBe('unknown');
    expect(budgetFitOf('not-sure', 1, 2)).toBe('unknown');
    expect(budgetFitOf('<10000', 12_000, 20_000)).toBe('above');
    expect(budgetFitOf('<10000', 8_000, 20_000)).toBe('within');
    expect(budgetFitOf('25000-50000', 5_000, 20_000)).toBe('below');
    expect(budgetFitOf('>100000', 150_000, 900_000)).toBe('within');
    expect(budgetFitOf('>100000', 50_000, 90_000)).toBe('below');
  });

  it('is part of the estimate', () => {
    expect(plan({ budget: '<10000' }).budgetFit).toBe('above');
    expect(plan({ budget: '25000-50000' }).budgetFit).toBe('within');
    expect(plan().budgetFit).toBe('unknown');
  });
});
