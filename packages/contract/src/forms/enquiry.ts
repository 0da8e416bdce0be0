import { z } from 'zod';
import { withDependentFields } from '../cross-field';
import {
  additionalServiceOptions,
  budgetOptions,
  cropOptions,
  emirateOptions,
  enquirySiteAreaOptions,
  purposeOptions,
  siteTypeOptions,
  spaceTypeOptions,
  technologyOptions,
  timelineOptions,
  yesNoNotSureOptions,
  yesNoOptions,
} from '../enums';
import { choices, optional, optionalChoice, optionalLine, optionalText } from '../fields';
import { planIdSchema } from '../planner/contract';
import { validationCodes as m } from '../messages';
import { emailAddressRule, fullNameRule, optionalIdRule, phoneRule, photosRule } from '../rules';

/** Every text field of the customisation enquiry (docs/product-rules.md §3, "Enquiry form"). Only the contact is required. */
export const enquiryFieldsSchema = z.object({
  fullName: fullNameRule,
  company: optionalLine(100),
  email: emailAddressRule,
  phone: phoneRule,
  location: optionalChoice(emirateOptions),
  siteTypes: choices(siteTypeOptions),
  siteTypeOther: optionalLine(100),
  spaceType: optionalChoice(spaceTypeOptions),
  siteArea: optionalChoice(enquirySiteAreaOptions),
  siteAreaCustom: optionalLine(100),
  purpose: choices(purposeOptions),
  purposeOther: optionalLine(100),
  technology: optionalChoice(technologyOptions),
  waterAvailable: optionalChoice(yesNoOptions),
  waterType: optionalLine(100),
  electricityAvailable: optionalChoice(yesNoOptions),
  powerBackup: optionalChoice(yesNoNotSureOptions),
  greenhouseRequired: optionalChoice(yesNoNotSureOptions),
  budget: optionalChoice(budgetOptions),
  timeline: optionalChoice(timelineOptions),
  additionalServices: choices(additionalServiceOptions),
  serviceOther: optionalLine(100),
  message: optionalText(2000),
  crops: choices(cropOptions),
  customCrop: optionalLine(100),
  /** The service of /customize-form/{id}; absent on /customize-form. */
  serviceId: optionalIdRule,
  /** The farm plan the visitor sent from the planner (/customize-form?plan=<id>), attached for the team. */
  planId: optional(planIdSchema),
});

type EnquiryFields = z.output<typeof enquiryFieldsSchema>;

// docs/product-rules.md §5: the custom area, other purpose and other service inputs appear only for their option;
// powerBackup is asked only when electricity is available (docs/product-rules.md §3).
const enquiryDependencies = [
  {
    field: 'siteTypeOther',
    shown: (d: Partial<EnquiryFields>) => !!d.siteTypes?.includes('other'),
    required: m.siteTypeOtherRequired,
  },
  {
    field: 'siteAreaCustom',
    shown: (d: Partial<EnquiryFields>) => d.siteArea === 'custom',
    required: m.customSiteAreaRequired,
  },
  {
    field: 'purposeOther',
    shown: (d: Partial<EnquiryFields>) => !!d.purpose?.includes('other'),
    required: m.purposeOtherRequired,
  },
  {
    field: 'serviceOther',
    shown: (d: Partial<EnquiryFields>) => !!d.additionalServices?.includes('other'),
    required: m.serviceOtherRequired,
  },
  { field: 'powerBackup', shown: (d: Partial<EnquiryFields>) => d.electricityAvailable === 'yes' },
] as const;

/** What the API validates from the multipart body (lists arrive as JSON text). */
export const enquirySchema = withDependentFields(enquiryFieldsSchema, enquiryDependencies);
export type Enquiry = z.infer<typeof enquirySchema>;

/** The browser form: the same fields plus up to 5 photos under the name `image` (docs/product-rules.md §7). */
export const enquiryFormSchema = withDependentFields(
  enquiryFieldsSchema.extend({ image: photosRule }),
  enquiryDependencies,
);
export type EnquiryForm = z.infer<typeof enquiryFormSchema>;
