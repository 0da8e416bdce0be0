import { z } from 'zod';
import { enumOf, type Option } from './options';

/** Enumerations of docs/product-rules.md §3 ("Enumerations"). Each value is stable and doubles as an i18n key. */

export const emirateOptions = [
  { value: 'abu-dhabi', label: 'Abu Dhabi' },
  { value: 'dubai', label: 'Dubai' },
  { value: 'sharjah', label: 'Sharjah' },
  { value: 'ajman', label: 'Ajman' },
  { value: 'umm-al-quwain', label: 'Umm Al Quwain' },
  { value: 'ras-al-khaimah', label: 'Ras Al Khaimah' },
  { value: 'fujairah', label: 'Fujairah' },
] as const satisfies readonly Option[];
export const emirateSchema = enumOf(emirateOptions);
export type Emirate = z.infer<typeof emirateSchema>;

/**
 * Space types. The enquiry form and the products-page request share the values; the spec lists the
 * enquiry ones by value (labelling only `empty`) and gives the products page its own labels.
 */
export const spaceTypeOptions = [
  { value: 'indoor', label: 'Indoor' },
  { value: 'outdoor', label: 'Outdoor' },
  { value: 'terrace', label: 'Terrace' },
  { value: 'balcony', label: 'Balcony' },
  { value: 'backyard', label: 'Backyard' },
  { value: 'frontyard', label: 'Frontyard' },
  { value: 'rooftop', label: 'Rooftop' },
  { value: 'empty', label: 'Empty Plot / Land' },
] as const satisfies readonly Option[];
export const enquirySpaceTypeOptions = [
  { value: 'indoor', label: 'indoor' },
  { value: 'outdoor', label: 'outdoor' },
  { value: 'terrace', label: 'terrace' },
  { value: 'balcony', label: 'balcony' },
  { value: 'backyard', label: 'backyard' },
  { value: 'frontyard', label: 'frontyard' },
  { value: 'rooftop', label: 'rooftop' },
  { value: 'empty', label: 'Empty Plot / Land' },
] as const satisfies readonly Option[];
export const spaceTypeSchema = enumOf(spaceTypeOptions);
export type SpaceType = z.infer<typeof spaceTypeSchema>;

/** Site types on the enquiry form: any space types, plus a free-text other (`siteTypeOther`). */
export const siteTypeOptions = [
  ...enquirySpaceTypeOptions,
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];
export const siteTypeSchema = enumOf(siteTypeOptions);
export type SiteType = z.infer<typeof siteTypeSchema>;

/** Site areas: one set of values, labelled differently on the enquiry form and the products page. */
export const enquirySiteAreaOptions = [
  { value: '100', label: 'Less than 100 sqft' },
  { value: '100-300', label: '100-300' },
  { value: '300-1000', label: '300-1000' },
  { value: '1000-5000', label: '1000-5000' },
  { value: '>5000', label: '>5000' },
  { value: 'custom', label: 'Custom' },
] as const satisfies readonly Option[];
export const siteAreaOptions = [
  { value: '100', label: 'Less than 100 sqft' },
  { value: '100-300', label: '100-300 sqft' },
  { value: '300-1000', label: '300-1000 sqft' },
  { value: '1000-5000', label: '1000-5000 sqft' },
  { value: '>5000', label: 'More than 5000 sqft' },
  { value: 'custom', label: 'Custom' },
] as const satisfies readonly Option[];
export const siteAreaSchema = enumOf(siteAreaOptions);
export type SiteArea = z.infer<typeof siteAreaSchema>;

export const purposeOptions = [
  { value: 'home', label: 'Home' },
  { value: 'commercial', label: 'Commercial' },
  { value: 'edu', label: 'Education' },
  { value: 'csr', label: 'CSR' },
  { value: 'rnd', label: 'Research & Development' },
  { value: 'restaurant', label: 'Restaurant' },
  { value: 'school', label: 'School' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];
export const purposeSchema = enumOf(purposeOptions);
export type Purpose = z.infer<typeof purposeSchema>;

export const technologyOptions = [
  { value: 'hydroponics', label: 'Hydroponics' },
  { value: 'aquaponics', label: 'Aquaponics' },
  { value: 'aeroponics', label: 'Aeroponics' },
  { value: 'soil', label: 'Soil-based' },
  { value: 'not-sure', label: 'Not sure' },
] as const satisfies readonly Option[];
export const technologySchema = enumOf(technologyOptions);
export type Technology = z.infer<typeof technologySchema>;

/** waterAvailable, electricityAvailable and the career `experience` question. */
export const yesNoOptions = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const satisfies readonly Option[];
export const yesNoSchema = enumOf(yesNoOptions);
export type YesNo = z.infer<typeof yesNoSchema>;

/** powerBackup and greenhouseRequired. */
export const yesNoNotSureOptions = [
  ...yesNoOptions,
  { value: 'not-sure', label: 'Not sure' },
] as const satisfies readonly Option[];
export const yesNoNotSureSchema = enumOf(yesNoNotSureOptions);
export type YesNoNotSure = z.infer<typeof yesNoNotSureSchema>;

/** Budget in AED (the spec's currency for budgets, whatever the shop currency is). */
export const budgetOptions = [
  { value: '<10000', label: 'Less than AED 10,000' },
  { value: '10000-25000', label: 'AED 10,000 - 25,000' },
  { value: '25000-50000', label: 'AED 25,000 - 50,000' },
  { value: '50000-100000', label: 'AED 50,000 - 100,000' },
  { value: '>100000', label: 'More than AED 100,000' },
  { value: 'not-sure', label: 'Not sure' },
] as const satisfies readonly Option[];
export const budgetSchema = enumOf(budgetOptions);
export type Budget = z.infer<typeof budgetSchema>;

export const timelineOptions = [
  { value: 'immediately', label: 'Immediately' },
  { value: '1month', label: 'Within 1 month' },
  { value: '1-3months', label: '1-3 months' },
  { value: '3-6months', label: '3-6 months' },
  { value: 'exploring', label: 'Just exploring' },
] as const satisfies readonly Option[];
export const timelineSchema = enumOf(timelineOptions);
export type Timeline = z.infer<typeof timelineSchema>;

export const additionalServiceOptions = [
  { value: 'amc', label: 'Annual Maintenance Contract (AMC)' },
  { value: 'harvest', label: 'Harvesting support' },
  { value: 'sales', label: 'Produce sales support' },
  { value: 'training', label: 'Training' },
  { value: 'supply', label: 'Seeds and nutrients supply' },
  { value: 'iot', label: 'IoT monitoring and automation' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];
export const additionalServiceSchema = enumOf(additionalServiceOptions);
export type AdditionalService = z.infer<typeof additionalServiceSchema>;

export const careerPositionOptions = [
  { value: 'farm-operations', label: 'Farm Operations' },
  { value: 'maintenance', label: 'Maintenance' },
  { value: 'driver-logistics', label: 'Driver/Logistics' },
  { value: 'support-roles', label: 'Support Roles' },
] as const satisfies readonly Option[];
export const careerPositionSchema = enumOf(careerPositionOptions);
export type CareerPosition = z.infer<typeof careerPositionSchema>;

export * from './crops';
