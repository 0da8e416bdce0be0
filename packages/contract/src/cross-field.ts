import { z } from 'zod';

type Report = (field: string, message: string) => void;

/** The fields of `raw` that pass their own rule, parsed; fields that fail or are missing are left out. */
function validFields<S extends z.AnyZodObject>(schema: S, raw: unknown): Partial<z.output<S>> {
  const input = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const valid: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape as z.ZodRawShape)) {
    const result = field.safeParse(input[key]);
    if (result.success) valid[key] = result.data;
  }
  return valid as Partial<z.output<S>>;
}

/**
 * Adds rules that span several fields. They run before the object is parsed, on the fields that are
 * valid on their own, because zod skips object-level refinements once any field is missing: this way
 * a form shows "passwords do not match" or "describe the other option" together with the other errors.
 */
export function withCrossFieldRules<S extends z.AnyZodObject>(
  schema: S,
  check: (valid: Partial<z.output<S>>, raw: Record<string, unknown>, report: Report) => void,
) {
  const checked = z.preprocess((raw, ctx) => {
    const input = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
    check(validFields(schema, raw), input, (field, message) =>
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [field], message }),
    );
    return raw;
  }, schema);
  // z.preprocess declares its input as unknown; the cast restores the object's input type for clients.
  return checked as unknown as z.ZodEffects<S, z.output<S>, z.input<S>>;
}

/** A field that only appears when another answer makes it relevant (e.g. "Other" -> describe it). */
export interface DependentField<T> {
  field: keyof T & string;
  /** Whether the form shows the field for these answers (fields that failed their rule are absent). */
  shown: (data: Partial<T>) => boolean;
  /** Message when the field is shown but blank; leave out when the shown field stays optional. */
  required?: string;
}

/** Missing, null or only spaces: what a form sends for a field left empty. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** The fields each schema made by `withDependentFields` requires while they are shown. */
const requiredWhenShown = new WeakMap<z.ZodTypeAny, ReadonlySet<string>>();

/**
 * Whether `schema` (made by `withDependentFields`) requires `field` while the form shows it: a form marks
 * such a field as required from this, not from a list of its own.
 */
export function isRequiredWhenShown(schema: z.ZodTypeAny, field: string): boolean {
  return requiredWhenShown.get(schema)?.has(field) ?? false;
}

/**
 * Requires each dependent field while it is shown and drops it while it is hidden, so a stale answer
 * (a custom area typed before choosing a listed one, docs/product-rules.md §3) never reaches the server's records.
 */
export function withDependentFields<S extends z.AnyZodObject>(
  schema: S,
  fields: readonly DependentField<z.output<S>>[],
) {
  const checked = withCrossFieldRules(schema, (valid, raw, report) => {
    for (const { field, shown, required } of fields) {
      if (required && shown(valid) && isBlank(raw[field])) report(field, required);
    }
  }).transform((data) => {
    const kept: Record<string, unknown> = { ...data };
    for (const { field, shown } of fields) {
      if (!shown(data)) delete kept[field];
    }
    return kept as z.output<S>;
  });
  requiredWhenShown.set(checked, new Set(fields.filter((each) => each.required).map((each) => each.field)));
  return checked;
}
