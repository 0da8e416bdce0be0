import { z } from 'zod';
import { cropGroups, type CropGroupValue, emirateOptions, type Emirate } from '../enums';
import { optionalText } from '../fields';
import type { plannerMessages } from './messages';

/**
 * The planner's assumptions: every figure the estimate uses is data, versioned in the API so a
 * stored estimate keeps the figures it was made with. Where each reference figure comes from, and how we
 * adapted it, is in docs/planner-assumptions.md; docs/decisions/061-planner-model.md explains the model.
 */

/** Technologies the model computes with; "not sure" is planned as hydroponics (see estimate.ts). */
export const plannedTechnologies = ['hydroponics', 'aquaponics', 'aeroponics', 'soil'] as const;
export type PlannedTechnology = (typeof plannedTechnologies)[number];

/** Indoor spaces need artificial light and cooling; every other space type grows in daylight. */
export const plannerSettings = ['indoor', 'daylight'] as const;
export type PlannerSetting = (typeof plannerSettings)[number];

/** Codes of the planner's figure rules (their sentences are in plannerMessages, planner/messages.ts). */
export const plannerFigureCodes = {
  figure: 'plannerFigureInvalid',
  share: 'plannerShareInvalid',
  saving: 'plannerSavingInvalid',
  tiers: 'plannerTiersInvalid',
  range: 'plannerRangeOrder',
  whole: 'plannerWholeInvalid',
} as const satisfies Record<string, keyof typeof plannerMessages>;

const MAX_FIGURE = 1_000_000;

/** A non-negative figure; a ceiling keeps a typo (an extra six zeros) from reaching an estimate. */
const figure = z
  .number({ invalid_type_error: plannerFigureCodes.figure, required_error: plannerFigureCodes.figure })
  .finite(plannerFigureCodes.figure)
  .min(0, plannerFigureCodes.figure)
  .max(MAX_FIGURE, plannerFigureCodes.figure);

/** A share of something, 0 to `max` (0.9 = 90%), refused with the sentence that names that `max`. */
const share = (max = 1, message: string = plannerFigureCodes.share) =>
  z
    .number({ invalid_type_error: message, required_error: message })
    .finite(message)
    .min(0, message)
    .max(max, message);

const whole = (min: number, max: number) =>
  z
    .number({ invalid_type_error: plannerFigureCodes.whole, required_error: plannerFigureCodes.whole })
    .int(plannerFigureCodes.whole)
    .min(min, plannerFigureCodes.whole)
    .max(max, plannerFigureCodes.whole);

/** A low-high range; low must not exceed high. */
const range = z
  .object({ low: figure, high: figure })
  .refine((r) => r.low <= r.high, { message: plannerFigureCodes.range, path: ['high'] });
export type PlannerRange = z.infer<typeof range>;

function keyedBy<K extends string, S extends z.ZodTypeAny>(keys: readonly K[], value: S) {
  return z.object(Object.fromEntries(keys.map((key) => [key, value])) as Record<K, S>).strict();
}

export const cropGroupValues = cropGroups.map((group) => group.value) as CropGroupValue[];
const emirateValues = emirateOptions.map((option) => option.value) as Emirate[];

const perGroup = keyedBy(cropGroupValues, figure);
const perTechnology = <S extends z.ZodTypeAny>(value: S) => keyedBy(plannedTechnologies, value);
const perEmirate = keyedBy(emirateValues, figure);

/** Which families of figures carry a source note (shown under "How we estimate" and in the PDF). */
export const plannerSourceKeys = [
  'yield',
  'water',
  'waterSaving',
  'area',
  'investment',
  'running',
  'energy',
  'tariffs',
  'prices',
  'timing',
] as const;
export type PlannerSourceKey = (typeof plannerSourceKeys)[number];

const sourceNotes = keyedBy(
  plannerSourceKeys,
  optionalText(600).transform((note) => note ?? ''),
);

export const plannerFiguresSchema = z
  .object({
    /** Days from planting to harvest: the company's 45-day cycle (docs/product-rules.md §1). */
    harvestCycleDays: whole(1, 365),
    /** Months from the order to the first harvest sold (building, then the first cycle). */
    rampUpMonths: whole(0, 24),
    /** Share of the site that becomes growing area (walkways, tanks and equipment take the rest). */
    usableShare: share(),
    /** Growing levels per square metre of floor (vertical towers grow on more than one). */
    tiers: perTechnology(
      z
        .number({ invalid_type_error: plannerFigureCodes.tiers, required_error: plannerFigureCodes.tiers })
        .finite(plannerFigureCodes.tiers)
        .min(1, plannerFigureCodes.tiers)
        .max(20, plannerFigureCodes.tiers),
    ),
    /** Fresh yield in kg per m² of growing area per year, per technology and crop group. */
    yieldKgPerM2Year: perTechnology(perGroup),
    /** Litres of water soil farming uses per kg of each crop group (the comparison baseline). */
    soilWaterLitresPerKg: perGroup,
    /** Share of that water each technology saves (0.95 = 95% less). */
    waterSavingShare: perTechnology(share(0.99, plannerFigureCodes.saving)),
    /** Building cost in AED per m² of growing area, low and high, per technology. */
    investmentPerM2: perTechnology(range),
    /** What an indoor space adds per m² of growing area (grow lights, cooling), AED. */
    indoorInvestmentPerM2: range,
    /** Seeds, nutrients, media, fish feed: AED per m² of growing area per year. */
    consumablesPerM2Year: perTechnology(figure),
    /** Labour and upkeep, AED per m² of growing area per year. */
    labourPerM2Year: figure,
    /** Electricity in kWh per m² of growing area per year, indoors and in daylight. */
    energyKwhPerM2Year: keyedBy(plannerSettings, figure),
    /** Electricity tariff per emirate, AED per kWh. */
    electricityPerKwh: perEmirate,
    /** Water tariff per emirate, AED per m³ (1,000 litres). */
    waterPerM3: perEmirate,
    /** Reference selling prices, AED per kg, per crop group (the admin's figures). */
    pricePerKg: perGroup,
    /** Where the figures come from, one note per family, written for visitors. */
    sources: sourceNotes,
    /**
     * The same notes in Arabic, for Arabic pages (an empty note falls back to the English one). Versions
     * published before there were Arabic notes read as all empty.
     */
    sourcesAr: sourceNotes.default(Object.fromEntries(plannerSourceKeys.map((key) => [key, '']))),
  })
  .strict();

export type PlannerFigures = z.output<typeof plannerFiguresSchema>;

/**
 * One family's source note for a reader of `lang`: the Arabic note on Arabic pages, or the English one
 * (with its language, so it can be marked) where the Arabic is empty. '' when there is no note at all.
 */
export function sourceNoteOf(
  figures: Pick<PlannerFigures, 'sources' | 'sourcesAr'>,
  key: PlannerSourceKey,
  lang: 'en' | 'ar',
): { text: string; lang: 'en' | 'ar' } {
  const arabic = lang === 'ar' ? figures.sourcesAr[key] : '';
  return arabic ? { text: arabic, lang: 'ar' } : { text: figures.sources[key], lang: 'en' };
}
export type PlannerFiguresInput = z.input<typeof plannerFiguresSchema>;

/** One published version of the figures. */
export const plannerAssumptionsSchema = z.object({
  version: z.number().int().min(1),
  /** ISO 8601 time of publication. */
  publishedAt: z.string(),
  /** What changed, in the admin's words. */
  note: z.string(),
  figures: plannerFiguresSchema,
});
export type PlannerAssumptions = z.infer<typeof plannerAssumptionsSchema>;

/** What an admin sends to publish a new version. */
export const publishPlannerAssumptionsSchema = z.object({
  note: optionalText(300).transform((note) => note ?? ''),
  figures: plannerFiguresSchema,
});
export type PublishPlannerAssumptions = z.input<typeof publishPlannerAssumptionsSchema>;
