import { Readable } from 'node:stream';
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

/**
 * The UTF-8 byte-order mark every CSV document starts with: without it, Excel reads the file in the
 * computer's own code page and the Arabic that visitors typed comes out as gibberish
 * (docs/decisions/270-csv-exports-for-spreadsheets.md).
 */
export const CSV_BOM = '\uFEFF';

/** One record: its cells, then CRLF. */
export function csvRow(cells: readonly CsvCell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** A whole document: the byte-order mark, the header row, then one row per record. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return CSV_BOM + [header, ...rows].map(csvRow).join('');
}

/** How much text goes out at once, about: rows are gathered into chunks of this many characters. */
const CHUNK_CHARS = 64 * 1024;

/**
 * A whole document as a stream (docs/decisions/270-csv-exports-for-spreadsheets.md): the byte-order mark
 * and the header row first, on their own, so the answer's headers go out at once; then the rows, as `rows`
 * yields them, gathered into chunks of some 64 thousand characters. A row is asked for only when the
 * reader has taken what came before, so the memory held is a chunk or two and whatever `rows` reads ahead,
 * whatever the total. When `rows` fails, the stream fails with its error; when the stream is stopped (its
 * reader went away), `rows` is stopped too.
 */
export function csvStream(header: readonly string[], rows: AsyncIterable<readonly CsvCell[]>): Readable {
  return Readable.from(csvChunks(header, rows), { objectMode: false });
}

async function* csvChunks(
  header: readonly string[],
  rows: AsyncIterable<readonly CsvCell[]>,
): AsyncGenerator<string> {
  yield CSV_BOM + csvRow(header);
  let chunk = '';
  for await (const row of rows) {
    chunk += csvRow(row);
    if (chunk.length >= CHUNK_CHARS) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/** A Content-Disposition value for a download named `name` (ASCII only, so no encoding is needed). */
export function csvAttachment(name: string): string {
  return `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"`;
}
