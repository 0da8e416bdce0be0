import { type AdminSubmission, ENQUIRY_PHOTO_TYPES, type SubmissionFileView } from '@farm/contract';

const photoTypes: readonly string[] = ENQUIRY_PHOTO_TYPES;

/**
 * Whether a request's file may be shown in the page (a thumbnail, or large in a tab of its own): an
 * enquiry's photo of a type the upload check re-encodes. A CV is only ever downloaded
 * (docs/decisions/041-uploads.md).
 */
export function isShownPhoto(record: Pick<AdminSubmission, 'kind'>, file: SubmissionFileView): boolean {
  return record.kind === 'enquiry' && file.field !== 'resume' && photoTypes.includes(file.contentType);
}
