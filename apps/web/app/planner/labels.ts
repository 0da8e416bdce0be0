import { cropGroups, type PlanEstimate, type PlannerInputs } from '@farm/contract';
import type { MessageKey, Translate } from '#app/i18n/messages';
import type { plannerFormat } from '#app/planner/format';

/**
 * The i18n key of an option's label. Option values are stable and double as keys (options.ts), so the
 * key is built from them; en/planner.ts holds one entry for every value of the contract's lists.
 */
export function optionKey(
  list: 'crop' | 'group' | 'emirate' | 'space' | 'siteArea' | 'technology' | 'budget' | 'setting' | 'source',
  value: string,
): MessageKey {
  return `planner.${list}.${value}` as MessageKey;
}

const cropGroupOf = new Map<string, string>(
  cropGroups.flatMap((group) => group.crops.map((crop) => [crop.value, group.value])),
);

/**
 * A crop's name where it stands alone (a list, a row of the PDF): with its group when another crop of the
 * catalogue has the same name in this language, so basil and basil microgreens read apart.
 */
export function cropName(t: Translate, crop: string): string {
  const name = t(optionKey('crop', crop));
  const group = cropGroupOf.get(crop);
  const shared = [...cropGroupOf.keys()].some(
    (other) => other !== crop && t(optionKey('crop', other)) === name,
  );
  return shared && group ? `${name} (${t(optionKey('group', group))})` : name;
}

/**
 * The visitor's answers as label and value, in the form's order: the saved plan's page and its PDF list
 * the same. `list` joins the crops the way the reader's language does.
 */
export function planAnswers(
  inputs: PlannerInputs,
  t: Translate,
  f: ReturnType<typeof plannerFormat>,
  list: (items: string[]) => string,
): [string, string][] {
  return [
    [t('planner.form.location'), t(optionKey('emirate', inputs.location))],
    [t('planner.form.spaceType'), t(optionKey('space', inputs.spaceType))],
    [
      t('planner.form.siteArea'),
      inputs.siteArea === 'custom' && inputs.siteAreaCustom !== undefined
        ? inputs.areaUnit === 'm2'
          ? f.m2(inputs.siteAreaCustom)
          : f.sqft(inputs.siteAreaCustom)
        : t(optionKey('siteArea', inputs.siteArea)),
    ],
    [t('planner.form.technology'), t(optionKey('technology', inputs.technology))],
    [
      t('planner.form.crops'),
      inputs.crops.length > 0
        ? list(inputs.crops.map((crop) => cropName(t, crop)))
        : t('planner.plan.noCrops'),
    ],
    [
      t('planner.form.budget'),
      inputs.budget ? t(optionKey('budget', inputs.budget)) : t('planner.form.noBudget'),
    ],
  ];
}

/** The payback in words (never, more than, exactly or between so many months); `n` writes the numbers. */
export function paybackText(estimate: PlanEstimate, t: Translate, n: (value: number) => string): string {
  const { low, high } = estimate.paybackMonths;
  if (low === null) return t('planner.results.paybackNever');
  if (high === null) return t('planner.results.paybackHigh', { low: n(low) });
  if (low === high) return t('planner.results.paybackOne', { month: n(low) });
  return t('planner.results.paybackRange', { low: n(low), high: n(high) });
}

/** The yearly running costs, then their total and the net result: the page and the PDF list the same. */
export function runningCosts(
  estimate: PlanEstimate,
  t: Translate,
  f: ReturnType<typeof plannerFormat>,
): [label: string, amount: number][] {
  return [
    [t('planner.results.energy', { kwh: f.kwh(estimate.energyKwhPerYear) }), estimate.running.energy],
    [t('planner.results.waterBill'), estimate.running.water],
    [t('planner.results.consumables'), estimate.running.consumables],
    [t('planner.results.labour'), estimate.running.labour],
    [t('planner.results.total'), estimate.running.total],
    [t('planner.results.net'), estimate.netPerYear],
  ];
}
