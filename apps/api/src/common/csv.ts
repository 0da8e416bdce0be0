import { SHOP_UTC_OFFSET_MS } from '@farm/contract';

/**
 * CSV as RFC 4180 describes it: fields separated by commas, records by CRLF, a field quoted when it holds a
 * comma, a quote, CR or LF, quotes doubled inside. A text cell that a spreadsheet would read as a formula
 * (starting with `=`, `+`, `-`, `@`, a tab or a carriage return) is prefixed with `'`, so opening an export
 * never runs what a visitor typed into a form (the OWASP "CSV injection" advice). Dates are the shop's time.
 */
export type CsvCell = string | number | boolean | Date | CsvDigits | null | undefined;

/**
 * A number that is text: a phone number. A spreadsheet would drop its leading 0 (`0501234567`), and a
 * leading `+` would be guarded with `'`, which then travels with the number into a dialler. Written as the
 * formula `="0501234567"`, which the export itself makes (only digits, spaces and a leading `+` go in).
 */
export type CsvDigits = { digits: string };

const DIGITS = /^\+?[\d ]+$/;

/**
 * An instant as the shop's clock reads it (UTC+4, docs/decisions/080-date-ranges-in-dubai-time.md),
 * `2026-11-25 01:30:00`: the day the admin screens show, in a form spreadsheets read as a date and time.
 */
export function shopDateTime(instant: Date): string {
  return new Date(instant.getTime() + SHOP_UTC_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (value instanceof Date) text = shopDateTime(value);
  else if (typeof value === 'number') text = Number.isFinite(value) ? String(value) : '';
  else if (typeof value === 'boolean') text = value ? 'true' : 'false';
  else if (typeof value === 'object')
    text = DIGITS.test(value.digits) ? `="${value.digits}"` : guarded(value.digits);
  // Only text is guarded: a negative number the export itself wrote is a number, not a formula.
  else text = guarded(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function guarded(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A whole document: the header row, then one row per record, each ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

/** A Content-Disposition value for a download named `name` (ASCII only, so no encoding is needed). */
export function csvAttachment(name: string): string {
  return `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"`;
}
