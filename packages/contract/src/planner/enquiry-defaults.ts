import type { PlannerInputs } from './inputs';

/** The enquiry form's fields a plan fills in (packages/contract/src/forms/enquiry.ts names them). */
export interface EnquiryDefaultsFromPlan {
  location: PlannerInputs['location'];
  spaceType: PlannerInputs['spaceType'];
  siteArea: PlannerInputs['siteArea'];
  siteAreaCustom?: string;
  technology: PlannerInputs['technology'];
  crops: PlannerInputs['crops'];
  budget?: NonNullable<PlannerInputs['budget']>;
}

const unitText = { sqft: 'sqft', m2: 'm²' } as const;

/**
 * The enquiry form's default values for "Send this plan" (/customize-form?plan=<id>): the planner asks the
 * enquiry's own questions, so each answer carries over by name. The one difference is the custom area, a
 * number and unit in the planner and free text on the enquiry ("450 sqft", as its placeholder suggests).
 */
export function enquiryDefaultsFromPlan(plan: { inputs: PlannerInputs }): EnquiryDefaultsFromPlan {
  const { inputs } = plan;
  const custom = inputs.siteArea === 'custom' && inputs.siteAreaCustom !== undefined;
  return {
    location: inputs.location,
    spaceType: inputs.spaceType,
    siteArea: inputs.siteArea,
    ...(custom ? { siteAreaCustom: `${inputs.siteAreaCustom} ${unitText[inputs.areaUnit ?? 'sqft']}` } : {}),
    technology: inputs.technology,
    crops: [...inputs.crops],
    ...(inputs.budget ? { budget: inputs.budget } : {}),
  };
}
