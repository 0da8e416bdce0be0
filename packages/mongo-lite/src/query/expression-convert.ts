import { Double, Int32, Long } from 'bson';
import type { ObjectId, Timestamp } from 'bson';
import { mongoError, unsupported } from '../errors';
import { bsonTypeAlias, bsonTypeOf } from './bson-types';
import { isNullish } from './expression-values';
import type { EvalContext } from './expressions';
import { evaluate } from './expressions';
import { numKind, toDouble } from './numbers';

type Impl = (args: unknown, ctx: EvalContext) => unknown;
type Target = 'int' | 'long' | 'double' | 'bool' | 'date';

const CONVERSION_FAILURE = 241;

const fail = (message: string) =>
  mongoError(CONVERSION_FAILURE, `${message} in $convert with no onError value`);
const unsupportedConversion = (v: unknown, target: Target) =>
  fail(`Unsupported conversion from ${bsonTypeAlias(v)} to ${target}`);

const RANGES: Record<'int' | 'long', [bigint, bigint]> = {
  int: [-(2n ** 31n), 2n ** 31n - 1n],
  long: [-(2n ** 63n), 2n ** 63n - 1n],
};

function integer(value: bigint, target: 'int' | 'long', shown: string): unknown {
  const [lo, hi] = RANGES[target];
  if (value < lo || value > hi) throw fail(`Conversion would overflow target type: ${shown}`);
  return target === 'int' ? new Int32(Number(value)) : Long.fromBigInt(value);
}

function toInteger(v: unknown, target: 'int' | 'long'): unknown {
  if (typeof v === 'boolean') return integer(v ? 1n : 0n, target, String(v));
  if (v instanceof Date) {
    if (target === 'int') throw unsupportedConversion(v, target);
    return Long.fromNumber(v.getTime());
  }
  if (typeof v === 'string') {
    if (!/^[+-]?\d+$/.test(v)) throw fail(`Failed to parse number '${v}'`);
    return integer(BigInt(v), target, v);
  }
  switch (numKind(v)) {
    case 'int':
      return integer(BigInt(toDouble(v)), target, String(toDouble(v)));
    case 'long':
      return integer((v as Long).toBigInt(), target, (v as Long).toString());
    case 'double': {
      const d = toDouble(v);
      if (Number.isNaN(d)) throw fail(`Attempt to convert NaN value to integer type`);
      if (!Number.isFinite(d)) throw fail(`Attempt to convert infinity value to integer type`);
      return integer(BigInt(Math.trunc(d)), target, String(d));
    }
    case 'decimal':
      throw unsupported('conversions of Decimal128 values');
    default:
      throw unsupportedConversion(v, target);
  }
}

function toDoubleValue(v: unknown): unknown {
  if (typeof v === 'boolean') return new Double(v ? 1 : 0);
  if (v instanceof Date) return new Double(v.getTime());
  if (typeof v === 'string') {
    if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(v)) throw fail(`Failed to parse number '${v}'`);
    return new Double(Number(v));
  }
  const kind = numKind(v);
  if (kind === 'decimal') throw unsupported('conversions of Decimal128 values');
  if (kind) return new Double(toDouble(v));
  throw unsupportedConversion(v, 'double');
}

function toBool(v: unknown): unknown {
  if (typeof v === 'boolean') return v;
  const kind = numKind(v);
  if (kind === 'decimal') throw unsupported('conversions of Decimal128 values');
  if (kind) return toDouble(v) !== 0;
  return true;
}

const ISO_DATE = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?)(Z|[+-]\d{2}:?\d{2})?)?$/;

function toDate(v: unknown): unknown {
  if (v instanceof Date) return v;
  switch (bsonTypeOf(v)) {
    case 'Long':
      return new Date(Number((v as Long).toBigInt()));
    case 'Double': {
      const d = toDouble(v);
      if (!Number.isFinite(d)) throw fail('Attempt to convert a non-finite value to a date');
      return new Date(Math.trunc(d));
    }
    case 'ObjectId':
      return (v as ObjectId).getTimestamp();
    case 'Timestamp':
      return new Date((v as Timestamp).t * 1000);
    default:
      break;
  }
  if (typeof v === 'string') {
    const m = ISO_DATE.exec(v);
    // Only ISO-8601 strings are accepted; MongoDB reads a time without an offset as UTC.
    if (!m) throw unsupported(`$toDate of the string '${v}' (only ISO-8601 dates are supported)`);
    const text = m[2] === undefined ? `${m[1]}T00:00:00Z` : `${m[1]}T${m[2]}${m[3] ?? 'Z'}`;
    const ms = Date.parse(text);
    if (Number.isNaN(ms)) throw fail(`Error parsing date string '${v}'`);
    return new Date(ms);
  }
  throw unsupportedConversion(v, 'date');
}

function converter(op: string, convert: (v: unknown) => unknown): Impl {
  return (args, ctx) => {
    const list = Array.isArray(args) ? args : [args];
    if (list.length !== 1)
      throw mongoError(16020, `Expression ${op} takes exactly 1 arguments. ${list.length} were passed in.`);
    const v = evaluate(list[0], ctx);
    return isNullish(v) ? null : convert(v);
  };
}

export const CONVERT_OPERATORS: Record<string, Impl> = {
  $toInt: converter('$toInt', (v) => toInteger(v, 'int')),
  $toLong: converter('$toLong', (v) => toInteger(v, 'long')),
  $toDouble: converter('$toDouble', toDoubleValue),
  $toBool: converter('$toBool', toBool),
  $toDate: converter('$toDate', toDate),
};
