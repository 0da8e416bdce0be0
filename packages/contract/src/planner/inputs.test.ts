import { parseWithZod } from '@conform-to/zod';
import { describe, expect, it } from 'vitest';
import { enquirySchema } from '../forms/enquiry';
import { formData, messagesOf } from '../testing/issues';
import { enquiryDefaultsFromPlan } from './enquiry-defaults';
import { defaultPlannerInputs, type PlannerInputs, plannerInputsSchema } from './inputs';

const listed = {
  location: 'sharjah',
  spaceType: 'balcony',
  siteArea: '100-300',
  technology: 'aeroponics',
  crops: ['basil', 'strawberry'],
};

describe('plannerInputsSchema', () => {
  it('accepts the enquiry form’s own answers', () => {
    expect(plannerInputsSchema.parse({ ...listed, budget: '<10000' })).toEqual({
      ...listed,
      budget: '<10000',
    });
  });

  it('requires emirate, space type, site area and technology, with the planner’s sentences', () => {
    expect(messagesOf(plannerInputsSchema, {})).toEqual({
      location: ['Please choose your emirate.'],
      spaceType: ['Please choose the type of space.'],
      siteArea: ['Please choose the size of your site.'],
      technology: ['Please choose a technology.'],
    });
  });

  it('refuses values outside the enquiry’s options', () => {
    expect(messagesOf(plannerInputsSchema, { ...listed, location: 'doha', crops: ['banana'] })).toEqual({
      location: ['Please choose your emirate.'],
      'crops.0': ['Please choose one of the listed options.'],
    });
  });

  it('allows no crops', () => {
    expect(plannerInputsSchema.parse({ ...listed, crops: [] }).crops).toEqual([]);
  });

  it('needs a custom area only when Custom is chosen, and drops a stale one otherwise', () => {
    expect(messagesOf(plannerInputsSchema, { ...listed, siteArea: 'custom' })).toEqual({
      siteAreaCustom: ['Please enter your site area.'],
    });
    expect(plannerInputsSchema.parse({ ...listed, siteAreaCustom: '450', areaUnit: 'm2' })).toEqual(listed);
  });

  it('counts a custom area of spaces as missing, and ignores an unreadable stale one', () => {
    expect(messagesOf(plannerInputsSchema, { ...listed, siteArea: 'custom', siteAreaCustom: '  ' })).toEqual({
      siteAreaCustom: ['Please enter your site area.'],
    });
    expect(plannerInputsSchema.parse({ ...listed, siteAreaCustom: 'abc' })).toEqual(listed);
  });

  it('reads a custom area as people type it: thousands separators, Arabic-Indic digits, "٫"', () => {
    const area = (siteAreaCustom: string) =>
      plannerInputsSchema.parse({ ...listed, siteArea: 'custom', siteAreaCustom, areaUnit: 'm2' })
        .siteAreaCustom;
    expect(area('1,200')).toBe(1200);
    expect(area('٥٠٠')).toBe(500);
    expect(area('۱٬۲۰۰')).toBe(1200);
    expect(area('٣٫٥')).toBe(3.5);
    expect(area('12.')).toBe(12);
    // Longer than any typed number: refused before any pattern reads it (a crafted run of digits).
    expect(
      messagesOf(plannerInputsSchema, {
        ...listed,
        siteArea: 'custom',
        siteAreaCustom: `${'1'.repeat(50_000)}x`,
      }),
    ).toEqual({ siteAreaCustom: ['Enter the area as a number.'] });
    for (const unreadable of ['0x10', '1e3', '١٢٬٥', '1,2,3'])
      expect(
        messagesOf(plannerInputsSchema, { ...listed, siteArea: 'custom', siteAreaCustom: unreadable }),
        unreadable,
      ).toEqual({ siteAreaCustom: ['Enter the area as a number.'] });
    expect(
      messagesOf(plannerInputsSchema, { ...listed, siteArea: 'custom', siteAreaCustom: '12,5' }),
    ).toEqual({
      siteAreaCustom: ['Enter the area as a number.'],
    });
    expect(messagesOf(plannerInputsSchema, { ...listed, siteArea: 'custom', siteAreaCustom: true })).toEqual({
      siteAreaCustom: ['Enter the area as a number.'],
    });
  });

  it('reads a custom area as a number in its unit, square feet unless m² is chosen', () => {
    expect(plannerInputsSchema.parse({ ...listed, siteArea: 'custom', siteAreaCustom: '450' })).toMatchObject(
      {
        siteAreaCustom: 450,
        areaUnit: 'sqft',
      },
    );
    expect(
      plannerInputsSchema.parse({ ...listed, siteArea: 'custom', siteAreaCustom: 12.5, areaUnit: 'm2' }),
    ).toMatchObject({ siteAreaCustom: 12.5, areaUnit: 'm2' });
  });

  it('keeps custom areas within the limits of their unit', () => {
    const custom = (siteAreaCustom: unknown, areaUnit?: string) =>
      messagesOf(plannerInputsSchema, { ...listed, siteArea: 'custom', siteAreaCustom, areaUnit });
    expect(custom('0.5', 'm2')).toEqual({ siteAreaCustom: ['Enter an area from 1 to 1,000,000 m².'] });
    expect(custom('1000001', 'm2')).toEqual({ siteAreaCustom: ['Enter an area from 1 to 1,000,000 m².'] });
    expect(custom('5')).toEqual({ siteAreaCustom: ['Enter an area from 10 to 10,000,000 sq ft.'] });
    expect(custom('-40', 'sqft')).toEqual({ siteAreaCustom: ['Enter an area from 10 to 10,000,000 sq ft.'] });
    expect(custom('big')).toEqual({ siteAreaCustom: ['Enter the area as a number.'] });
    expect(custom('1', 'm2')).toEqual({});
    expect(custom('10000000', 'sqft')).toEqual({});
  });

  it('parses the browser form (repeated crop boxes) as the API parses JSON', () => {
    const submission = parseWithZod(
      formData({ ...listed, crops: ['basil', 'strawberry'], budget: '', siteAreaCustom: '' }),
      { schema: plannerInputsSchema },
    );
    expect(submission.status).toBe('success');
    if (submission.status === 'success') expect(submission.value).toEqual(listed);
  });

  it('starts from answers that pass its own rule', () => {
    expect(plannerInputsSchema.parse(defaultPlannerInputs)).toEqual(defaultPlannerInputs);
  });
});

describe('enquiryDefaultsFromPlan', () => {
  it('carries every planner answer to the enquiry field of the same name', () => {
    const inputs = plannerInputsSchema.parse({ ...listed, budget: '10000-25000' });
    expect(enquiryDefaultsFromPlan({ inputs })).toEqual({
      location: 'sharjah',
      spaceType: 'balcony',
      siteArea: '100-300',
      technology: 'aeroponics',
      crops: ['basil', 'strawberry'],
      budget: '10000-25000',
    });
  });

  it('writes a custom area as the enquiry’s free text, with its unit', () => {
    const custom = (siteAreaCustom: number, areaUnit: 'sqft' | 'm2') =>
      enquiryDefaultsFromPlan({
        inputs: { ...(listed as PlannerInputs), siteArea: 'custom', siteAreaCustom, areaUnit },
      });
    expect(custom(450, 'sqft')).toMatchObject({ siteArea: 'custom', siteAreaCustom: '450 sqft' });
    expect(custom(42.5, 'm2')).toMatchObject({ siteArea: 'custom', siteAreaCustom: '42.5 m²' });
  });

  it('gives values the enquiry form accepts as they are', () => {
    const contact = { fullName: 'Khalid Al Mansoori', email: 'khalid@example.com', phone: '0501234567' };
    for (const inputs of [
      plannerInputsSchema.parse({ ...listed, siteArea: 'custom', siteAreaCustom: 9000, budget: '>100000' }),
      plannerInputsSchema.parse({ ...listed, crops: [], technology: 'not-sure' }),
    ]) {
      const defaults = enquiryDefaultsFromPlan({ inputs });
      expect(enquirySchema.parse({ ...contact, ...defaults })).toMatchObject(defaults);
    }
  });
});
