import { plannerFiguresSchema, referencePlannerFigures } from '@farm/contract';
import { describe, expect, it } from 'vitest';
import { en } from '#app/i18n/en/catalogue';
import { figureFields, figuresFromForm, postedValues, segmentLabel } from '#app/admin/planner/figure-fields';

describe('planner figures as form fields', () => {
  const fields = figureFields(referencePlannerFigures);

  it('lists every figure by its path, sources as text', () => {
    expect(fields.find((f) => f.path === 'harvestCycleDays')).toEqual({
      path: 'harvestCycleDays',
      value: String(referencePlannerFigures.harvestCycleDays),
      text: false,
    });
    expect(fields.some((f) => f.path === 'yieldKgPerM2Year.hydroponics.herbs')).toBe(true);
    expect(fields.some((f) => f.path === 'investmentPerM2.soil.high')).toBe(true);
    const texts = fields.filter((f) => f.text).map((f) => f.path);
    expect(texts.every((path) => /^sources(Ar)?\./.test(path))).toBe(true);
    expect(texts).toContain('sourcesAr.yield');
  });

  it('turns a posted form back into figures the contract accepts', () => {
    const form = new FormData();
    for (const field of fields) form.set(`figures.${field.path}`, field.value);
    form.set('figures.pricePerKg.herbs', ' 42.5 ');
    form.set('figures.extra', '1'); // not a figure: never read
    const figures = figuresFromForm(form, fields);
    const parsed = plannerFiguresSchema.parse(figures);
    expect(parsed.pricePerKg.herbs).toBe(42.5);
    expect(parsed.yieldKgPerM2Year).toEqual(referencePlannerFigures.yieldKgPerM2Year);
    expect(parsed.sourcesAr).toEqual(referencePlannerFigures.sourcesAr);
  });

  it('reads figures typed with Arabic-Indic digits, "٫" or thousands separators', () => {
    const form = new FormData();
    for (const field of fields) form.set(`figures.${field.path}`, field.value);
    form.set('figures.pricePerKg.herbs', '٤٢٫٥');
    form.set('figures.labourPerM2Year', '1,250');
    const parsed = plannerFiguresSchema.parse(figuresFromForm(form, fields));
    expect(parsed.pricePerKg.herbs).toBe(42.5);
    expect(parsed.labourPerM2Year).toBe(1250);
  });

  it('keeps an empty or unreadable box as text so the contract names it', () => {
    const form = new FormData();
    for (const field of fields) form.set(`figures.${field.path}`, field.value);
    form.set('figures.labourPerM2Year', '');
    form.set('figures.tiers.soil', 'lots');
    const result = plannerFiguresSchema.safeParse(figuresFromForm(form, fields));
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['labourPerM2Year', 'tiers.soil']));
    expect(postedValues(form, fields).find((f) => f.path === 'tiers.soil')?.value).toBe('lots');
  });

  it('names each segment of a path', () => {
    expect(segmentLabel('pricePerKg', 0)).toBe('adminPlanner.field.pricePerKg');
    expect(segmentLabel('aquaponics', 1)).toBe('planner.technology.aquaponics');
    expect(segmentLabel('herbs', 2)).toBe('planner.group.herbs');
    expect(segmentLabel('dubai', 1)).toBe('planner.emirate.dubai');
    expect(segmentLabel('indoor', 1)).toBe('adminPlanner.setting.indoor');
    expect(segmentLabel('low', 2)).toBe('adminPlanner.low');
    const missing = fields
      .flatMap((field) => field.path.split('.').map((segment, index) => segmentLabel(segment, index)))
      .filter((key) => !(key in en));
    expect(missing).toEqual([]);
  });
});
