import type { Option } from './options';

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
export type Emirate = (typeof emirateOptions)[number]['value'];

/**
 * Space types. The enquiry form and the products-page request share the values; the product rules list the
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
export type SpaceType = (typeof spaceTypeOptions)[number]['value'];

/** Site types on the enquiry form: any space types, plus a free-text other (`siteTypeOther`). */
export const siteTypeOptions = [
  ...enquirySpaceTypeOptions,
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];
export type SiteType = (typeof siteTypeOptions)[number]['value'];

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
export type SiteArea = (typeof siteAreaOptions)[number]['value'];

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
export type Purpose = (typeof purposeOptions)[number]['value'];

export const technologyOptions = [
  { value: 'hydroponics', label: 'Hydroponics' },
  { value: 'aquaponics', label: 'Aquaponics' },
  { value: 'aeroponics', label: 'Aeroponics' },
  { value: 'soil', label: 'Soil-based' },
  { value: 'not-sure', label: 'Not sure' },
] as const satisfies readonly Option[];
export type Technology = (typeof technologyOptions)[number]['value'];

/** waterAvailable, electricityAvailable and the career `experience` question. */
export const yesNoOptions = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const satisfies readonly Option[];
export type YesNo = (typeof yesNoOptions)[number]['value'];

/** powerBackup and greenhouseRequired. */
export const yesNoNotSureOptions = [
  ...yesNoOptions,
  { value: 'not-sure', label: 'Not sure' },
] as const satisfies readonly Option[];
export type YesNoNotSure = (typeof yesNoNotSureOptions)[number]['value'];

/** Budget in AED (the product rules' currency for budgets, whatever the shop currency is). */
export const budgetOptions = [
  { value: '<10000', label: 'Less than AED 10,000' },
  { value: '10000-25000', label: 'AED 10,000 - 25,000' },
  { value: '25000-50000', label: 'AED 25,000 - 50,000' },
  { value: '50000-100000', label: 'AED 50,000 - 100,000' },
  { value: '>100000', label: 'More than AED 100,000' },
  { value: 'not-sure', label: 'Not sure' },
] as const satisfies readonly Option[];
export type Budget = (typeof budgetOptions)[number]['value'];

export const timelineOptions = [
  { value: 'immediately', label: 'Immediately' },
  { value: '1month', label: 'Within 1 month' },
  { value: '1-3months', label: '1-3 months' },
  { value: '3-6months', label: '3-6 months' },
  { value: 'exploring', label: 'Just exploring' },
] as const satisfies readonly Option[];
export type Timeline = (typeof timelineOptions)[number]['value'];

export const additionalServiceOptions = [
  { value: 'amc', label: 'Annual Maintenance Contract (AMC)' },
  { value: 'harvest', label: 'Harvesting support' },
  { value: 'sales', label: 'Produce sales support' },
  { value: 'training', label: 'Training' },
  { value: 'supply', label: 'Seeds and nutrients supply' },
  { value: 'iot', label: 'IoT monitoring and automation' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];
export type AdditionalService = (typeof additionalServiceOptions)[number]['value'];

export const careerPositionOptions = [
  { value: 'farm-operations', label: 'Farm Operations' },
  { value: 'maintenance', label: 'Maintenance' },
  { value: 'driver-logistics', label: 'Driver/Logistics' },
  { value: 'support-roles', label: 'Support Roles' },
] as const satisfies readonly Option[];
export type CareerPosition = (typeof careerPositionOptions)[number]['value'];

export * from './crops';

/**
 * The five kinds of request a visitor can send. Each is one admin section of the admin panel:
 * `application` (careers), `contact`, `customization` (the products page's Customize tile: "product
 * customization" there), `productCustomization` (the product detail dialog: "product detail
 * customization") and `enquiry` (the long farm enquiry form: "customization").
 */
export const submissionKindOptions = [
  { value: 'application', label: 'Job application' },
  { value: 'contact', label: 'Contact request' },
  { value: 'customization', label: 'Customization request' },
  { value: 'productCustomization', label: 'Product customization request' },
  { value: 'enquiry', label: 'Farm enquiry' },
] as const satisfies readonly Option[];
export type SubmissionKind = (typeof submissionKindOptions)[number]['value'];

/**
 * Where a request stands in the team's pipeline (docs/decisions/113-pipeline-statuses-per-kind.md). Every
 * request starts as `new`; admins move it on freely (a lost lead may come back). A lead goes through the
 * sales statuses, a job application through the hiring ones. What is stored and what admins see.
 */
export const salesStatusOptions = [
  { value: 'new', label: 'New' },
  { value: 'contacted', label: 'Contacted' },
  { value: 'quoted', label: 'Quoted' },
  { value: 'won', label: 'Won' },
  { value: 'lost', label: 'Lost' },
] as const satisfies readonly Option[];

export const hiringStatusOptions = [
  { value: 'new', label: 'New' },
  { value: 'reviewing', label: 'Reviewing' },
  { value: 'interview', label: 'Interview' },
  { value: 'offer', label: 'Offer' },
  { value: 'hired', label: 'Hired' },
  { value: 'rejected', label: 'Rejected' },
] as const satisfies readonly Option[];

/** Every status a request may have, of either pipeline, each once. */
export const submissionStatusOptions = [
  ...salesStatusOptions,
  ...hiringStatusOptions.filter((option) => option.value !== 'new'),
] as const satisfies readonly Option[];
export type SubmissionStatus = (typeof submissionStatusOptions)[number]['value'];

/** The statuses of one kind's pipeline, in the order the team moves through them. */
export function statusOptionsFor(
  kind: SubmissionKind,
): readonly { value: SubmissionStatus; label: string }[] {
  return kind === 'application' ? hiringStatusOptions : salesStatusOptions;
}

/** Whether `status` belongs to the pipeline of `kind`. */
export function isStatusOf(kind: SubmissionKind, status: SubmissionStatus): boolean {
  return statusOptionsFor(kind).some((option) => option.value === status);
}

/**
 * What the sender sees of the pipeline on their account page: whether anyone is on it yet, not how the
 * team rates the lead (docs/decisions/085-pipeline-statuses.md).
 */
export const customerStatusOptions = [
  { value: 'new', label: 'New' },
  { value: 'in-progress', label: 'In progress' },
  { value: 'closed', label: 'Closed' },
] as const satisfies readonly Option[];
export type CustomerStatus = (typeof customerStatusOptions)[number]['value'];

const customerStatuses: Record<SubmissionStatus, CustomerStatus> = {
  new: 'new',
  contacted: 'in-progress',
  quoted: 'in-progress',
  won: 'closed',
  lost: 'closed',
  reviewing: 'in-progress',
  interview: 'in-progress',
  offer: 'in-progress',
  hired: 'closed',
  rejected: 'closed',
};

/** The customer's view of a pipeline status. */
export function customerStatusOf(status: SubmissionStatus): CustomerStatus {
  return customerStatuses[status];
}
