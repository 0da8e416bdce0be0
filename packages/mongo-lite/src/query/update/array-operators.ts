import type { Document } from 'bson';
import { ErrorCodes, mongoError } from '../../errors';
import { bsonTypeAlias, isNumeric, isPlainObject, isRegex } from '../bson-types';
import { compareValues } from '../compare';
import { compileFilter, compileOperators, isOperatorObject } from '../filter';
import { isIntegral, toDouble } from '../numbers';
import { compileSort } from '../sort';
import { formatIdOf, formatValue } from './format';
import { cloneDeep, locate } from './mutate';
import { current, setValue } from './scalar-operators';
import type { OpContext, OpImpl } from './scalar-operators';

const badValue = (m: string) => mongoError(ErrorCodes.BadValue, m);

function existingArray(ctx: OpContext, parts: string[], op: string): unknown[] | undefined {
  locate(ctx.doc, parts, true);
  const cur = current(ctx, parts);
  if (!cur.exists) return undefined;
  if (!Array.isArray(cur.value)) {
    const field = parts[parts.length - 1];
    if (op === '$addToSet') {
      throw badValue(
        `Cannot apply $addToSet to non-array field. Field named '${field}' has non-array type ${bsonTypeAlias(cur.value)}`,
      );
    }
    throw badValue(
      `The field '${parts.join('.')}' must be an array but is of type ${bsonTypeAlias(cur.value)} in document ${formatIdOf(ctx.original)}`,
    );
  }
  return cur.value;
}

function intArg(value: unknown, what: string): number {
  if (!isNumeric(value) || !isIntegral(value)) {
    throw badValue(
      `The value for ${what} must be an integer value but was given type: ${bsonTypeAlias(value)}`,
    );
  }
  return toDouble(value);
}

function sortElements(values: unknown[], spec: unknown): unknown[] {
  if (isNumeric(spec)) {
    const dir = toDouble(spec);
    if (dir !== 1 && dir !== -1) throw badValue('The $sort element value must be either 1 or -1');
    return [...values].sort((a, b) => compareValues(a, b) * dir);
  }
  if (isPlainObject(spec) && Object.keys(spec).length > 0) {
    const cmp = compileSort(spec);
    const asDoc = (v: unknown): Document => (isPlainObject(v) ? v : {});
    return [...values].sort((a, b) => cmp(asDoc(a), asDoc(b)));
  }
  throw badValue(
    'The $sort is invalid: use 1/-1 to sort the whole element, or {field:1/-1} to sort embedded fields',
  );
}

const PUSH_CLAUSES = new Set(['$each', '$slice', '$sort', '$position']);

function push(ctx: OpContext, parts: string[], arg: unknown): void {
  let each: unknown[] = [arg];
  let slice: number | undefined;
  let sort: unknown;
  let position: number | undefined;
  if (isPlainObject(arg) && '$each' in arg) {
    for (const key of Object.keys(arg)) {
      if (!PUSH_CLAUSES.has(key)) throw badValue(`Unrecognized clause in $push: ${key}`);
    }
    if (!Array.isArray(arg.$each)) {
      throw badValue(
        `The argument to $each in $push must be an array but it was of type: ${bsonTypeAlias(arg.$each)}`,
      );
    }
    each = arg.$each;
    if ('$slice' in arg) slice = intArg(arg.$slice, '$slice');
    if ('$position' in arg) position = intArg(arg.$position, '$position');
    if ('$sort' in arg) sort = arg.$sort;
  }
  const existing = existingArray(ctx, parts, '$push') ?? [];
  let result = [...existing];
  const items = each.map(cloneDeep);
  if (position === undefined) result.push(...items);
  else {
    const at = position < 0 ? Math.max(0, result.length + position) : Math.min(position, result.length);
    result.splice(at, 0, ...items);
  }
  if (sort !== undefined) result = sortElements(result, sort);
  if (slice !== undefined) {
    result = slice >= 0 ? result.slice(0, slice) : result.slice(Math.max(0, result.length + slice));
  }
  setValue(ctx, parts, result);
}

function addToSet(ctx: OpContext, parts: string[], arg: unknown): void {
  let each: unknown[] = [arg];
  if (isPlainObject(arg) && Object.keys(arg)[0] === '$each') {
    if (Object.keys(arg).length > 1)
      throw badValue(`Found unexpected fields after $each in $addToSet: ${formatValue(arg)}`);
    if (!Array.isArray(arg.$each)) {
      throw badValue(
        `The argument to $each in $addToSet must be an array but it was of type ${bsonTypeAlias(arg.$each)}`,
      );
    }
    each = arg.$each;
  }
  const existing = existingArray(ctx, parts, '$addToSet');
  const result = [...(existing ?? [])];
  for (const item of each) {
    if (!result.some((e) => compareValues(e, item) === 0)) result.push(cloneDeep(item));
  }
  setValue(ctx, parts, result);
}

/**
 * $pull's condition: a document of query operators tests each element as a value; any other document is a
 * query on document elements; anything else is equality (or a regex match).
 */
function pullTest(arg: unknown): (element: unknown) => boolean {
  if (isOperatorObject(arg) && !['$and', '$or', '$nor'].includes(Object.keys(arg)[0])) {
    const test = compileOperators(arg, false);
    return (e) => test([e]);
  }
  if (isPlainObject(arg)) {
    const m = compileFilter(arg);
    return (e) => isPlainObject(e) && m(e);
  }
  if (isRegex(arg)) {
    const m = compileFilter({ v: arg });
    return (e) => !Array.isArray(e) && m({ v: e });
  }
  return (e) => compareValues(e, arg) === 0;
}

function removeWhere(ctx: OpContext, parts: string[], op: string, test: (e: unknown) => boolean): void {
  const cur = current(ctx, parts);
  if (!cur.exists) return;
  if (!Array.isArray(cur.value)) throw badValue(`Cannot apply ${op} to a non-array value`);
  const kept = cur.value.filter((e) => !test(e));
  if (kept.length !== cur.value.length) setValue(ctx, parts, kept);
}

function pop(ctx: OpContext, parts: string[], arg: unknown): void {
  const dir = isNumeric(arg) ? toDouble(arg) : NaN;
  if (dir !== 1 && dir !== -1) throw badValue(`$pop expects 1 or -1, found: ${formatValue(arg)}`);
  const cur = current(ctx, parts);
  if (!cur.exists) return;
  if (!Array.isArray(cur.value)) {
    throw mongoError(
      ErrorCodes.TypeMismatch,
      `Path '${parts.join('.')}' contains an element of non-array type '${bsonTypeAlias(cur.value)}'`,
    );
  }
  if (cur.value.length === 0) return;
  setValue(ctx, parts, dir === 1 ? cur.value.slice(0, -1) : cur.value.slice(1));
}

export const ARRAY_OPERATORS: Record<string, OpImpl> = {
  $push: push,
  $addToSet: addToSet,
  $pull: (ctx, parts, arg) => removeWhere(ctx, parts, '$pull', pullTest(arg)),
  $pullAll: (ctx, parts, arg) => {
    if (!Array.isArray(arg))
      throw badValue(`$pullAll requires an array argument but was given a ${bsonTypeAlias(arg)}`);
    removeWhere(ctx, parts, '$pullAll', (e) => arg.some((x) => compareValues(e, x) === 0));
  },
  $pop: pop,
};
