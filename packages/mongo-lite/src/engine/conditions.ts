import type { BSONRegExp, Document } from 'bson';
import { compareValues } from '../query';
import { isPlainObject, isRegex, TypeRank, typeRank } from '../query/bson-types';
import {
  comparisonTest,
  equalityTest,
  inTest,
  isOperatorObject,
  regexOperand,
  regexTest,
  type Cmp,
  type ElementTest,
} from '../query/filter';
import { isNaNValue } from '../query/numbers';
import { isArrayIndex } from '../query/path';

/**
 * What a filter says about each field, in the terms of an index: the keys a matching document may have there
 * (intervals in BSON order) and a test of one key. The planner (read-plan.ts) turns them into ranges of index
 * positions, and evaluates documents from their key slots instead of their bytes where the tests decide
 * exactly (docs/decisions/121-index-intervals-and-counts.md).
 */

/** The lowest (`high` false) or highest point of a type bracket; rank 0 and 99 stand for all values. */
export class Edge {
  constructor(
    readonly rank: number,
    readonly high: boolean,
  ) {}
}

export const MIN = new Edge(0, false);
export const MAX = new Edge(99, true);

/** Values from `lo` to `hi` in ascending BSON order; a bound is a value or an Edge. */
export interface Interval {
  lo: unknown;
  loInc: boolean;
  hi: unknown;
  hiInc: boolean;
}

export const ALL: Interval[] = [{ lo: MIN, loInc: true, hi: MAX, hiInc: true }];

/** A key against a bound, in ascending BSON order (never 0 against an Edge). */
export function compareToBound(key: unknown, bound: unknown): number {
  if (bound instanceof Edge) {
    const rank = typeRank(key);
    if (rank !== bound.rank) return rank < bound.rank ? -1 : 1;
    return bound.high ? -1 : 1;
  }
  return compareValues(key, bound);
}

function compareBounds(a: unknown, b: unknown): number {
  if (!(a instanceof Edge)) return b instanceof Edge ? compareToBound(a, b) : compareValues(a, b);
  if (!(b instanceof Edge)) return -compareToBound(b, a);
  if (a.rank !== b.rank) return a.rank < b.rank ? -1 : 1;
  return a.high === b.high ? 0 : a.high ? 1 : -1;
}

export function belowInterval(key: unknown, interval: Interval): boolean {
  const c = compareToBound(key, interval.lo);
  return c < 0 || (c === 0 && !interval.loInc);
}

export function aboveInterval(key: unknown, interval: Interval): boolean {
  const c = compareToBound(key, interval.hi);
  return c > 0 || (c === 0 && !interval.hiInc);
}

export function inIntervals(key: unknown, intervals: Interval[]): boolean {
  return intervals.some((interval) => !belowInterval(key, interval) && !aboveInterval(key, interval));
}

function isEmpty(interval: Interval): boolean {
  const c = compareBounds(interval.lo, interval.hi);
  return c > 0 || (c === 0 && !(interval.loInc && interval.hiInc));
}

/** Sorted, overlapping intervals merged. */
function normalize(intervals: Interval[]): Interval[] {
  const sorted = intervals
    .filter((interval) => !isEmpty(interval))
    .sort((a, b) => compareBounds(a.lo, b.lo) || (a.loInc === b.loInc ? 0 : a.loInc ? -1 : 1));
  const out: Interval[] = [];
  for (const interval of sorted) {
    const last = out.at(-1);
    const c = last ? compareBounds(interval.lo, last.hi) : 1;
    if (!last || c > 0 || (c === 0 && !interval.loInc && !last.hiInc)) {
      out.push({ ...interval });
      continue;
    }
    const h = compareBounds(interval.hi, last.hi);
    if (h > 0 || (h === 0 && interval.hiInc)) {
      last.hi = interval.hi;
      last.hiInc = interval.hiInc;
    }
  }
  return out;
}

/** The values both lists hold. */
export function intersect(a: Interval[], b: Interval[]): Interval[] {
  const out: Interval[] = [];
  for (const x of a) {
    for (const y of b) {
      const l = compareBounds(x.lo, y.lo);
      const h = compareBounds(x.hi, y.hi);
      const interval: Interval = {
        lo: l >= 0 ? x.lo : y.lo,
        loInc: l > 0 ? x.loInc : l < 0 ? y.loInc : x.loInc && y.loInc,
        hi: h <= 0 ? x.hi : y.hi,
        hiInc: h < 0 ? x.hiInc : h > 0 ? y.hiInc : x.hiInc && y.hiInc,
      };
      if (!isEmpty(interval)) out.push(interval);
    }
  }
  return normalize(out);
}

/** Every value the (normalized) list does not hold. */
export function complement(intervals: Interval[]): Interval[] {
  const out: Interval[] = [];
  let lo: unknown = MIN;
  let loInc = true;
  for (const interval of intervals) {
    out.push({ lo, loInc, hi: interval.lo, hiInc: !interval.loInc });
    lo = interval.hi;
    loInc = !interval.hiInc;
  }
  out.push({ lo, loInc, hi: MAX, hiInc: true });
  return out.filter((interval) => !isEmpty(interval));
}

const point = (value: unknown): Interval => ({ lo: value, loInc: true, hi: value, hiInc: true });

/** One operator on one field, as an index can use it. */
export interface Condition {
  path: string;
  /** the keys that pass `test` (or, when negated, that a matching document's keys all lie in) */
  intervals: Interval[];
  /** the intervals hold exactly the keys deciding the condition (a document with one key matches iff its key is in them) */
  tight: boolean;
  /** decides one index key as the filter decides a value */
  test: ElementTest;
  /** the document matches when none of its keys passes `test` ($ne, $nin), rather than one */
  negated: boolean;
  /** only an array's keys count (`$elemMatch`): a lone value never matches */
  elements?: boolean;
  /**
   * keys decide the condition exactly: a document matches iff one of its keys on the path passes `test` (none
   * when negated). True for top-level fields; dotted paths reach keys and values by slightly different rules
   * (arrays of scalars on the way), so their documents are always read.
   */
  exact: boolean;
}

export interface FilterConditions {
  byPath: Map<string, Condition[]>;
  /** some part of the filter no index key decides ($or, $expr, $exists, $elemMatch, an array value...) */
  residual: boolean;
}

/** Value types a range bound may have: those whose BSON order a whole type bracket keeps contiguous. */
const rangeTypes = new Set<number>([
  TypeRank.Number,
  TypeRank.String,
  TypeRank.ObjectId,
  TypeRank.Boolean,
  TypeRank.Date,
  TypeRank.Timestamp,
]);

const comparisons: Record<Cmp, { low: boolean; inclusive: boolean }> = {
  $gt: { low: true, inclusive: false },
  $gte: { low: true, inclusive: true },
  $lt: { low: false, inclusive: false },
  $lte: { low: false, inclusive: true },
};

/** Index conditions of a filter: its fields (at top level and in `$and`), one condition per operator. */
export function filterConditions(filter: Document): FilterConditions {
  const out: FilterConditions = { byPath: new Map(), residual: false };
  collect(filter, out);
  return out;
}

function collect(filter: Document, out: FilterConditions): void {
  for (const [field, value] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(value)) {
      for (const clause of value) {
        if (isPlainObject(clause)) collect(clause, out);
        else out.residual = true;
      }
      continue;
    }
    if (field === '$comment') continue;
    // $or, $nor, $expr...; paths with numeric parts also reach array elements by position
    if (field.startsWith('$') || field.split('.').some(isArrayIndex)) {
      out.residual = true;
      continue;
    }
    const conditions = fieldConditions(field, value);
    if (!conditions) {
      out.residual = true;
      continue;
    }
    const dotted = field.includes('.');
    for (const condition of conditions) {
      // dotted paths: a document's keys hold every value it may match, not always the other way round
      if (dotted && condition.negated) {
        out.residual = true;
        continue;
      }
      const exact = !dotted;
      if (!exact) out.residual = true;
      let list = out.byPath.get(field);
      if (!list) out.byPath.set(field, (list = []));
      list.push({ ...condition, path: field, exact });
    }
  }
}

/**
 * Whether the conditions of a top-level `field` of a filter express its whole `value`, each one exact: then a
 * document's key slot for the field decides it, and a plan that tests key slots leaves nothing of it to read.
 */
export function decidedByKeys(field: string, value: unknown): boolean {
  if (field.startsWith('$') || field.includes('.') || isArrayIndex(field)) return false;
  return fieldConditions(field, value) !== undefined;
}

/** A condition before its path is known. */
type Draft = Omit<Condition, 'path' | 'exact'>;

/** The conditions of one field's value; undefined when one part of it cannot be expressed. */
function fieldConditions(field: string, value: unknown): Draft[] | undefined {
  if (!isOperatorObject(value)) {
    const one = isRegex(value) ? regexCondition(value) : equalityCondition(value);
    return one && [one];
  }
  const out: Draft[] = [];
  for (const [op, operand] of Object.entries(value)) {
    let drafts: Draft[] | undefined;
    switch (op) {
      case '$eq':
        drafts = one(equalityCondition(operand));
        break;
      case '$ne':
        drafts = one(negate(equalityCondition(operand)));
        break;
      case '$in':
        drafts = one(inCondition(operand));
        break;
      case '$nin':
        drafts = one(negate(inCondition(operand)));
        break;
      case '$gt':
      case '$gte':
      case '$lt':
      case '$lte':
        drafts = one(rangeCondition(op, operand));
        break;
      case '$regex':
        drafts = one(regexCondition(regexOperand(value)));
        break;
      case '$options':
      case '$comment':
        drafts = [];
        break;
      case '$all':
        drafts = allConditions(operand);
        break;
      case '$elemMatch':
        drafts = one(elementCondition(operand));
        break;
      default:
        drafts = undefined;
    }
    if (!drafts) return undefined;
    out.push(...drafts);
  }
  return out;
}

const one = (draft: Draft | undefined): Draft[] | undefined => draft && [draft];

/** A value an equality can find in an index: no arrays (they also match as a whole) and no regexes. */
function equalityCondition(operand: unknown): Draft | undefined {
  if (operand === undefined || Array.isArray(operand) || isRegex(operand)) return undefined;
  // null matches null and missing fields, whose key is null; an empty array's key is a value of its own
  return { intervals: [point(operand)], tight: true, test: equalityTest(operand), negated: false };
}

function negate(draft: Draft | undefined): Draft | undefined {
  if (!draft || draft.intervals.length === 0) return draft && { ...draft, negated: true, intervals: ALL };
  return { ...draft, negated: true, intervals: draft.tight ? complement(draft.intervals) : ALL };
}

function inCondition(operand: unknown): Draft | undefined {
  if (!Array.isArray(operand)) return undefined;
  const parts = operand.map((item) => (isRegex(item) ? regexCondition(item) : equalityCondition(item)));
  if (parts.some((part) => !part)) return undefined;
  return {
    intervals: normalize(parts.flatMap((part) => part!.intervals)),
    tight: parts.every((part) => part!.tight),
    test: inTest(operand, '$in'),
    negated: false,
  };
}

function rangeCondition(op: Cmp, operand: unknown): Draft | undefined {
  const rank = typeRank(operand);
  // bounds of other types, NaN and null have matching rules of their own
  if (!rangeTypes.has(rank) || isNaNValue(operand)) return undefined;
  const { low, inclusive } = comparisons[op];
  // NaN sorts below every number and matches no range: a number range starts above it
  const bottom = rank === TypeRank.Number ? -Infinity : new Edge(rank, false);
  const interval: Interval = low
    ? { lo: operand, loInc: inclusive, hi: new Edge(rank, true), hiInc: true }
    : { lo: bottom, loInc: true, hi: operand, hiInc: inclusive };
  return { intervals: normalize([interval]), tight: true, test: comparisonTest(op, operand), negated: false };
}

/**
 * A regex matches strings (and symbols) it finds itself in, and stored regexes equal to it. A regex anchored
 * at the start with a literal prefix (`^tow`, no `i`, `m` or `x` option) only matches strings beginning with
 * that prefix: one range of strings, exact when the prefix is the whole pattern.
 */
function regexCondition(value: unknown): Draft {
  const regex: BSONRegExp =
    value instanceof RegExp
      ? ({ pattern: value.source, options: value.flags, _bsontype: 'BSONRegExp' } as BSONRegExp)
      : (value as BSONRegExp);
  const prefix = literalPrefix(regex.pattern, regex.options);
  const strings: Interval =
    prefix && prefix.text !== ''
      ? { lo: prefix.text, loInc: true, hi: successor(prefix.text), hiInc: false }
      : {
          lo: new Edge(TypeRank.String, false),
          loInc: true,
          hi: new Edge(TypeRank.String, true),
          hiInc: true,
        };
  const matches = regexTest(value);
  // `^` and a literal alone: a string matches when it starts with the literal (the same answer, much faster
  // than the regex on every key a scan passes)
  const text = prefix?.whole ? prefix.text : undefined;
  const test =
    text === undefined ? matches : (v: unknown) => (typeof v === 'string' ? v.startsWith(text) : matches(v));
  return {
    intervals: normalize([strings, point(value)]),
    tight: prefix?.whole === true,
    test,
    negated: false,
  };
}

function allConditions(operand: unknown): Draft[] | undefined {
  if (!Array.isArray(operand)) return undefined;
  // $all: [] matches nothing
  if (operand.length === 0) return [{ intervals: [], tight: true, test: () => false, negated: false }];
  const out: Draft[] = [];
  for (const item of operand) {
    if (isPlainObject(item) && Object.keys(item)[0] === '$elemMatch') {
      const draft = Object.keys(item).length === 1 ? elementCondition(item.$elemMatch) : undefined;
      if (!draft) return undefined;
      out.push(draft);
      continue;
    }
    if (isOperatorObject(item)) return undefined;
    const draft = isRegex(item) ? regexCondition(item) : equalityCondition(item);
    if (!draft) return undefined;
    out.push(draft);
  }
  return out;
}

/**
 * `$elemMatch` of comparisons asks for one array element meeting all of them: an array with a key in their
 * intersection (a key slot tells an array's keys from a lone value's, see MultiKey).
 */
function elementCondition(operand: unknown): Draft | undefined {
  if (!isPlainObject(operand) || Object.keys(operand).length === 0) return undefined;
  let intervals = ALL;
  for (const [op, value] of Object.entries(operand)) {
    const draft =
      op === '$eq'
        ? equalityCondition(value)
        : op in comparisons
          ? rangeCondition(op as Cmp, value)
          : undefined;
    if (!draft || isRegex(value)) return undefined;
    intervals = intersect(intervals, draft.intervals);
  }
  return {
    intervals,
    tight: false,
    test: (key) => inIntervals(key, intervals),
    negated: false,
    elements: true,
  };
}

const metacharacters = new Set([...'.^$|?*+()[]{}\\']);
const quantifiers = new Set([...'?*{']);

/**
 * The literal text every match of `pattern` starts with, when it is anchored by `^`: `whole` when nothing
 * follows it. Undefined for unanchored patterns, alternations, and options that change what `^` or letters
 * match.
 */
export function literalPrefix(
  pattern: string,
  options: string,
): { text: string; whole: boolean } | undefined {
  if (!pattern.startsWith('^') || /[imx]/.test(options) || pattern.includes('|')) return undefined;
  const chars = [...pattern.slice(1)];
  let text = '';
  let i = 0;
  for (; i < chars.length; i++) {
    const c = chars[i];
    if (c === '\\') {
      const next = chars[i + 1];
      // an escaped symbol is that symbol; an escaped letter or digit is a class or a reference
      if (next === undefined || /[\p{L}\p{N}\s]/u.test(next)) break;
      if (quantifiers.has(chars[i + 2] ?? '')) break;
      text += next;
      i++;
      continue;
    }
    if (metacharacters.has(c)) {
      // a quantifier makes the character before it optional
      if (quantifiers.has(c)) text = [...text].slice(0, -1).join('');
      break;
    }
    if (quantifiers.has(chars[i + 1] ?? '')) break;
    text += c;
  }
  return { text, whole: i === chars.length };
}

/** The first string after every string that begins with `prefix`. */
function successor(prefix: string): unknown {
  const points = [...prefix].map((c) => c.codePointAt(0)!);
  while (points.length > 0) {
    let last = points.pop()! + 1;
    if (last >= 0xd800 && last < 0xe000) last = 0xe000;
    if (last <= 0x10ffff) return String.fromCodePoint(...points, last);
  }
  return new Edge(TypeRank.String, true);
}
