import { describe, expect, it } from 'vitest';
import { MARKETING } from '../constants';
import { estimatePlan } from './estimate';
import { plannerFiguresSchema } from './figures';
import { referencePlannerFigures } from './reference-figures';
import { paybackDrivers, REFERENCE_COMMERCIAL_PLAN } from './reference-model';

describe('the reference commercial model', () => {
  it('pays back in the months the company advertises, with the published figures', () => {
    const { paybackMonths } = estimatePlan(REFERENCE_COMMERCIAL_PLAN, referencePlannerFigures);
    expect(paybackMonths).toEqual({
      low: MARKETING.returnOnInvestmentMonths.min,
      high: MARKETING.returnOnInvestmentMonths.max,
    });
    expect(paybackDrivers(REFERENCE_COMMERCIAL_PLAN, referencePlannerFigures)).toEqual([]);
  });

  it('names the answers that push a plan out, the longest push first', () => {
    const plan = {
      ...REFERENCE_COMMERCIAL_PLAN,
      technology: 'aquaponics' as const,
      crops: ['butterhead-lettuce' as const, 'tomato' as const],
    };
    const drivers = paybackDrivers(plan, referencePlannerFigures);
    expect(drivers.map((driver) => driver.answer)).toEqual(['technology', 'crops']);
    // Each push is what that answer alone costs: with the reference's technology, it pays back that much sooner.
    const own = estimatePlan(plan, referencePlannerFigures).paybackMonths.low ?? 0;
    const hydroponic = estimatePlan({ ...plan, technology: 'hydroponics' }, referencePlannerFigures);
    expect(drivers[0]?.months).toBe(own - (hydroponic.paybackMonths.low ?? 0));
    expect(drivers[0]?.months).toBeGreaterThan(drivers[1]?.months ?? Infinity);
  });

  it('says "beyond ten years" when the plan never pays back, naming what keeps it there', () => {
    const indoorSoil = {
      ...REFERENCE_COMMERCIAL_PLAN,
      spaceType: 'indoor' as const,
      technology: 'soil' as const,
    };
    expect(paybackDrivers(indoorSoil, referencePlannerFigures)).toEqual([
      { answer: 'technology', months: null },
    ]);
  });

  it('leaves out answers that change nothing: another daylight space, another size', () => {
    const rooftop = { ...REFERENCE_COMMERCIAL_PLAN, spaceType: 'rooftop' as const, siteAreaCustom: 200 };
    expect(paybackDrivers(rooftop, referencePlannerFigures)).toEqual([]);
  });
});

describe('source notes', () => {
  it('are written for visitors, in English and Arabic, with no repository paths or internal notes', () => {
    for (const notes of [referencePlannerFigures.sources, referencePlannerFigures.sourcesAr]) {
      for (const note of Object.values(notes)) {
        expect(note).not.toMatch(/docs\/|\.md|§|admin panel/i);
        expect(note.length).toBeGreaterThan(20);
      }
    }
    for (const note of Object.values(referencePlannerFigures.sourcesAr))
      expect(note).toMatch(/[\u0600-\u06FF]/);
  });

  it('read as empty Arabic notes in a version published before there were any', () => {
    const { sourcesAr: _dropped, ...older } = referencePlannerFigures;
    const parsed = plannerFiguresSchema.parse(older);
    expect(Object.values(parsed.sourcesAr).every((note) => note === '')).toBe(true);
  });
});
