import { ErrorCodes, mongoError } from '../errors';
import { BSON_TYPE_NUMBERS, bsonTypeAlias, isNumeric } from './bson-types';
import { isIntegral, numKind, toDouble } from './numbers';
import type { Long } from 'bson';

const badValue = (message: string) => mongoError(ErrorCodes.BadValue, message);

const ALIAS_BY_NUMBER = new Map(Object.entries(BSON_TYPE_NUMBERS).map(([alias, n]) => [n, alias]));

function typeAliasOf(spec: unknown): string {
  if (typeof spec === 'string') {
    if (spec === 'number' || spec in BSON_TYPE_NUMBERS) return spec;
    throw badValue(`Unknown type name alias: ${spec}`);
  }
  if (isNumeric(spec)) {
    const n = toDouble(spec);
    const alias = Number.isInteger(n) ? ALIAS_BY_NUMBER.get(n) : undefined;
    if (alias === undefined) throw badValue(`Invalid numerical type code: ${n}`);
    return alias;
  }
  throw badValue('type must be represented as a number or a string');
}

/** $type by alias or number; 'number' means any numeric type. */
export function compileTypeTest(operand: unknown): (v: unknown) => boolean {
  const specs = Array.isArray(operand) ? operand : [operand];
  const aliases = new Set(specs.map(typeAliasOf));
  return (v) => {
    if (v === undefined) return false;
    if (aliases.has(bsonTypeAlias(v))) return true;
    return aliases.has('number') && isNumeric(v);
  };
}

export function compileSize(operand: unknown): number {
  if (!isNumeric(operand)) throw badValue('$size needs a number');
  if (!isIntegral(operand)) throw badValue('$size must be a whole number');
  const n = toDouble(operand);
  if (n < 0) throw badValue('$size may not be negative');
  return n;
}

function toTruncatedBigInt(value: unknown): bigint | undefined {
  if (numKind(value) === 'long') return (value as Long).toBigInt();
  const d = toDouble(value);
  if (!Number.isFinite(d)) return undefined;
  return BigInt(Math.trunc(d));
}

/** $mod: [divisor, remainder], both truncated to integers like MongoDB's cast to a 64-bit integer. */
export function compileModTest(operand: unknown): (v: unknown) => boolean {
  if (!Array.isArray(operand)) throw badValue('malformed mod, needs to be an array');
  if (operand.length < 2) throw badValue('malformed mod, not enough elements');
  if (operand.length > 2) throw badValue('malformed mod, too many elements');
  if (!isNumeric(operand[0])) throw badValue('malformed mod, divisor not a number');
  if (!isNumeric(operand[1])) throw badValue('malformed mod, remainder not a number');
  const divisor = toTruncatedBigInt(operand[0]);
  const remainder = toTruncatedBigInt(operand[1]);
  if (divisor === undefined || remainder === undefined)
    throw badValue('malformed mod, divisor value is invalid');
  if (divisor === 0n) throw badValue('divisor cannot be 0');
  return (v) => {
    if (!isNumeric(v)) return false;
    const x = toTruncatedBigInt(v);
    return x !== undefined && x % divisor === remainder;
  };
}
