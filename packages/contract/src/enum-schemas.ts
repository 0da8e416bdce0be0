import { enumOf } from './options';
import {
  additionalServiceOptions,
  budgetOptions,
  careerPositionOptions,
  customerStatusOptions,
  emirateOptions,
  purposeOptions,
  siteAreaOptions,
  siteTypeOptions,
  spaceTypeOptions,
  submissionKindOptions,
  submissionStatusOptions,
  technologyOptions,
  timelineOptions,
  yesNoNotSureOptions,
  yesNoOptions,
} from './enums';
import { cropOptions } from './crops';

/**
 * The enumerations' zod rules, apart from their option lists (enums.ts, crops.ts): a page that only shows
 * labels loads no zod (docs/decisions/104-contract-per-module.md).
 */
export const emirateSchema = enumOf(emirateOptions);
export const spaceTypeSchema = enumOf(spaceTypeOptions);
export const siteTypeSchema = enumOf(siteTypeOptions);
export const siteAreaSchema = enumOf(siteAreaOptions);
export const purposeSchema = enumOf(purposeOptions);
export const technologySchema = enumOf(technologyOptions);
export const yesNoSchema = enumOf(yesNoOptions);
export const yesNoNotSureSchema = enumOf(yesNoNotSureOptions);
export const budgetSchema = enumOf(budgetOptions);
export const timelineSchema = enumOf(timelineOptions);
export const additionalServiceSchema = enumOf(additionalServiceOptions);
export const careerPositionSchema = enumOf(careerPositionOptions);
export const submissionKindSchema = enumOf(submissionKindOptions);
export const submissionStatusSchema = enumOf(submissionStatusOptions);
export const customerStatusSchema = enumOf(customerStatusOptions);
export const cropSchema = enumOf(cropOptions);
