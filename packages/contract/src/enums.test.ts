import { describe, expect, it } from 'vitest';
import {
  additionalServiceOptions,
  budgetOptions,
  careerPositionOptions,
  cropGroups,
  cropOptions,
  emirateOptions,
  enquirySiteAreaOptions,
  enquirySpaceTypeOptions,
  purposeOptions,
  siteAreaOptions,
  siteTypeOptions,
  spaceTypeOptions,
  technologyOptions,
  timelineOptions,
  yesNoNotSureOptions,
  yesNoOptions,
} from './enums';
import { cropSchema, siteAreaSchema, spaceTypeSchema } from './enum-schemas';
import { labelOf, type Option } from './options';

const values = (options: readonly Option[]) => options.map((o) => o.value);
const labels = (options: readonly Option[]) => options.map((o) => o.label);

describe('enumerations of docs/product-rules.md §3', () => {
  it('emirates', () => {
    expect(labels(emirateOptions)).toEqual([
      'Abu Dhabi',
      'Dubai',
      'Sharjah',
      'Ajman',
      'Umm Al Quwain',
      'Ras Al Khaimah',
      'Fujairah',
    ]);
  });

  it('space types with both label sets on the same values', () => {
    const spaceValues = [
      'indoor',
      'outdoor',
      'terrace',
      'balcony',
      'backyard',
      'frontyard',
      'rooftop',
      'empty',
    ];
    expect(values(spaceTypeOptions)).toEqual(spaceValues);
    expect(values(enquirySpaceTypeOptions)).toEqual(spaceValues);
    expect(labels(spaceTypeOptions)).toEqual([
      'Indoor',
      'Outdoor',
      'Terrace',
      'Balcony',
      'Backyard',
      'Frontyard',
      'Rooftop',
      'Empty Plot / Land',
    ]);
    expect(labelOf(enquirySpaceTypeOptions, 'empty')).toBe('Empty Plot / Land');
    expect(values(siteTypeOptions)).toEqual([...spaceValues, 'other']);
    expect(spaceTypeSchema.options).toEqual(spaceValues);
  });

  it('site areas with both label sets on the same values', () => {
    const areaValues = ['100', '100-300', '300-1000', '1000-5000', '>5000', 'custom'];
    expect(values(enquirySiteAreaOptions)).toEqual(areaValues);
    expect(values(siteAreaOptions)).toEqual(areaValues);
    expect(labels(siteAreaOptions)).toEqual([
      'Less than 100 sqft',
      '100-300 sqft',
      '300-1000 sqft',
      '1000-5000 sqft',
      'More than 5000 sqft',
      'Custom',
    ]);
    expect(labelOf(enquirySiteAreaOptions, '100')).toBe('Less than 100 sqft');
    expect(siteAreaSchema.safeParse('>5000').success).toBe(true);
  });

  it.each([
    [
      'purposes',
      purposeOptions,
      ['home', 'commercial', 'edu', 'csr', 'rnd', 'restaurant', 'school', 'other'],
    ],
    ['technologies', technologyOptions, ['hydroponics', 'aquaponics', 'aeroponics', 'soil', 'not-sure']],
    ['yes/no', yesNoOptions, ['yes', 'no']],
    ['yes/no/not sure', yesNoNotSureOptions, ['yes', 'no', 'not-sure']],
    [
      'budget (AED)',
      budgetOptions,
      ['<10000', '10000-25000', '25000-50000', '50000-100000', '>100000', 'not-sure'],
    ],
    ['timeline', timelineOptions, ['immediately', '1month', '1-3months', '3-6months', 'exploring']],
    [
      'additional services',
      additionalServiceOptions,
      ['amc', 'harvest', 'sales', 'training', 'supply', 'iot', 'other'],
    ],
    [
      'career positions',
      careerPositionOptions,
      ['farm-operations', 'maintenance', 'driver-logistics', 'support-roles'],
    ],
  ] as const)('%s', (_name, options, expected) => {
    expect(values(options)).toEqual(expected);
    expect(labels(options).every((label) => label.trim().length > 0)).toBe(true);
  });

  it('labels the career positions as the product rules name them', () => {
    expect(labels(careerPositionOptions)).toEqual([
      'Farm Operations',
      'Maintenance',
      'Driver/Logistics',
      'Support Roles',
    ]);
  });

  it('labels budgets in AED', () => {
    expect(
      labels(budgetOptions)
        .filter((label) => label !== 'Not sure')
        .every((l) => l.includes('AED')),
    ).toBe(true);
  });
});

describe('crop catalogue (docs/decisions/017-crop-catalogue.md)', () => {
  it('has the group sizes of the product rules', () => {
    expect(Object.fromEntries(cropGroups.map((g) => [g.value, g.crops.length]))).toEqual({
      'leafy-greens': 12,
      herbs: 11,
      'fruiting-vegetables': 8,
      flowers: 10,
      fruits: 6,
      microgreens: 10,
      'aquaponics-fish': 7,
    });
  });

  it('lists every crop once, with unique values usable as i18n keys', () => {
    expect(cropOptions).toHaveLength(64);
    expect(new Set(values(cropOptions)).size).toBe(64);
    for (const value of values(cropOptions)) expect(value).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
    expect(cropSchema.safeParse('tilapia').success).toBe(true);
    expect(cropSchema.safeParse('other').success).toBe(false);
  });
});

describe('every option list', () => {
  it('has unique values', () => {
    for (const options of [
      emirateOptions,
      spaceTypeOptions,
      siteTypeOptions,
      siteAreaOptions,
      purposeOptions,
      technologyOptions,
      budgetOptions,
      timelineOptions,
      additionalServiceOptions,
      careerPositionOptions,
    ]) {
      expect(new Set(values(options)).size).toBe(options.length);
    }
  });

  it('labelOf falls back to the value', () => {
    expect(labelOf(emirateOptions, 'dubai')).toBe('Dubai');
    expect(labelOf(emirateOptions, 'doha')).toBe('doha');
  });
});
