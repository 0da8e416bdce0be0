import type { Document } from 'bson';
import { ErrorCodes, mongoError } from '../../errors';
import { isPlainObject } from '../bson-types';
import { compareStrings, compareValues } from '../compare';
import { hasField, isArrayIndex } from '../path';
import { ARRAY_OPERATORS } from './array-operators';
import { formatValue } from './format';
import { identical } from './identical';
import { cloneDeep } from './mutate';
import { checkArrayFiltersUsed, compileArrayFilters, expandPath, parseOperatorUpdate } from './paths';
import type { UpdateEntry } from './paths';
import { renameField } from './rename';
import { SCALAR_OPERATORS } from './scalar-operators';
import { pipelineUpdate } from './pipeline-update';
import type { OpContext } from './scalar-operators';

export interface UpdateOptions {
  arrayFilters?: Document[];
  /** true when this update creates a document through upsert: apply $setOnInsert */
  isUpsertInsert?: boolean;
  /** the filter that matched, needed by the positional `$` operator */
  query?: Document;
  /**
   * Checks a changed document before it is kept (storage rules: field names, `_id`, nesting). It runs before
   * the `_id` immutability check of replacements and pipelines, in MongoDB's order.
   */
  validate?: (doc: Document) => void;
}

const OPERATORS = { ...SCALAR_OPERATORS, ...ARRAY_OPERATORS };

/** MongoDB applies an update's fields in path order (array indexes numerically), so new fields are appended sorted. */
function comparePaths(a: string[], b: string[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    if (a[i] === b[i]) continue;
    if (isArrayIndex(a[i]) && isArrayIndex(b[i])) return Number(a[i]) - Number(b[i]);
    return compareStrings(a[i], b[i]);
  }
  return a.length - b.length;
}

export function applyUpdate(
  doc: Document,
  update: Document | Document[],
  opts: UpdateOptions = {},
): { doc: Document; changed: boolean } {
  if (!Array.isArray(update) && !isPlainObject(update))
    throw mongoError(ErrorCodes.FailedToParse, 'Update argument must be either an object or an array');
  const keys = Array.isArray(update) ? [] : Object.keys(update);
  if (keys.length > 0 && keys[0].startsWith('$')) {
    // operator updates check _id as they apply each path (MongoDB's UpdateNode does), before validation
    const result = operatorUpdate(doc, update as Document, opts);
    const changed = !identical(result, doc);
    if (changed) opts.validate?.(result);
    return { doc: result, changed };
  }
  const result = Array.isArray(update) ? pipelineUpdate(doc, update) : replace(doc, update as Document);
  const changed = !identical(result, doc);
  // MongoDB validates a replaced or transformed document for storage first, then checks that _id is kept
  if (changed) opts.validate?.(result);
  if (hasField(doc, '_id') && compareValues(result._id, doc._id) !== 0) {
    throw mongoError(
      ErrorCodes.ImmutableField,
      `After applying the update, the (immutable) field '_id' was found to have been altered to _id: ${formatValue(result._id)}`,
    );
  }
  return { doc: result, changed };
}

/** The replacement with the document's _id (first) when it has none of its own. */
function replace(doc: Document, replacement: Document): Document {
  const out: Document = {};
  if (hasField(replacement, '_id')) out._id = replacement._id;
  else if (hasField(doc, '_id')) out._id = doc._id;
  for (const [k, v] of Object.entries(replacement)) if (k !== '_id') out[k] = cloneDeep(v);
  return out;
}

interface Step {
  entry: UpdateEntry;
  parts: string[];
  sortKey: string[];
}

function operatorUpdate(doc: Document, update: Document, opts: UpdateOptions): Document {
  const entries = parseOperatorUpdate(update);
  const filters = compileArrayFilters(opts.arrayFilters);
  checkArrayFiltersUsed(entries, filters, update);
  const steps: Step[] = [];
  for (const entry of entries) {
    if (entry.op === '$rename') {
      const parts = entry.path.split('.');
      steps.push({ entry, parts, sortKey: (entry.arg as string).split('.') });
      continue;
    }
    for (const parts of expandPath(doc, entry.path, opts.query, filters)) {
      steps.push({ entry, parts, sortKey: parts });
    }
  }
  steps.sort((a, b) => comparePaths(a.sortKey, b.sortKey));
  const ctx: OpContext = { doc: cloneDeep(doc), original: doc, isUpsertInsert: opts.isUpsertInsert === true };
  for (const { entry, parts } of steps) {
    if (entry.op === '$rename') renameField(ctx, parts, (entry.arg as string).split('.'));
    else OPERATORS[entry.op](ctx, parts, entry.arg);
  }
  checkIdUnchanged(doc, ctx.doc, opts, steps);
  return ctx.doc;
}

function checkIdUnchanged(before: Document, after: Document, opts: UpdateOptions, steps: Step[]): void {
  if (!hasField(before, '_id') || opts.isUpsertInsert) return;
  if (!hasField(after, '_id') || compareValues(before._id, after._id) !== 0) {
    const step = steps.find((s) => s.parts[0] === '_id' || s.sortKey[0] === '_id');
    const path = step ? (step.parts[0] === '_id' ? step.parts : step.sortKey).join('.') : '_id';
    throw mongoError(
      ErrorCodes.ImmutableField,
      `Performing an update on the path '${path}' would modify the immutable field '_id'`,
    );
  }
}
