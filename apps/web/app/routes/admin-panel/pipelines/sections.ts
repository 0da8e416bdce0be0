import type { SubmissionKind } from '@farm/contract';
import type { MessageKey } from '#app/i18n/messages';

/**
 * The admin sections that are pipelines, by their path in the product rules (docs/decisions/086-submission-pipelines.md):
 * the product rules' `customization` is the farm enquiry form, `product-customization` the products page's
 * request, `product-detail-customization` the product detail's; `career` is ours, for applications.
 */
export const pipelineSections = [
  { path: 'customization', kind: 'enquiry', title: 'admin.customization' },
  { path: 'product-customization', kind: 'customization', title: 'admin.productCustomization' },
  {
    path: 'product-detail-customization',
    kind: 'productCustomization',
    title: 'admin.productDetailCustomization',
  },
  { path: 'contact', kind: 'contact', title: 'admin.contact' },
  { path: 'career', kind: 'application', title: 'admin.career' },
] as const satisfies readonly { path: string; kind: SubmissionKind; title: MessageKey }[];

export type PipelineSection = (typeof pipelineSections)[number];

/** The section an /admin-panel/<section>/... URL is in, or undefined for any other admin path. */
export function sectionOfPath(pathname: string): PipelineSection | undefined {
  const segment = pathname.split('/')[2];
  return pipelineSections.find((section) => section.path === segment);
}
