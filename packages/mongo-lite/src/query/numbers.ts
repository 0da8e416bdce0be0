import { Decimal128, Double, Int32, Long } from 'bson';
import { bsonTypeOf } from './bson-types';
import { unsupported } from '../errors';

/**
 * Exact numeric semantics across Int32 / Double / Long / Decimal128: MongoDB compares numbers by value
 * (Long 2^53+1 is greater than Double 2^53), so comparisons never go through a lossy JS number.
 */
export type NumKind = 'int' | 'long' | 'double' | 'decimal';

export function numKind(value: unknown): NumKind | undefined {
  if (typeof value === 'number') return 'double';
  switch (bsonTypeOf(value)) {
    case 'Int32':
      return 'int';
    case 'Long':
      return 'long';
    case 'Double':
      return 'double';
    case 'Decimal128':
      return 'decimal';
    default:
      return undefined;
  }
}

/** A JS number for a numeric value (lossy for big Longs and Decimals; only for non-exact uses). */
export function toDouble(value: unknown): number {
  if (typeof value === 'number') return value;
  switch (bsonTypeOf(value)) {
    case 'Int32':
    case 'Double':
      return (value as Int32 | Double).value;
    case 'Long':
      return (value as Long).toNumber();
    case 'Decimal128':
      return Number((value as Decimal128).toString().replace(/^(-?)Infinity$/, '$1Infinity'));
    default:
      return NaN;
  }
}

export function toBigInt(value: Long): bigint {
  return value.toBigInt();
}

type Exact =
  { special: 'nan' } | { special: 'inf'; sign: 1 | -1 } | { special?: undefined; num: bigint; den: bigint };

function doubleToExact(d: number): Exact {
  if (Number.isNaN(d)) return { special: 'nan' };
  if (!Number.isFinite(d)) return { special: 'inf', sign: d > 0 ? 1 : -1 };
  if (Number.isInteger(d)) return { num: BigInt(d), den: 1n };
  // Doubling a non-integer double is exact, so this finds the binary fraction m / 2^e that d is.
  let m = d;
  let e = 0n;
  while (!Number.isInteger(m)) {
    m *= 2;
    e += 1n;
  }
  return { num: BigInt(m), den: 2n ** e };
}

function decimalToExact(d: Decimal128): Exact {
  const s = d.toString();
  if (s === 'NaN' || s === '-NaN') return { special: 'nan' };
  if (s === 'Infinity') return { special: 'inf', sign: 1 };
  if (s === '-Infinity') return { special: 'inf', sign: -1 };
  const m = /^(-)?(\d+)(?:\.(\d+))?(?:E([+-]\d+))?$/.exec(s);
  if (!m) throw unsupported(`the Decimal128 value ${s}`);
  const frac = m[3] ?? '';
  let num = BigInt(m[2] + frac);
  const exp = Number(m[4] ?? '0') - frac.length;
  if (m[1]) num = -num;
  if (exp >= 0) return { num: num * 10n ** BigInt(exp), den: 1n };
  return { num, den: 10n ** BigInt(-exp) };
}

function toExact(value: unknown): Exact {
  switch (numKind(value)) {
    case 'long':
      return { num: (value as Long).toBigInt(), den: 1n };
    case 'decimal':
      return decimalToExact(value as Decimal128);
    default:
      return doubleToExact(toDouble(value));
  }
}

function compareExact(a: Exact, b: Exact): number {
  // NaN sorts below every other number and equals NaN, as in MongoDB's comparator.
  if (a.special === 'nan') return b.special === 'nan' ? 0 : -1;
  if (b.special === 'nan') return 1;
  if (a.special === 'inf') return b.special === 'inf' ? Math.sign(a.sign - b.sign) : a.sign;
  if (b.special === 'inf') return -b.sign;
  const l = a.num * b.den;
  const r = b.num * a.den;
  return l < r ? -1 : l > r ? 1 : 0;
}

export function isNaNValue(value: unknown): boolean {
  const k = numKind(value);
  if (k === 'int' || k === 'long' || k === undefined) return false;
  if (k === 'double') return Number.isNaN(toDouble(value));
  return toExact(value).special === 'nan';
}

export function compareNumbers(a: unknown, b: unknown): number {
  const ka = numKind(a);
  const kb = numKind(b);
  if ((ka === 'int' || ka === 'double') && (kb === 'int' || kb === 'double')) {
    const x = toDouble(a);
    const y = toDouble(b);
    if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : -1;
    if (Number.isNaN(y)) return 1;
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (ka === 'long' && kb === 'long') {
    const x = (a as Long).toBigInt();
    const y = (b as Long).toBigInt();
    return x < y ? -1 : x > y ? 1 : 0;
  }
  return compareExact(toExact(a), toExact(b));
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** A string equal for numerically equal values of any numeric type. */
export function numberKey(value: unknown): string {
  const k = numKind(value);
  if (k === 'int' || k === 'double') {
    const d = toDouble(value);
    if (Number.isSafeInteger(d)) return String(d === 0 ? 0 : d);
  }
  const e = toExact(value);
  if (e.special === 'nan') return 'NaN';
  if (e.special === 'inf') return e.sign > 0 ? 'Inf' : '-Inf';
  const g = gcd(e.num, e.den);
  const num = e.num / g;
  const den = e.den / g;
  return den === 1n ? num.toString() : `${num}/${den}`;
}

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;
const LONG_MIN = -(2n ** 63n);
const LONG_MAX = 2n ** 63n - 1n;

const RANK: Record<NumKind, number> = { int: 0, long: 1, double: 2, decimal: 3 };

export type Overflow = 'error' | 'double';

export class NumericOverflow extends Error {}

/**
 * a (+|*) b with MongoDB's result type: the wider type wins; Int32 overflow widens to Long; Long overflow
 * is an error for update operators and widens to Double in aggregation ('double').
 */
export function arith(op: 'add' | 'sub' | 'mul', a: unknown, b: unknown, longOverflow: Overflow): unknown {
  const ka = numKind(a);
  const kb = numKind(b);
  if (!ka || !kb) throw new TypeError('arith on non-numeric value');
  const kind = RANK[ka] >= RANK[kb] ? ka : kb;
  if (kind === 'decimal') throw unsupported('Decimal128 arithmetic');
  if (kind === 'double') {
    const x = toDouble(a);
    const y = toDouble(b);
    return new Double(op === 'add' ? x + y : op === 'sub' ? x - y : x * y);
  }
  const x = ka === 'long' ? (a as Long).toBigInt() : BigInt(toDouble(a));
  const y = kb === 'long' ? (b as Long).toBigInt() : BigInt(toDouble(b));
  const r = op === 'add' ? x + y : op === 'sub' ? x - y : x * y;
  if (kind === 'int' && r >= BigInt(INT32_MIN) && r <= BigInt(INT32_MAX)) return new Int32(Number(r));
  if (r >= LONG_MIN && r <= LONG_MAX) return Long.fromBigInt(r);
  if (longOverflow === 'double') {
    const [dx, dy] = [Number(x), Number(y)];
    return new Double(op === 'add' ? dx + dy : op === 'sub' ? dx - dy : dx * dy);
  }
  throw new NumericOverflow();
}

/** A numeric wrapper holding a JS integer: Int32 when it fits, else Long, else Double. */
export function intResult(n: number): unknown {
  if (Number.isInteger(n) && n >= INT32_MIN && n <= INT32_MAX) return new Int32(n);
  if (Number.isSafeInteger(n)) return Long.fromNumber(n);
  return new Double(n);
}

export function isIntegral(value: unknown): boolean {
  const k = numKind(value);
  if (k === 'int' || k === 'long') return true;
  if (k === 'double') return Number.isInteger(toDouble(value));
  return false;
}
