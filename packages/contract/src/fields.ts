import { z } from 'zod';
import { valuesOf, type Option } from './options';
import { tooLong, validationCodes as m } from './messages';
import { withAsciiDigits } from './search-words';

/**
 * C0 control characters other than tab, line feed and carriage return, DEL, and the C1 controls. No field
 * has a use for them; NUL in particular cannot travel in a MongoDB regular expression or key and used to
 * turn a search into a 500. One rule for every free-text field, so the API refuses them with a 400.
 */
// eslint-disable-next-line no-control-regex
export const NO_CONTROL_CHARACTERS = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]*$/;

/**
 * Characters nobody sees that change what others see (docs/decisions/259-visible-one-line-text.md): the
 * zero-width space and word joiner, a byte-order mark, and the direction embeddings and overrides. A name
 * of zero-width spaces was an invisible link in the admin lists; one ending in U+202E turned the rest of a
 * staff mail's sentence backwards. The marks a writer of Arabic uses (U+200E, U+200F, U+061C), the isolates
 * that set English inside Arabic (U+2066-2069) and the joiners of scripts and emoji stay.
 */
const INVISIBLE = '\u200B\u202A-\u202E\u2060\uFEFF';
export const NO_INVISIBLE_CHARACTERS = new RegExp(`^[^${INVISIBLE}]*$`);

/** The same characters anywhere in a text, to take them out of one (a search typed with one). */
export const INVISIBLE_CHARACTERS = new RegExp(`[${INVISIBLE}]`, 'g');

type TextOptions = z.RawCreateParams & { required_error?: string; invalid_type_error?: string };

/** Any text a client sends: no control characters, no invisible ones (see the two patterns above). */
export function text(options?: TextOptions) {
  return secretText(options).regex(NO_INVISIBLE_CHARACTERS, m.invisibleCharacters);
}

/** A password: no control characters; anything else may be part of it, shown to nobody. */
function secretText(options?: TextOptions) {
  return z.string(options).regex(NO_CONTROL_CHARACTERS, m.controlCharacters);
}

/** An optional search term in a query string: trimmed, capped, no control characters. */
export function searchText(max: number) {
  return text().trim().max(max, tooLong(max)).optional();
}

/**
 * Builders of form fields. Each works on Conform's `parseWithZod` (FormData: strings, '' for an empty
 * input, one string for a single checked box) and on JSON bodies alike: blanks become "missing", so a
 * required field yields exactly one message, its required message.
 */

/** A preprocessed schema typed with its inner input, so typed clients must still send the right type. */
type Preprocessed<S extends z.ZodTypeAny> = z.ZodEffects<S, z.output<S>, z.input<S>>;

function preprocessed<S extends z.ZodTypeAny>(
  convert: (value: unknown) => unknown,
  schema: S,
): Preprocessed<S> {
  // z.preprocess declares its input as unknown; the cast narrows only the static input type.
  return z.preprocess(convert, schema) as unknown as Preprocessed<S>;
}

/** Trims text; blank text and null count as missing. */
function blankToUndefined(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function toNumber(value: unknown): unknown {
  const present = blankToUndefined(value);
  const number = typeof present === 'string' ? Number(present) : present;
  // An infinite number is no number a form means: refused as the wrong type, with the field's one message
  // (a bound checked after it would add the same message again).
  return typeof number === 'number' && !Number.isFinite(number) ? Number.NaN : number;
}

/** An empty file input still posts one nameless, empty file; it means "no file". */
function isEmptyFile(value: unknown): boolean {
  return isFile(value) && value.name === '' && value.size === 0;
}

/**
 * A list from repeated form fields, one form value, or JSON text (multipart sends lists as JSON).
 * Blank entries and empty file inputs are dropped.
 */
function toList(value: unknown): unknown {
  let list: unknown = value;
  if (typeof value === 'string' && value.trim().startsWith('[')) {
    try {
      list = JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }
  if (list === undefined || list === null) return [];
  // The items a list holds, not its length: a multipart field named `crops[4294967294]` makes a list of
  // one item and four billion empty places, which walking by position would take minutes over.
  const items: unknown[] = Array.isArray(list) ? Object.values(list) : [list];
  return items.filter((item) => !(blankToUndefined(item) === undefined || isEmptyFile(item)));
}

/** Checkbox: HTML sends 'on' when checked and nothing when not; JSON and multipart send true/'true'. */
function toBoolean(value: unknown): boolean {
  return value === true || value === 'on' || value === 'true';
}

const keep = (s: z.ZodString) => s;

/** Required text: `required` when missing or blank, then the checks `refine` adds. */
export function requiredText(required: string, refine: (s: z.ZodString) => z.ZodString = keep) {
  return preprocessed(
    blankToUndefined,
    // Blank text never gets this far (it is absent), but the minimum says so in the API's OpenAPI document.
    refine(text({ required_error: required, invalid_type_error: required }).min(1, required)),
  );
}

/** Every run of white space (line breaks, tabs, no-break spaces) as one space: a one-line field holds one line. */
function toOneLine(value: unknown): unknown {
  return typeof value === 'string' ? value.replace(/\s+/gu, ' ') : value;
}

/**
 * Required text of one line (a name, a city): what was typed across lines or with runs of spaces is kept
 * as one line, so a name cannot add a row of its own to a staff mail or a list.
 */
export function requiredLine(required: string, refine: (s: z.ZodString) => z.ZodString = keep) {
  return preprocessed(toOneLine, requiredText(required, refine));
}

/**
 * Required text of digits, such as a mailed code or a phone number, where Arabic-Indic digits count as the
 * digits they are; one line, as a phone number typed free-form must be (it is shown in staff mails).
 */
export function requiredDigits(required: string, refine: (s: z.ZodString) => z.ZodString) {
  return preprocessed(
    (value) => (typeof value === 'string' ? toOneLine(withAsciiDigits(value)) : value),
    requiredText(required, refine),
  );
}

/** Characters of the longest typed number read: "1,000,000,000.25" with room to spare. */
const TYPED_NUMBER_MAX_LENGTH = 40;

/**
 * Text in plain decimal notation ("12", "-0.5"): how a form field or a URL carries a number. Each digit has
 * one place in the pattern, so a long run of them is read once, never backtracked over.
 */
const PLAIN_DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * A number as people type it: Arabic-Indic digits, the Arabic decimal separator (٫) and thousands
 * separators (٬ or a comma, between groups of three digits: "1,200") read as what they mean. Anything but
 * decimal notation (hexadecimal, an exponent, "12,5") is NaN, for the number rule to refuse, and so is
 * anything longer than any number a person types (the patterns then never see a long crafted text).
 */
export function parseTypedNumber(typed: string): number {
  if (typed.length > TYPED_NUMBER_MAX_LENGTH) return Number.NaN;
  const ascii = withAsciiDigits(typed.trim())
    .replace(/\u066B/g, '.')
    .replace(/\u066C/g, ',');
  const plain = /^[+-]?\d{1,3}(,\d{3})+(\.\d*)?$/.test(ascii) ? ascii.replace(/,/g, '') : ascii;
  return PLAIN_DECIMAL.test(plain) ? Number(plain) : Number.NaN;
}

/** A finite number, from a JSON number or typed text (parseTypedNumber); `message` for anything else. */
export function typedNumber(message: string) {
  return preprocessed(
    (value) => (typeof value === 'string' ? parseTypedNumber(value) : value),
    z.number({ invalid_type_error: message }).finite(message),
  );
}

/**
 * A number a client sends as a JSON number, or as text in plain decimal notation where a form field or a
 * query string carries it; `message` for anything else, and for every failed check `refine` adds. Unlike
 * JavaScript's Number() (what z.coerce uses), it reads `false`, `[]`, `[7]`, hexadecimal ("0x2") and an
 * exponent ("1e3") as no number: `stockWas: false` read as 0 added the whole stock again on every save
 * (docs/decisions/237-stock-edits-as-changes.md). Blank text is refused too; `optional` makes it absent.
 */
export function plainNumber(message: string, refine: (n: z.ZodNumber) => z.ZodNumber = (n) => n) {
  return preprocessed(
    (value) =>
      typeof value === 'string' ? (PLAIN_DECIMAL.test(value.trim()) ? Number(value) : Number.NaN) : value,
    refine(z.number({ required_error: message, invalid_type_error: message }).finite(message)),
  );
}

/**
 * The revision a record's edit form was opened with: optional, a whole number of 0 or more, `message`
 * otherwise. Given, a save over a later revision (a colleague saved meanwhile) is refused with 409
 * instead of undoing it (docs/decisions/252-product-edit-revisions.md).
 */
export function revisionWasField(message: string) {
  return optional(plainNumber(message, (n) => n.int(message).min(0, message)));
}

/** Any schema made optional, where blank text counts as absent. */
export function optional<S extends z.ZodTypeAny>(schema: S) {
  return preprocessed(blankToUndefined, schema.optional());
}

/** Optional free text, capped at `max` characters; blank becomes undefined. */
export function optionalText(max = 200) {
  return optional(text().max(max, tooLong(max)));
}

/** Optional text of one line (a company, an "other" answer), kept on one line as `requiredLine` keeps it. */
export function optionalLine(max = 200) {
  return preprocessed(toOneLine, optionalText(max));
}

/** Required secret: never trimmed (spaces may be part of a password); only '' counts as missing. */
export function requiredSecret(required: string, refine: (s: z.ZodString) => z.ZodString) {
  return preprocessed(
    (value) => (value === '' || value === null ? undefined : value),
    refine(secretText({ required_error: required, invalid_type_error: required })),
  );
}

/** One required value of an option list; `message` for missing and unknown values alike. */
export function choice<const T extends readonly [Option, ...Option[]]>(options: T, message: string) {
  return preprocessed(blankToUndefined, z.enum(valuesOf(options), { message }));
}

/** One optional value of an option list. */
export function optionalChoice<const T extends readonly [Option, ...Option[]]>(options: T) {
  return optional(z.enum(valuesOf(options), { message: m.invalidChoice }));
}

/** Any number of values of an option list (empty when none is chosen), each at most once. */
export function choices<const T extends readonly [Option, ...Option[]]>(options: T) {
  return preprocessed(
    toList,
    z
      .array(z.enum(valuesOf(options), { message: m.invalidChoice }), { message: m.invalidChoice })
      .refine((list) => new Set(list).size === list.length, m.invalidChoice)
      // A default (not `required`) so Conform does not mark every checkbox of the group required.
      .default([]),
  );
}

/** A required number; `invalid` covers text that is not a number and every failed check. */
export function requiredNumber(required: string, invalid: string, refine: (n: z.ZodNumber) => z.ZodNumber) {
  return preprocessed(
    toNumber,
    refine(z.number({ required_error: required, invalid_type_error: invalid }).finite(invalid)),
  );
}

/** A checkbox; absent means unchecked (HTML omits unchecked boxes). */
export function checkbox() {
  return preprocessed(toBoolean, z.boolean());
}

/** A list of files from a multiple file input; an empty input gives an empty list. */
export function fileList<S extends z.ZodTypeAny>(file: S, max: number, tooMany: string) {
  return preprocessed(toList, z.array(file).max(max, tooMany).default([]));
}

export function isFile(value: unknown): value is File {
  return typeof File !== 'undefined' && value instanceof File;
}

/** A required, non-empty uploaded file (browsers send an empty File for an empty input). */
export function requiredFile(message: string) {
  return z.custom<File>((value) => isFile(value) && value.size > 0, message);
}
