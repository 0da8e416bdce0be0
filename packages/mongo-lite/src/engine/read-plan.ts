import type { Document } from 'bson';
import { compareValues } from '../query';
import { isNaNValue } from '../query/numbers';
import { isPlainObject, typeRank, TypeRank } from '../query/bson-types';
import { parseSortSpec } from '../query/sort';
import type { Collection, StoredDoc } from './collection';
import type { SecondaryIndex } from './indexes';
import type { Entry, OrderedEntries } from './ordered-entries';
import { equalityValues, lazyPlan } from './planner';

/**
 * How a read finds its documents. Beyond the `_id` map and equality lookups (planner.ts), a read may walk the
 * ordered keys of an index: an equality on its leading fields, then a range on the next one, in index order;
 * when the requested sort is that order (forward, or backward with every direction flipped), the walk hands
 * documents out already sorted and a page stops after its last document. When the index expresses the whole
 * filter, every key in the range is a match: counts and skips then need no document at all. A `$ne` on the
 * field after the equalities is the range of those equalities less the keys equal to the value (MongoDB's
 * bounds [MinKey, v), (v, MaxKey]): the shop's `archived: { $ne: true }` counts from positions alone.
 */
export interface ReadPlan {
  /** MongoDB's names, for explain */
  stage: 'IDHACK' | 'IXSCAN' | 'COLLSCAN';
  indexName?: string;
  direction?: 'forward' | 'backward';
  /** docs() comes in the order the read wants: its sort, or natural order when it has none */
  sorted: boolean;
  /** every candidate matches the filter */
  exact: boolean;
  /** docs() hands candidates out one by one (an index walk, the records map), not from a list it builds first */
  lazy: boolean;
  /** how many candidates docs() yields */
  size: number;
  /** the candidates, from the `from`-th one on */
  docs(from?: number): Iterable<StoredDoc>;
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

interface Bound {
  value: unknown;
  inclusive: boolean;
}

/** A range of one field's values: within one type bracket, optionally bounded below and above. */
interface Interval {
  rank: number;
  lo?: Bound;
  hi?: Bound;
}

/** What a filter says about one field, as far as an index can use it. */
interface FieldCondition {
  /** the single value the field must equal */
  equals?: unknown;
  interval?: Interval;
  /** the one value the field must not equal (a lone `$ne`) */
  excluded?: { value: unknown };
  /** nothing else in the condition: the index alone decides whether a document matches */
  exact: boolean;
}

/** Conditions per top-level field, or undefined when the filter has top-level operators ($or, $and...). */
function fieldConditions(filter: Document): Map<string, FieldCondition> | undefined {
  const out = new Map<string, FieldCondition>();
  for (const [field, condition] of Object.entries(filter)) {
    if (field.startsWith('$')) return undefined;
    const values = equalityValues(condition);
    if (values) {
      const single = values.length === 1 && !isNaNValue(values[0]);
      // {$eq: v, $ne: w} pins the field but also says more than the index does
      const alone = !isPlainObject(condition) || !Object.keys(condition).some((k) => k.startsWith('$'));
      const onlyOperator = isPlainObject(condition) && Object.keys(condition).length === 1;
      out.set(field, single ? { equals: values[0], exact: alone || onlyOperator } : { exact: false });
      continue;
    }
    out.set(field, rangeCondition(condition));
  }
  return out;
}

const comparisons: Record<string, { side: 'lo' | 'hi'; inclusive: boolean }> = {
  $gt: { side: 'lo', inclusive: false },
  $gte: { side: 'lo', inclusive: true },
  $lt: { side: 'hi', inclusive: false },
  $lte: { side: 'hi', inclusive: true },
};

function rangeCondition(condition: unknown): FieldCondition {
  if (!isPlainObject(condition)) return { exact: false };
  const ops = Object.keys(condition);
  if (ops.length === 1 && ops[0] === '$ne') {
    const value = condition.$ne;
    // null, arrays, regexes and NaN have matching rules of their own: those stay with the filter
    return rangeTypes.has(typeRank(value)) && !isNaNValue(value)
      ? { excluded: { value }, exact: true }
      : { exact: false };
  }
  let interval: Interval | undefined;
  let exact = true;
  for (const [op, value] of Object.entries(condition)) {
    const comparison = comparisons[op];
    if (!comparison) {
      exact = false;
      continue;
    }
    const rank = typeRank(value);
    // a bound of another type, NaN or null has its own matching rules: no range then
    if (!rangeTypes.has(rank) || isNaNValue(value) || (interval && interval.rank !== rank)) {
      return { exact: false };
    }
    interval ??= { rank };
    const bound = { value, inclusive: comparison.inclusive };
    const current = interval[comparison.side];
    const c = current ? compareValues(value, current.value) : 0;
    // the tighter of two bounds on one side
    const tighter =
      !current ||
      (comparison.side === 'lo' ? c > 0 : c < 0) ||
      (c === 0 && !comparison.inclusive && current.inclusive);
    if (tighter) interval[comparison.side] = bound;
  }
  return interval ? { interval, exact } : { exact: false };
}

/** Whether `value` lies below the interval (in ascending BSON order); NaN is below every number range. */
function below(value: unknown, interval: Interval): boolean {
  const rank = typeRank(value);
  if (rank !== interval.rank) return rank < interval.rank;
  if (rank === TypeRank.Number && isNaNValue(value)) return true;
  if (!interval.lo) return false;
  const c = compareValues(value, interval.lo.value);
  return c < 0 || (c === 0 && !interval.lo.inclusive);
}

function above(value: unknown, interval: Interval): boolean {
  const rank = typeRank(value);
  if (rank !== interval.rank) return rank > interval.rank;
  if (!interval.hi || (rank === TypeRank.Number && isNaNValue(value))) return false;
  const c = compareValues(value, interval.hi.value);
  return c > 0 || (c === 0 && !interval.hi.inclusive);
}

/** Positions [from, to) of the ordered keys. */
type Segment = [number, number];

interface IndexScan {
  index: SecondaryIndex;
  entries: OrderedEntries;
  /** the positions to walk, in index order: one range, or two around the keys a `$ne` leaves out */
  segments: Segment[];
  /**
   * walk: walking the index (in `direction`) gives the requested sort; natural: the read wants natural order
   * (no sort, or one every field of which an equality fixes); unsorted: neither
   */
  order: 'walk' | 'natural' | 'unsorted';
  direction: 'forward' | 'backward';
  exact: boolean;
}

/**
 * The part of `index` a filter and sort can use: equality on its leading fields, a range on the next, and
 * whether walking it gives the sort. Undefined when the index helps with neither.
 */
function scanOf(
  index: SecondaryIndex,
  conditions: Map<string, FieldCondition>,
  sort: Array<{ path: string; direction: 1 | -1 }>,
): IndexScan | undefined {
  const entries = index.scannable;
  if (!entries) return undefined;
  const pins: unknown[] = [];
  while (pins.length < index.paths.length && conditions.get(index.paths[pins.length])?.equals !== undefined) {
    pins.push(conditions.get(index.paths[pins.length])!.equals);
  }
  const p = pins.length;
  const next = p < index.paths.length ? conditions.get(index.paths[p]) : undefined;
  const interval = next?.interval;
  // the keys a lone `$ne` leaves out: an equality interval, walked around
  const excluded = next?.excluded;
  const hole: Interval | undefined = excluded && {
    rank: typeRank(excluded.value),
    lo: { value: excluded.value, inclusive: true },
    hi: { value: excluded.value, inclusive: true },
  };
  // whether the field after the equalities narrows the scan, by a range or by a hole
  const narrowed = interval !== undefined || hole !== undefined;
  // the sort, less fields an equality fixes, must be the rest of the index: then ties on the whole key are
  // left in natural order, as a stable sort leaves them
  const rest = sort.filter(({ path }) => !index.paths.slice(0, p).includes(path));
  const tail = index.paths.slice(p);
  let order: IndexScan['order'] = rest.length === 0 ? 'natural' : 'unsorted';
  let direction: IndexScan['direction'] = 'forward';
  if (rest.length > 0 && rest.length === tail.length) {
    const flip = rest[0].direction !== index.directions[p];
    const walks = rest.every(
      ({ path, direction: d }, i) => path === tail[i] && (d === index.directions[p + i]) !== flip,
    );
    if (walks) {
      order = 'walk';
      direction = flip ? 'backward' : 'forward';
    }
  }
  if (p === 0 && !narrowed && order !== 'walk') return undefined;

  const position = (edge: 'start' | 'end', bounds?: Interval) =>
    entries.position((entry: Entry) => {
      for (let i = 0; i < p; i++) {
        const c = compareValues(entry.key[i], pins[i]) * index.directions[i];
        if (c !== 0) return c < 0;
      }
      if (!bounds) return edge === 'end';
      const value = entry.key[p];
      const early = index.directions[p] === 1 ? below(value, bounds) : above(value, bounds);
      const late = index.directions[p] === 1 ? above(value, bounds) : below(value, bounds);
      return edge === 'start' ? early : !late;
    });
  const used = new Set(index.paths.slice(0, narrowed ? p + 1 : p));
  const exact = [...conditions].every(([field, condition]) => used.has(field) && condition.exact);
  const range = (bounds?: Interval): Segment => {
    const start = position('start', bounds);
    // bounds that exclude each other ({$gt: 4, $lte: 2}) give an empty range, not a negative one
    return [start, Math.max(start, position('end', bounds))];
  };
  let segments: Segment[];
  if (hole) {
    const [start, end] = range();
    const [holeStart, holeEnd] = range(hole);
    segments = [
      [start, holeStart],
      [holeEnd, end],
    ];
  } else segments = [range(interval)];
  return { index, entries, segments: segments.filter(([from, to]) => to > from), order, direction, exact };
}

const sizeOf = (segments: Segment[]) => segments.reduce((sum, [from, to]) => sum + to - from, 0);

/** The plan for a read of `filter` wanting `sort`; `wanted` is skip + limit when the read has a limit. */
export function planRead(coll: Collection, filter: Document, sort?: Document, wanted?: number): ReadPlan {
  const sortKeys =
    sort && Object.keys(sort).length > 0
      ? parseSortSpec(sort).map(({ parts, direction }) => ({ path: parts.join('.'), direction }))
      : [];
  const lookup = lazyPlan(coll, filter);
  const conditions = fieldConditions(filter);
  const base: ReadPlan = {
    stage: lookup.stage,
    indexName: lookup.indexName,
    sorted: sortKeys.length === 0,
    exact: Object.keys(filter).length === 0,
    lazy: lookup.stage !== 'IXSCAN',
    size: lookup.size,
    docs: (from = 0) => drop(lookup.docs() ?? coll.records.values(), from),
  };
  if (lookup.stage === 'IDHACK' || !conditions) return base;
  let best: IndexScan | undefined;
  let bestCost = cost(base, wanted);
  for (const index of coll.indexes.values()) {
    const scan = scanOf(index, conditions, sortKeys);
    if (!scan) continue;
    const size = sizeOf(scan.segments);
    const scanCost = cost(
      { sorted: scan.order !== 'unsorted', exact: scan.exact, lazy: scan.order === 'walk', size },
      wanted,
    );
    if (scanCost < bestCost) {
      best = scan;
      bestCost = scanCost;
    }
  }
  return best ? scanPlan(coll, best) : base;
}

/**
 * A rough cost, in documents handled: candidates that need sorting count twice; a page of a lazy plan stops
 * after the page (exact) or, on average, half way (filtered); a read without a limit (a count, an
 * aggregation) handles every candidate unless the plan is exact, when counts and windows need none.
 */
function cost(
  plan: Pick<ReadPlan, 'sorted' | 'exact' | 'lazy' | 'size'>,
  wanted: number | undefined,
): number {
  if (!plan.sorted) return plan.size * 2;
  if (wanted === undefined) return plan.exact ? plan.size / 4 : plan.size;
  if (!plan.lazy) return plan.size;
  return plan.exact ? Math.min(wanted, plan.size) : plan.size / 2;
}

function scanPlan(coll: Collection, scan: IndexScan): ReadPlan {
  const { entries, segments } = scan;
  const fetch = function* (positions: Iterable<Entry>): Generator<StoredDoc> {
    for (const entry of positions) yield coll.get(entry.id)!;
  };
  const size = sizeOf(segments);
  if (scan.order !== 'walk') {
    // the candidates go out in natural order, as every other plan gives them
    let natural: StoredDoc[] | undefined;
    const all = () =>
      (natural ??= segments
        .flatMap(([start, end]) => [...fetch(entries.forward(start, end))])
        .sort((a, b) => a.order - b.order));
    return {
      stage: 'IXSCAN',
      indexName: scan.index.name,
      direction: 'forward',
      sorted: scan.order === 'natural',
      exact: scan.exact,
      lazy: false,
      size,
      docs: (from = 0) => all().slice(from),
    };
  }
  return {
    stage: 'IXSCAN',
    indexName: scan.index.name,
    direction: scan.direction,
    sorted: true,
    exact: scan.exact,
    lazy: true,
    size,
    docs: (from = 0) => fetch(walk(entries, segments, scan.direction, from)),
  };
}

/** The entries of the segments in the walk's direction, from the `from`-th one on. */
function* walk(
  entries: OrderedEntries,
  segments: Segment[],
  direction: 'forward' | 'backward',
  from: number,
): Generator<Entry> {
  let skip = from;
  for (const [start, end] of direction === 'forward' ? segments : [...segments].reverse()) {
    const length = end - start;
    if (skip >= length) {
      skip -= length;
      continue;
    }
    // keys equal in the whole index key never straddle a `$ne` hole (they share the excluded field)
    yield* direction === 'forward'
      ? entries.forward(start + skip, end)
      : backwardInTies(entries, start, end, skip);
    skip = 0;
  }
}

/**
 * Entries of [start, end) from last to first, skipping `from`, but with equal keys in their forward order:
 * a stable sort keeps equal documents in natural order whichever the direction, and so does this walk.
 */
function* backwardInTies(
  entries: OrderedEntries,
  start: number,
  end: number,
  from: number,
): Generator<Entry> {
  let q = end - 1 - from;
  let first = true;
  while (q >= start) {
    const at = entries.at(q);
    let groupStart = q;
    while (groupStart > start && entries.sameKey(entries.at(groupStart - 1), at)) groupStart--;
    let groupEnd = q;
    if (first) {
      while (groupEnd < end - 1 && entries.sameKey(entries.at(groupEnd + 1), at)) groupEnd++;
    }
    // the walk's rank r within a group of equal keys is the group's r-th entry counted from its start
    const firstPosition = first ? groupStart + (groupEnd - q) : groupStart;
    yield* entries.forward(firstPosition, groupEnd + 1);
    first = false;
    q = groupStart - 1;
  }
}

function drop<T>(items: Iterable<T>, from: number): Iterable<T> {
  // from 0 the items are handed on as they are: a count walks every candidate, one generator layer less
  if (from <= 0) return items;
  return dropGenerator(items, from);
}

function* dropGenerator<T>(items: Iterable<T>, from: number): Generator<T> {
  if (Array.isArray(items)) {
    for (let i = from; i < items.length; i++) yield items[i] as T;
    return;
  }
  let skipped = 0;
  for (const item of items) {
    if (skipped++ < from) continue;
    yield item;
  }
}
