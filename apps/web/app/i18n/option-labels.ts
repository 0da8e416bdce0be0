import {
  additionalServiceOptions,
  budgetOptions,
  careerPositionOptions,
  cropGroups,
  cropOptions,
  emirateOptions,
  type Option,
  purposeOptions,
  siteAreaOptions,
  spaceTypeOptions,
  submissionKindOptions,
  customerStatusOptions,
  technologyOptions,
  timelineOptions,
  yesNoNotSureOptions,
  yesNoOptions,
} from '@farm/contract';

/**
 * The option lists of the enquiry forms by the group name their labels are keyed under
 * (`option.<group>.<value>`). One group per list of values: the enquiry form's site types reuse the
 * space types' words, and both forms show the products page's site area words (docs/product-rules.md §3 gives two sets;
 * the longer ones say the unit).
 */
export const optionGroups = {
  emirate: emirateOptions,
  space: spaceTypeOptions,
  siteType: [...spaceTypeOptions, { value: 'other', label: 'Other' }],
  siteArea: siteAreaOptions,
  purpose: purposeOptions,
  technology: technologyOptions,
  yesNo: yesNoOptions,
  yesNoNotSure: yesNoNotSureOptions,
  budget: budgetOptions,
  timeline: timelineOptions,
  service: additionalServiceOptions,
  position: careerPositionOptions,
  cropGroup: cropGroups,
  crop: cropOptions,
  kind: submissionKindOptions,
  // The customer's account page: New, In progress, Closed (docs/decisions/085-pipeline-statuses.md).
  status: customerStatusOptions,
} as const satisfies Record<string, readonly Option[]>;

export type OptionGroup = keyof typeof optionGroups;

type Groups = typeof optionGroups;
/** Every option label's catalogue key, e.g. `option.emirate.dubai`. */
export type OptionKey = {
  [G in OptionGroup]: `option.${G}.${Groups[G][number]['value']}`;
}[OptionGroup];

/** The catalogue key of one option's label. */
export function optionKey<G extends OptionGroup>(group: G, value: Groups[G][number]['value']): OptionKey {
  return `option.${group}.${value}` as OptionKey;
}

/** The English labels: the contract's own words, keyed for the catalogue. */
export const englishOptionLabels = Object.fromEntries(
  Object.entries(optionGroups).flatMap(([group, options]) =>
    (options as readonly Option[]).map((option) => [`option.${group}.${option.value}`, option.label]),
  ),
) as Record<OptionKey, string>;

/** A group's options with their labels in the page's language, for a drop-down or a group of choices. */
export function choicesOf(
  group: OptionGroup,
  t: (key: OptionKey) => string,
): { value: string; label: string }[] {
  return optionGroups[group].map((option) => ({
    value: option.value,
    label: t(`option.${group}.${option.value}` as OptionKey),
  }));
}
