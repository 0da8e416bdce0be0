import { Double, Int32, Long, Timestamp } from 'bson';
import type { Document } from 'bson';
import { ErrorCodes, mongoError } from '../../errors';
import { bsonTypeAlias, isNumeric, isPlainObject } from '../bson-types';
import { compareValues } from '../compare';
import { arith, NumericOverflow, numKind } from '../numbers';
import { formatIdOf, formatValue } from './format';
import { assign, childOf, cloneDeep, hasChild, locate } from './mutate';

export interface OpContext {
  /** the working copy being updated */
  doc: Document;
  /** the document before the update (for messages) */
  original: Document;
  isUpsertInsert: boolean;
}

export type OpImpl = (ctx: OpContext, parts: string[], arg: unknown) => void;

export function setValue(ctx: OpContext, parts: string[], value: unknown): void {
  const slot = locate(ctx.doc, parts, true)!;
  assign(slot.container, slot.key, value, slot.parentKey);
}

/** The current value at a concrete path and whether it exists (creating nothing). */
export function current(ctx: OpContext, parts: string[]): { exists: boolean; value: unknown } {
  const slot = locate(ctx.doc, parts, false);
  if (!slot || !hasChild(slot.container, slot.key)) return { exists: false, value: undefined };
  return { exists: true, value: childOf(slot.container, slot.key) };
}

function zeroLike(value: unknown): unknown {
  switch (numKind(value)) {
    case 'int':
      return new Int32(0);
    case 'long':
      return Long.fromNumber(0);
    case 'decimal':
      return arith('mul', value, new Int32(0), 'error');
    default:
      return new Double(0);
  }
}

function arithmetic(op: '$inc' | '$mul'): OpImpl {
  return (ctx, parts, arg) => {
    const field = parts[parts.length - 1];
    if (!isNumeric(arg)) {
      throw mongoError(
        ErrorCodes.TypeMismatch,
        `Cannot ${op === '$inc' ? 'increment' : 'multiply'} with non-numeric argument: {${parts.join('.')}: ${formatValue(arg)}}`,
      );
    }
    // Validate the path (28 through a scalar) before looking at the value, as MongoDB does.
    locate(ctx.doc, parts, true);
    const cur = current(ctx, parts);
    if (!cur.exists) {
      setValue(ctx, parts, op === '$inc' ? arg : zeroLike(arg));
      return;
    }
    if (!isNumeric(cur.value)) {
      throw mongoError(
        ErrorCodes.TypeMismatch,
        `Cannot apply ${op} to a value of non-numeric type. ${formatIdOf(ctx.original)} has the field '${field}' of non-numeric type ${bsonTypeAlias(cur.value)}`,
      );
    }
    let result: unknown;
    try {
      result = arith(op === '$inc' ? 'add' : 'mul', cur.value, arg, 'error');
    } catch (e) {
      if (!(e instanceof NumericOverflow)) throw e;
      throw mongoError(
        ErrorCodes.BadValue,
        `Failed to apply ${op} operations to current value (${formatValue(cur.value)}) for document ${formatIdOf(ctx.original)}`,
      );
    }
    setValue(ctx, parts, result);
  };
}

function minMax(op: '$min' | '$max'): OpImpl {
  return (ctx, parts, arg) => {
    locate(ctx.doc, parts, true);
    const cur = current(ctx, parts);
    const c = cur.exists ? compareValues(arg, cur.value) : 0;
    if (!cur.exists || (op === '$min' ? c < 0 : c > 0)) setValue(ctx, parts, cloneDeep(arg));
  };
}

let timestampIncrement = 0;

function currentDate(ctx: OpContext, parts: string[], arg: unknown): void {
  let type = 'date';
  if (isPlainObject(arg)) {
    const keys = Object.keys(arg);
    if (keys.length !== 1 || keys[0] !== '$type' || (arg.$type !== 'date' && arg.$type !== 'timestamp')) {
      throw mongoError(
        ErrorCodes.BadValue,
        "The '$type' string field is required to be 'date' or 'timestamp': {$currentDate: {field : {$type: 'date'}}}",
      );
    }
    type = arg.$type as string;
  } else if (typeof arg !== 'boolean') {
    throw mongoError(
      ErrorCodes.BadValue,
      `${parts.join('.')} is not valid type for $currentDate. Please use a boolean ('true') or a $type expression ({$type: 'timestamp/date'}).`,
    );
  }
  const now = new Date();
  const value =
    type === 'date'
      ? now
      : new Timestamp({
          t: Math.floor(now.getTime() / 1000),
          i: (timestampIncrement = (timestampIncrement % 0x7fffffff) + 1),
        });
  setValue(ctx, parts, value);
}

export const SCALAR_OPERATORS: Record<string, OpImpl> = {
  $set: (ctx, parts, arg) => setValue(ctx, parts, cloneDeep(arg)),
  $setOnInsert: (ctx, parts, arg) => {
    if (ctx.isUpsertInsert) setValue(ctx, parts, cloneDeep(arg));
  },
  $unset: (ctx, parts) => {
    const slot = locate(ctx.doc, parts, false);
    if (!slot || !hasChild(slot.container, slot.key)) return;
    // $unset of an array element leaves null in its place, as MongoDB does.
    if (Array.isArray(slot.container)) slot.container[Number(slot.key)] = null;
    else delete slot.container[slot.key];
  },
  $inc: arithmetic('$inc'),
  $mul: arithmetic('$mul'),
  $min: minMax('$min'),
  $max: minMax('$max'),
  $currentDate: currentDate,
};
