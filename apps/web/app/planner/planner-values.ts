import { parseWithZod } from '@conform-to/zod';
import { type PlannerInputs, plannerInputsSchema } from '@farm/contract';
import type { PlannerErrors, PlannerValues } from '#app/planner/planner-form';

/** The form's strings for a parsed plan (the page's first answers, or a saved plan being changed). */
export function valuesOf(inputs: PlannerInputs): PlannerValues {
  return {
    location: inputs.location,
    spaceType: inputs.spaceType,
    siteArea: inputs.siteArea,
    siteAreaCustom: inputs.siteAreaCustom === undefined ? '' : String(inputs.siteAreaCustom),
    areaUnit: inputs.areaUnit ?? 'sqft',
    technology: inputs.technology,
    crops: [...inputs.crops],
    budget: inputs.budget ?? '',
  };
}

/** The answers as a URL query (the GET form's own encoding): /planner?<query> reopens the same plan. */
export function queryOf(values: PlannerValues): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (name === 'crops') for (const crop of value as string[]) params.append('crops', crop);
    else if (value !== '' && !(name === 'siteAreaCustom' || name === 'areaUnit'))
      params.set(name, value as string);
  }
  if (values.siteArea === 'custom') {
    params.set('siteAreaCustom', values.siteAreaCustom);
    params.set('areaUnit', values.areaUnit);
  }
  return params.toString();
}

// Every answer's name (a field added to PlannerValues must be added here, or this does not compile).
const answerFields: Record<keyof PlannerValues, true> = {
  location: true,
  spaceType: true,
  siteArea: true,
  siteAreaCustom: true,
  areaUnit: true,
  technology: true,
  crops: true,
  budget: true,
};

/**
 * Whether a URL query carries the form's answers. The page's Arabic address (`?lang=ar`, in the sitemap
 * and the alternate links) or a campaign's tags are not answers: such a visit starts from the first
 * answers, not from an empty form with no crops.
 */
export function hasAnswers(query: URLSearchParams): boolean {
  return Object.keys(answerFields).some((name) => query.has(name));
}

/** The raw answers of a form post or a URL query, as the form shows them back. */
export function valuesFrom(data: URLSearchParams | FormData, fallback: PlannerValues): PlannerValues {
  const text = (name: keyof PlannerValues) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : (fallback[name] as string);
  };
  return {
    location: text('location'),
    spaceType: text('spaceType'),
    siteArea: text('siteArea'),
    siteAreaCustom: text('siteAreaCustom'),
    areaUnit: text('areaUnit'),
    technology: text('technology'),
    crops: data.getAll('crops').filter((c): c is string => typeof c === 'string'),
    budget: typeof data.get('budget') === 'string' ? (data.get('budget') as string) : '',
  };
}

/** The contract's rule over the form's answers: the plan, or the errors to show by each field. */
export function parsePlannerValues(
  values: PlannerValues,
): { ok: true; inputs: PlannerInputs } | { ok: false; errors: PlannerErrors } {
  const data = new URLSearchParams(queryOf(values));
  const submission = parseWithZod(data, { schema: plannerInputsSchema });
  if (submission.status === 'success') return { ok: true, inputs: submission.value };
  return { ok: false, errors: submission.reply().error ?? {} };
}
