import { labelOf, SUBMISSION_FIELDS, type SubmissionKind, submissionStatusOptions } from '@farm/contract';
import type { Types } from 'mongoose';
import { type CsvCell, shopDateTime, toCsv } from '../common/csv';
import { fieldLabels, valueText } from './enquiry-mail';
import type { Submission } from './submission.schema';

type Stored = Submission & { _id: Types.ObjectId };

/**
 * One kind's requests as CSV (RFC 4180, formulas guarded by toCsv): who and when, the pipeline's status
 * and assignee, every field of the form in English words, the files by name and the internal notes. The
 * export is the admins' own working copy, so it carries their notes; it never leaves the admin routes.
 */
export function submissionsCsv(kind: SubmissionKind, docs: readonly Stored[], publicOrigin: string): string {
  const fields: readonly string[] = SUBMISSION_FIELDS[kind];
  const header = [
    'Reference',
    'Received (UAE time)',
    'Status',
    'Assignee',
    'Sender',
    'Sender e-mail',
    'Sender phone',
    'Signed-in customer',
    'Language',
    ...(kind === 'enquiry' ? ['Service'] : []),
    ...(kind === 'productCustomization' ? ['Product'] : []),
    ...fields.map((field) => fieldLabels[field]?.label ?? field),
    ...(kind === 'enquiry' ? ['Farm plan'] : []),
    'Files',
    'Notes',
  ];
  const rows = docs.map((doc): CsvCell[] => [
    String(doc._id),
    doc.createdAt,
    labelOf(submissionStatusOptions, doc.status),
    doc.assignee?.name,
    doc.sender.name,
    doc.sender.email,
    phoneCell(doc.sender.phone),
    doc.userId ? 'Yes' : 'No',
    doc.language === 'ar' ? 'Arabic' : 'English',
    ...(kind === 'enquiry' ? [doc.serviceName] : []),
    ...(kind === 'productCustomization' ? [doc.productName] : []),
    ...fields.map((field) =>
      PHONE_FIELDS.has(field)
        ? phoneCell(doc.fields[field])
        : cellOf(doc.fields[field], fieldLabels[field]?.options),
    ),
    ...(kind === 'enquiry'
      ? [typeof doc.fields.planId === 'string' ? `${publicOrigin}/planner/${doc.fields.planId}` : '']
      : []),
    doc.files.map((file) => file.name).join('\n'),
    (doc.notes ?? []).map((note) => `${shopDateTime(note.at)} ${note.authorName}: ${note.text}`).join('\n'),
  ]);
  return toCsv(header, rows);
}

/** The forms' phone numbers: text in a spreadsheet, leading 0 and `+` kept (csv.ts, CsvDigits). */
const PHONE_FIELDS: ReadonlySet<string> = new Set(['phone', 'mobile']);

function phoneCell(value: unknown): CsvCell {
  return typeof value === 'string' && value !== '' ? { digits: value } : '';
}

/** A field's value: numbers stay numbers, options become their English labels, lists one line. */
function cellOf(value: unknown, options: Parameters<typeof valueText>[1]): CsvCell {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number') return value;
  return valueText(value, options);
}
