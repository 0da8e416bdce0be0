import { Double, Int32, Long, ObjectId } from 'bson';
import type { Document } from 'bson';
import { mongoError, unsupported } from '../errors';
import { bsonTypeAlias, bsonTypeOf, isPlainObject } from './bson-types';
import { canonicalKey } from './compare';
import { compareAgg, isNullish, isTruthy } from './expression-values';
import type { EvalContext } from './expressions';
import { evaluate } from './expressions';
import { arith, compareNumbers, isIntegral, numKind, toDouble } from './numbers';
import { NumericSum } from './summation';
import { toJsRegExp } from './regex';
import { DATE_OPERATORS } from './expression-dates';
import { CONVERT_OPERATORS } from './expression-convert';

type Impl = (args: unknown, ctx: EvalContext) => unknown;

function list(args: unknown): unknown[] {
  return Array.isArray(args) ? args : [args];
}

function evalList(args: unknown, ctx: EvalContext): unknown[] {
  return list(args).map((a) => evaluate(a, ctx));
}

function exactly(op: string, n: number, args: unknown, ctx: EvalContext): unknown[] {
  const values = evalList(args, ctx);
  if (values.length !== n) {
    throw mongoError(
      16020,
      `Expression ${op} takes exactly ${n} arguments. ${values.length} were passed in.`,
    );
  }
  return values;
}

const typeName = (v: unknown) => bsonTypeAlias(v);

function compare(op: string, test: (c: number) => boolean): Impl {
  return (args, ctx) => {
    const [a, b] = exactly(op, 2, args, ctx);
    return test(compareAgg(a, b));
  };
}

function add(args: unknown, ctx: EvalContext): unknown {
  const values = evalList(args, ctx);
  let date: Date | undefined;
  const sum = new NumericSum();
  for (const v of values) {
    if (isNullish(v)) return null;
    if (v instanceof Date) {
      if (date) throw mongoError(16612, 'only one date allowed in an $add expression');
      date = v;
    } else if (numKind(v) !== undefined) sum.add(v);
    else throw mongoError(16554, `$add only supports numeric or date types, not ${typeName(v)}`);
  }
  if (date) return new Date(date.getTime() + Math.round(toDouble(sum.result())));
  return sum.result();
}

function multiply(args: unknown, ctx: EvalContext): unknown {
  let acc: unknown = new Int32(1);
  for (const v of evalList(args, ctx)) {
    if (isNullish(v)) return null;
    if (numKind(v) === undefined) {
      throw mongoError(16555, `$multiply only supports numeric types, not ${typeName(v)}`);
    }
    acc = arith('mul', acc, v, 'double');
  }
  return acc;
}

function subtract(args: unknown, ctx: EvalContext): unknown {
  const [a, b] = exactly('$subtract', 2, args, ctx);
  if (isNullish(a) || isNullish(b)) return null;
  if (a instanceof Date && b instanceof Date) return Long.fromNumber(a.getTime() - b.getTime());
  if (a instanceof Date && numKind(b)) return new Date(a.getTime() - Math.round(toDouble(b)));
  if (numKind(a) && numKind(b)) return arith('sub', a, b, 'double');
  throw mongoError(16556, `can't $subtract ${typeName(b)} from ${typeName(a)}`);
}

function divide(args: unknown, ctx: EvalContext): unknown {
  const [a, b] = exactly('$divide', 2, args, ctx);
  if (isNullish(a) || isNullish(b)) return null;
  if (!numKind(a) || !numKind(b)) {
    throw mongoError(16609, `$divide only supports numeric types, not ${typeName(a)} and ${typeName(b)}`);
  }
  if (numKind(a) === 'decimal' || numKind(b) === 'decimal') throw unsupported('Decimal128 arithmetic');
  if (compareNumbers(b, 0) === 0) throw mongoError(2, "can't $divide by zero");
  return new Double(toDouble(a) / toDouble(b));
}

function mod(args: unknown, ctx: EvalContext): unknown {
  const [a, b] = exactly('$mod', 2, args, ctx);
  if (isNullish(a) || isNullish(b)) return null;
  if (!numKind(a) || !numKind(b)) {
    throw mongoError(16611, `$mod only supports numeric types, not ${typeName(a)} and ${typeName(b)}`);
  }
  if (numKind(a) === 'decimal' || numKind(b) === 'decimal') throw unsupported('Decimal128 arithmetic');
  if (compareNumbers(b, 0) === 0) throw mongoError(16610, "can't $mod by 0");
  const ka = numKind(a);
  const kb = numKind(b);
  if (ka !== 'double' && kb !== 'double') {
    const x = ka === 'long' ? (a as Long).toBigInt() : BigInt(toDouble(a));
    const y = kb === 'long' ? (b as Long).toBigInt() : BigInt(toDouble(b));
    const r = x % y;
    return ka === 'long' || kb === 'long' ? Long.fromBigInt(r) : new Int32(Number(r));
  }
  return new Double(toDouble(a) % toDouble(b));
}

function abs(args: unknown, ctx: EvalContext): unknown {
  const [v] = exactly('$abs', 1, args, ctx);
  if (isNullish(v)) return null;
  switch (numKind(v)) {
    case 'int':
      return toDouble(v) === -(2 ** 31) ? Long.fromNumber(2 ** 31) : new Int32(Math.abs(toDouble(v)));
    case 'long': {
      const x = (v as Long).toBigInt();
      if (x === -(2n ** 63n)) throw mongoError(28680, "can't take $abs of long long min");
      return Long.fromBigInt(x < 0n ? -x : x);
    }
    case 'double':
      return new Double(Math.abs(toDouble(v)));
    case 'decimal':
      throw unsupported('Decimal128 arithmetic');
    default:
      throw mongoError(28765, `$abs only supports numeric types, not ${typeName(v)}`);
  }
}

function cond(args: unknown, ctx: EvalContext): unknown {
  let parts: unknown[];
  if (Array.isArray(args)) parts = args;
  else if (isPlainObject(args)) parts = [args.if, args.then, args.else];
  else throw mongoError(16020, 'Expression $cond takes exactly 3 arguments.');
  if (parts.length !== 3) throw mongoError(16020, `Expression $cond takes exactly 3 arguments.`);
  return isTruthy(evaluate(parts[0], ctx)) ? evaluate(parts[1], ctx) : evaluate(parts[2], ctx);
}

function ifNull(args: unknown, ctx: EvalContext): unknown {
  const exprs = list(args);
  if (exprs.length < 2) throw mongoError(1257300, '$ifNull needs at least two arguments');
  for (let i = 0; i < exprs.length - 1; i++) {
    const v = evaluate(exprs[i], ctx);
    if (!isNullish(v)) return v;
  }
  return evaluate(exprs[exprs.length - 1], ctx);
}

function switchExpr(args: unknown, ctx: EvalContext): unknown {
  if (!isPlainObject(args) || !Array.isArray(args.branches)) {
    throw mongoError(40060, '$switch requires at least one branch.');
  }
  for (const branch of args.branches as Document[]) {
    if (isTruthy(evaluate(branch.case, ctx))) return evaluate(branch.then, ctx);
  }
  if (!('default' in args)) {
    throw mongoError(
      40066,
      '$switch could not find a matching branch for an input, and no default was specified.',
    );
  }
  return evaluate(args.default, ctx);
}

function requireArray(op: string, v: unknown, code: number): unknown[] {
  if (!Array.isArray(v)) throw mongoError(code, `${op} requires an array, found: ${typeName(v)}`);
  return v;
}

function arrayElemAt(args: unknown, ctx: EvalContext): unknown {
  const [arr, idx] = exactly('$arrayElemAt', 2, args, ctx);
  if (isNullish(arr) || isNullish(idx)) return null;
  const a = requireArray("$arrayElemAt's first argument", arr, 28689);
  if (!isIntegral(idx)) throw mongoError(28691, "$arrayElemAt's second argument must be an integer");
  const i = toDouble(idx);
  const at = i < 0 ? a.length + i : i;
  return at >= 0 && at < a.length ? a[at] : undefined;
}

function mapOrFilter(op: '$map' | '$filter'): Impl {
  return (args, ctx) => {
    if (!isPlainObject(args)) throw mongoError(28646, `${op} only supports an object as its argument`);
    const input = evaluate(args.input, ctx);
    if (isNullish(input)) return null;
    const arr = requireArray(`input to ${op}`, input, op === '$map' ? 16883 : 28651);
    const name = typeof args.as === 'string' ? args.as : 'this';
    const run = (e: unknown, expr: unknown) => evaluate(expr, { vars: { ...ctx.vars, [name]: e } });
    if (op === '$map') return arr.map((e) => run(e, args.in)).map((v) => (v === undefined ? null : v));
    if (args.limit !== undefined) throw unsupported('$filter with limit');
    return arr.filter((e) => isTruthy(run(e, args.cond)));
  };
}

function asciiCase(op: '$toLower' | '$toUpper'): Impl {
  return (args, ctx) => {
    const [v] = exactly(op, 1, args, ctx);
    if (isNullish(v)) return '';
    if (typeof v !== 'string') throw unsupported(`${op} of a ${typeName(v)}`);
    // MongoDB changes the case of ASCII letters only.
    return v.replace(op === '$toLower' ? /[A-Z]+/g : /[a-z]+/g, (s) =>
      op === '$toLower' ? s.toLowerCase() : s.toUpperCase(),
    );
  };
}

function toStringExpr(args: unknown, ctx: EvalContext): unknown {
  const [v] = exactly('$toString', 1, args, ctx);
  if (isNullish(v)) return null;
  if (typeof v === 'string') return v;
  if (typeof v === 'boolean') return String(v);
  if (v instanceof Date) return v.toISOString();
  const t = bsonTypeOf(v);
  if (t === 'ObjectId') return (v as ObjectId).toHexString();
  if (t === 'Int32' || t === 'Long') return String(t === 'Long' ? (v as Long).toBigInt() : toDouble(v));
  throw unsupported(`$toString of a ${typeName(v)}`);
}

function toObjectId(args: unknown, ctx: EvalContext): unknown {
  const [v] = exactly('$toObjectId', 1, args, ctx);
  if (isNullish(v)) return null;
  if (bsonTypeOf(v) === 'ObjectId') return v;
  if (typeof v === 'string' && /^[0-9a-fA-F]{24}$/.test(v)) return ObjectId.createFromHexString(v);
  throw mongoError(241, `Failed to parse objectId '${String(v)}' in $convert with no onError value`);
}

/** $floor/$ceil: integers are returned unchanged; doubles stay doubles. */
function rounding(op: '$floor' | '$ceil'): Impl {
  return (args, ctx) => {
    const [v] = exactly(op, 1, args, ctx);
    if (isNullish(v)) return null;
    const kind = numKind(v);
    if (kind === 'int' || kind === 'long') return v;
    if (kind === 'double') return new Double((op === '$floor' ? Math.floor : Math.ceil)(toDouble(v)));
    if (kind === 'decimal') throw unsupported('Decimal128 arithmetic');
    throw mongoError(28765, `${op} only supports numeric types, not ${typeName(v)}`);
  };
}

/**
 * $round/$trunc to a whole number (place 0); rounding is half-to-even like MongoDB. Other places would
 * need decimal rounding of binary doubles and are refused.
 */
function wholeNumber(op: '$round' | '$trunc'): Impl {
  return (args, ctx) => {
    const [v, place] = evalList(args, ctx);
    if (place !== undefined && !(numKind(place) && compareNumbers(place, 0) === 0)) {
      throw unsupported(`${op} with a place other than 0`);
    }
    if (isNullish(v)) return null;
    const kind = numKind(v);
    if (kind === 'int' || kind === 'long') return v;
    if (kind === 'decimal') throw unsupported('Decimal128 arithmetic');
    if (kind !== 'double') throw mongoError(51081, `${op} only supports numeric types, not ${typeName(v)}`);
    const d = toDouble(v);
    if (!Number.isFinite(d)) return v;
    if (op === '$trunc') return new Double(Math.trunc(d));
    const tie = Math.abs(d % 1) === 0.5;
    return new Double(tie ? 2 * Math.round(d / 2) : Math.round(d));
  };
}

function split(args: unknown, ctx: EvalContext): unknown {
  const [s, sep] = exactly('$split', 2, args, ctx);
  if (isNullish(s)) return null;
  if (typeof s !== 'string')
    throw mongoError(
      40085,
      `$split requires an expression that evaluates to a string as a first argument, found: ${typeName(s)}`,
    );
  if (typeof sep !== 'string')
    throw mongoError(
      40086,
      `$split requires an expression that evaluates to a string as a second argument, found: ${typeName(sep)}`,
    );
  if (sep === '') throw mongoError(40087, '$split requires a non-empty separator');
  return s.split(sep);
}

function substrCP(args: unknown, ctx: EvalContext): unknown {
  const [s, start, len] = exactly('$substrCP', 3, args, ctx);
  if (!isIntegral(start) || !isIntegral(len) || toDouble(start) < 0 || toDouble(len) < 0) {
    throw mongoError(34450, '$substrCP: starting index and length must be non-negative integers');
  }
  const str = isNullish(s) ? '' : s;
  if (typeof str !== 'string') throw unsupported(`$substrCP of a ${typeName(s)}`);
  const cps = [...str];
  return cps.slice(toDouble(start), toDouble(start) + toDouble(len)).join('');
}

function firstLast(op: '$first' | '$last'): Impl {
  return (args, ctx) => {
    const [v] = exactly(op, 1, args, ctx);
    if (isNullish(v)) return null;
    const arr = requireArray(`${op}'s argument`, v, 28689);
    return op === '$first' ? arr[0] : arr[arr.length - 1];
  };
}

function sliceExpr(args: unknown, ctx: EvalContext): unknown {
  const values = evalList(args, ctx);
  if (values.length < 2 || values.length > 3) {
    throw mongoError(
      28667,
      `Expression $slice takes at least 2 arguments, and at most 3, but ${values.length} were passed in.`,
    );
  }
  if (values.some(isNullish)) return null;
  const arr = requireArray('First argument to $slice', values[0], 28724);
  if (!values.slice(1).every((v) => isIntegral(v)))
    throw mongoError(28725, 'Second argument to $slice must be a numeric value');
  const nums = values.slice(1).map(toDouble);
  if (nums.length === 1) {
    const n = nums[0];
    return n >= 0 ? arr.slice(0, n) : arr.slice(Math.max(0, arr.length + n));
  }
  const [pos, n] = nums;
  if (n <= 0) throw mongoError(28729, `Third argument to $slice must be positive: ${n}`);
  const start = pos >= 0 ? Math.min(pos, arr.length) : Math.max(0, arr.length + pos);
  return arr.slice(start, start + n);
}

function regexMatch(args: unknown, ctx: EvalContext): unknown {
  if (!isPlainObject(args))
    throw mongoError(51103, '$regexMatch expects an object of named arguments but found: ' + typeName(args));
  const input = evaluate(args.input, ctx);
  const regex = evaluate(args.regex, ctx);
  const options = args.options === undefined ? undefined : evaluate(args.options, ctx);
  if (isNullish(input) || isNullish(regex)) return false;
  if (typeof input !== 'string') throw mongoError(51104, "$regexMatch needs 'input' to be of type string");
  let pattern: string;
  let flags = typeof options === 'string' ? options : '';
  if (typeof regex === 'string') pattern = regex;
  else if (bsonTypeOf(regex) === 'BSONRegExp' || regex instanceof RegExp) {
    const r = regex as { pattern?: string; options?: string; source?: string; flags?: string };
    pattern = r.pattern ?? r.source ?? '';
    const own = r.options ?? r.flags ?? '';
    if (own && options !== undefined)
      throw mongoError(51075, "$regexMatch: regex option(s) specified in both 'regex' and 'option' fields");
    flags = flags || own;
  } else throw mongoError(51105, "$regexMatch needs 'regex' to be of type string or regex");
  return toJsRegExp(pattern, flags).test(input);
}

/** The characters MongoDB's $trim removes by default (it does not treat U+FEFF as whitespace). */
const TRIM_DEFAULT =
  '\0 \t\n\v\f\r\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000';

function trim(op: '$trim' | '$ltrim' | '$rtrim'): Impl {
  return (args, ctx) => {
    if (!isPlainObject(args))
      throw mongoError(50696, `${op} only supports an object as an argument, found: ${typeName(args)}`);
    const input = evaluate(args.input, ctx);
    if (isNullish(input)) return null;
    if (typeof input !== 'string')
      throw mongoError(50699, `${op} requires its input to be a string, got ${typeName(input)}`);
    const charsValue = args.chars === undefined ? TRIM_DEFAULT : evaluate(args.chars, ctx);
    if (isNullish(charsValue)) return null;
    if (typeof charsValue !== 'string')
      throw mongoError(50700, `${op} requires 'chars' to be a string, got ${typeName(charsValue)}`);
    const chars = new Set([...charsValue]);
    const cps = [...input];
    let start = 0;
    let end = cps.length;
    if (op !== '$rtrim') while (start < end && chars.has(cps[start])) start++;
    if (op !== '$ltrim') while (end > start && chars.has(cps[end - 1])) end--;
    return cps.slice(start, end).join('');
  };
}

function accumulatorExpression(op: '$sum' | '$avg' | '$min' | '$max'): Impl {
  return (args, ctx) => {
    let values = evalList(args, ctx);
    if (!Array.isArray(args) && Array.isArray(values[0])) values = values[0] as unknown[];
    if (op === '$sum' || op === '$avg') {
      const s = new NumericSum();
      values.forEach((v) => s.add(v));
      return op === '$sum' ? s.result() : s.average();
    }
    let best: unknown = null;
    for (const v of values) {
      if (isNullish(v)) continue;
      const c = best === null ? (op === '$min' ? -1 : 1) : compareAgg(v, best);
      if ((op === '$min' && c < 0) || (op === '$max' && c > 0)) best = v;
    }
    return best;
  };
}

export const OPERATORS: Record<string, Impl> = {
  $literal: (args) => args,
  $add: add,
  $subtract: subtract,
  $multiply: multiply,
  $divide: divide,
  $mod: mod,
  $abs: abs,
  $eq: compare('$eq', (c) => c === 0),
  $ne: compare('$ne', (c) => c !== 0),
  $gt: compare('$gt', (c) => c > 0),
  $gte: compare('$gte', (c) => c >= 0),
  $lt: compare('$lt', (c) => c < 0),
  $lte: compare('$lte', (c) => c <= 0),
  $cmp: (args, ctx) => {
    const [a, b] = exactly('$cmp', 2, args, ctx);
    return new Int32(compareAgg(a, b));
  },
  $and: (args, ctx) => list(args).every((a) => isTruthy(evaluate(a, ctx))),
  $or: (args, ctx) => list(args).some((a) => isTruthy(evaluate(a, ctx))),
  $not: (args, ctx) => !isTruthy(exactly('$not', 1, args, ctx)[0]),
  $cond: cond,
  $ifNull: ifNull,
  $switch: switchExpr,
  $in: (args, ctx) => {
    const [v, arr] = exactly('$in', 2, args, ctx);
    if (!Array.isArray(arr)) {
      throw mongoError(40081, `$in requires an array as a second argument, found: ${typeName(arr)}`);
    }
    const key = canonicalKey(v);
    return v !== undefined && arr.some((e) => canonicalKey(e) === key);
  },
  $size: (args, ctx) => {
    const [v] = exactly('$size', 1, args, ctx);
    if (!Array.isArray(v)) {
      throw mongoError(17124, `The argument to $size must be an array. Type of argument: ${typeName(v)}`);
    }
    return new Int32(v.length);
  },
  $isArray: (args, ctx) => Array.isArray(exactly('$isArray', 1, args, ctx)[0]),
  $arrayElemAt: arrayElemAt,
  $concatArrays: (args, ctx) => {
    const out: unknown[] = [];
    for (const v of evalList(args, ctx)) {
      if (isNullish(v)) return null;
      out.push(...requireArray('$concatArrays', v, 28664));
    }
    return out;
  },
  $map: mapOrFilter('$map'),
  $filter: mapOrFilter('$filter'),
  $concat: (args, ctx) => {
    let out = '';
    for (const v of evalList(args, ctx)) {
      if (isNullish(v)) return null;
      if (typeof v !== 'string') {
        throw mongoError(16702, `$concat only supports strings, not ${typeName(v)}`);
      }
      out += v;
    }
    return out;
  },
  $toLower: asciiCase('$toLower'),
  $toUpper: asciiCase('$toUpper'),
  $strLenCP: (args, ctx) => {
    const [v] = exactly('$strLenCP', 1, args, ctx);
    if (typeof v !== 'string')
      throw mongoError(34471, `$strLenCP requires a string argument, found: ${typeName(v)}`);
    return new Int32([...v].length);
  },
  $type: (args, ctx) => typeName(exactly('$type', 1, args, ctx)[0]),
  $mergeObjects: (args, ctx) => {
    const out: Document = {};
    for (const v of evalList(args, ctx)) {
      if (isNullish(v)) continue;
      if (!isPlainObject(v)) {
        throw mongoError(40400, `$mergeObjects requires object inputs, but input is of type ${typeName(v)}`);
      }
      for (const [k, x] of Object.entries(v)) {
        if (x !== undefined) out[k] = x;
      }
    }
    return out;
  },
  $let: (args, ctx) => {
    if (!isPlainObject(args) || !isPlainObject(args.vars))
      throw mongoError(16874, "Missing 'vars' parameter to $let");
    const vars = { ...ctx.vars };
    for (const [k, v] of Object.entries(args.vars)) vars[k] = evaluate(v, ctx);
    return evaluate(args.in, { vars });
  },
  $toString: toStringExpr,
  $toObjectId: toObjectId,
  $first: firstLast('$first'),
  $last: firstLast('$last'),
  $slice: sliceExpr,
  $regexMatch: regexMatch,
  $trim: trim('$trim'),
  $ltrim: trim('$ltrim'),
  $rtrim: trim('$rtrim'),
  $round: wholeNumber('$round'),
  $trunc: wholeNumber('$trunc'),
  $floor: rounding('$floor'),
  $ceil: rounding('$ceil'),
  $split: split,
  $substrCP: substrCP,
  ...DATE_OPERATORS,
  ...CONVERT_OPERATORS,
  $sum: accumulatorExpression('$sum'),
  $avg: accumulatorExpression('$avg'),
  $min: accumulatorExpression('$min'),
  $max: accumulatorExpression('$max'),
};
