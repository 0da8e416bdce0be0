import type { Readable } from 'node:stream';
import { labelOf, SUBMISSION_FIELDS, type SubmissionKind, submissionStatusOptions } from '@farm/contract';
import type { Types } from 'mongoose';
import { type CsvCell, csvStream, shopDateTime } from '../common/csv';
import { fieldLabels, valueText } from './enquiry-mail';
import type { Submission } from './submission.schema';

type Stored = Submission & { _id: Types.ObjectId };

/**
 * One kind's requests as a CSV stream (RFC 4180, formulas guarded, the byte-order mark first: csv.ts), a
 * row per request as `docs` yields it: who and when, the pipeline's status and assignee, every field of the
 * form in English words, the files by name and the internal notes. The export is the admins' own working
 * copy, so it carries their notes; it never leaves the admin routes.
 */
export function submissionsCsv(
  kind: SubmissionKind,
  docs: AsyncIterable<Stored>,
  publicOrigin: string,
): Readable {
  return csvStream(headerOf(kind), rowsOf(kind, docs, publicOrigin));
}

function headerOf(kind: SubmissionKind): string[] {
  const fields: readonly string[] = SUBMISSION_FIELDS[kind];
  return [
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
}

async function* rowsOf(
  kind: SubmissionKind,
  docs: AsyncIterable<Stored>,
  publicOrigin: string,
): AsyncGenerator<CsvCell[]> {
  const fields: readonly string[] = SUBMISSION_FIELDS[kind];
  for await (const doc of docs) yield rowOf(kind, fields, doc, publicOrigin);
}

function rowOf(
  kind: SubmissionKind,
  fields: readonly string[],
  doc: Stored,
  publicOrigin: string,
): CsvCell[] {
  return [
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
  ];
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
