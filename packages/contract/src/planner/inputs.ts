import { z } from 'zod';
import { isBlank, withCrossFieldRules } from '../cross-field';
import {
  budgetOptions,
  type Budget,
  cropOptions,
  emirateOptions,
  enquirySiteAreaOptions,
  spaceTypeOptions,
  technologyOptions,
} from '../enums';
import { choice, choices, optional, optionalChoice, typedNumber } from '../fields';
import { validationCodes as m } from '../messages';
import type { Option } from '../options';
import type { plannerMessages } from './messages';

/**
 * The planner's inputs are the enquiry form's own fields, with the same names and options, so
 * a plan can pre-fill an enquiry (enquiry-defaults.ts). Only the custom area differs: the enquiry keeps it
 * as free text, the planner needs a number and its unit.
 */

export const areaUnitOptions = [
  { value: 'sqft', label: 'sq ft' },
  { value: 'm2', label: 'm²' },
] as const satisfies readonly Option[];
export type AreaUnit = (typeof areaUnitOptions)[number]['value'];

/** One square foot in square metres (exact, by definition of the international foot). */
export const SQFT_IN_M2 = 0.09290304;

/** Custom areas the planner accepts: a balcony planter to a 100-hectare site. */
export const PLANNER_AREA_LIMITS = {
  m2: { min: 1, max: 1_000_000 },
  sqft: { min: 10, max: 10_000_000 },
} as const satisfies Record<AreaUnit, { min: number; max: number }>;

/**
 * The number of square feet each site-area option stands for (docs/decisions/061-planner-model.md): the
 * middle of a closed range, half of "less than 100", and the floor of "more than 5000", which the page
 * suggests replacing with a custom area.
 */
export const siteAreaSqft = {
  '100': 50,
  '100-300': 200,
  '300-1000': 650,
  '1000-5000': 3000,
  '>5000': 5000,
} as const;
export type ListedSiteArea = keyof typeof siteAreaSqft;

/** The planner's messages (sentences in plannerMessages, planner/messages.ts). */
export const plannerInputCodes = {
  location: 'plannerLocationRequired',
  spaceType: 'plannerSpaceTypeRequired',
  siteArea: 'plannerSiteAreaRequired',
  technology: 'plannerTechnologyRequired',
  areaNumber: 'plannerAreaNumber',
  areaRangeM2: 'plannerAreaRangeM2',
  areaRangeSqft: 'plannerAreaRangeSqft',
} as const satisfies Record<string, keyof typeof plannerMessages>;

const c = plannerInputCodes;

const plannerFieldsSchema = z.object({
  location: choice(emirateOptions, c.location),
  spaceType: choice(spaceTypeOptions, c.spaceType),
  siteArea: choice(enquirySiteAreaOptions, c.siteArea),
  /** The custom area, a number in `areaUnit`; asked only when `siteArea` is `custom`. */
  siteAreaCustom: optional(typedNumber(c.areaNumber)),
  areaUnit: optionalChoice(areaUnitOptions),
  technology: choice(technologyOptions, c.technology),
  crops: choices(cropOptions),
  budget: optionalChoice(budgetOptions),
});

/**
 * The planner's form and the body of POST /planner/estimates. A custom area is required, and checked
 * against the limits of its unit, only while "Custom" is chosen; otherwise it is dropped, like the
 * enquiry form drops a stale custom area (docs/product-rules.md §3).
 */
const checkedInputsSchema = withCrossFieldRules(plannerFieldsSchema, (valid, raw, report) => {
  if (valid.siteArea !== 'custom') return;
  if (isBlank(raw.siteAreaCustom)) return report('siteAreaCustom', m.customSiteAreaRequired);
  const area = valid.siteAreaCustom;
  if (area === undefined) return;
  const unit = valid.areaUnit ?? 'sqft';
  const { min, max } = PLANNER_AREA_LIMITS[unit];
  if (area < min || area > max) report('siteAreaCustom', unit === 'm2' ? c.areaRangeM2 : c.areaRangeSqft);
}).transform((data) => {
  const custom = data.siteArea === 'custom';
  return {
    location: data.location,
    spaceType: data.spaceType,
    siteArea: data.siteArea,
    ...(custom ? { siteAreaCustom: data.siteAreaCustom, areaUnit: data.areaUnit ?? 'sqft' } : {}),
    technology: data.technology,
    crops: data.crops,
    ...(data.budget ? { budget: data.budget } : {}),
  };
});

/** A stale custom area (another size chosen since) is dropped before any rule reads it. */
function withoutStaleArea(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || !('siteAreaCustom' in raw)) return raw;
  const { siteAreaCustom, ...rest } = raw as Record<string, unknown>;
  const custom = typeof rest.siteArea === 'string' && rest.siteArea.trim() === 'custom';
  return custom ? { ...rest, siteAreaCustom } : rest;
}

export const plannerInputsSchema = z.preprocess(
  withoutStaleArea,
  checkedInputsSchema,
  // z.preprocess declares its input as unknown; the cast restores the object's input type for clients.
) as unknown as typeof checkedInputsSchema;
export type PlannerInputs = z.output<typeof plannerInputsSchema>;
export type PlannerInputsBody = z.input<typeof plannerInputsSchema>;

/** What the planner shows before the visitor changes anything: a mid-size rooftop of lettuce and basil. */
export const defaultPlannerInputs: PlannerInputs = {
  location: 'dubai',
  spaceType: 'rooftop',
  siteArea: '300-1000',
  technology: 'hydroponics',
  crops: ['butterhead-lettuce', 'basil'],
};

/** The site area in m², and how it was arrived at. */
export function siteAreaOf(inputs: PlannerInputs): { m2: number; sqft: number; basis: 'listed' | 'custom' } {
  if (inputs.siteArea === 'custom' && inputs.siteAreaCustom !== undefined) {
    const unit = inputs.areaUnit ?? 'sqft';
    const m2 = unit === 'm2' ? inputs.siteAreaCustom : inputs.siteAreaCustom * SQFT_IN_M2;
    return { m2, sqft: unit === 'sqft' ? inputs.siteAreaCustom : m2 / SQFT_IN_M2, basis: 'custom' };
  }
  // A custom choice without a number cannot pass the schema; the smallest listed area is the safe reading.
  const sqft = inputs.siteArea === 'custom' ? siteAreaSqft['100'] : siteAreaSqft[inputs.siteArea];
  return { m2: sqft * SQFT_IN_M2, sqft, basis: 'listed' };
}

/** Budget options as AED bounds (`max` undefined: no ceiling); "not sure" has none. */
export const budgetBounds: Record<Exclude<Budget, 'not-sure'>, { min: number; max?: number }> = {
  '<10000': { min: 0, max: 10_000 },
  '10000-25000': { min: 10_000, max: 25_000 },
  '25000-50000': { min: 25_000, max: 50_000 },
  '50000-100000': { min: 50_000, max: 100_000 },
  '>100000': { min: 100_000 },
};
