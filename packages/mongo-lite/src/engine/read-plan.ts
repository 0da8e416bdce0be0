import type { Document } from 'bson';
import { compareValues } from '../query';
import { isPlainObject } from '../query/bson-types';
import { parseSortSpec } from '../query/sort';
import type { Collection } from './collection';
import {
  aboveInterval,
  ALL,
  belowInterval,
  complement,
  filterConditions,
  decidedByKeys,
  intersect,
  MAX,
  MIN,
  type Condition,
  type FilterConditions,
  type Interval,
} from './conditions';
import { rankOfNumber, type IndexEntry, type SecondaryIndex } from './indexes';
import { idLookup } from './planner';
import { MultiKey, type StoredDoc } from './stored-doc';

/**
 * How a read finds its documents (docs/decisions/121-index-intervals-and-counts.md). Beyond the `_id` map, a
 * read walks the ordered entries of an index between positions found by binary search: equalities and `$in`
 * on its leading fields expand into their combinations, then the next field's intervals (ranges, `$in`, `$ne`
 * and `$nin` as the keys around the values they leave out, prefix regexes) bound one segment per
 * combination and interval. When the requested sort is the index's order (forward, or backward with every
 * direction flipped), the walk hands documents out already sorted and a page stops after its last document.
 *
 * Documents are decided from their key slots instead of their bytes wherever the filter's conditions are all
 * exact on indexed top-level fields: then counts, skips and pages read no document at all. When the segments
 * alone express the whole filter and every document has one key on the index, a count is the segments'
 * length, found from positions alone.
 */
export interface ReadPlan {
  /** MongoDB's names, for explain */
  stage: 'IDHACK' | 'IXSCAN' | 'COLLSCAN';
  indexName?: string;
  direction?: 'forward' | 'backward';
  /** docs() comes in the order the read wants: its sort, or natural order when it has none */
  sorted: boolean;
  /** every candidate docs() yields matches the filter: no document is read to decide */
  exact: boolean;
  /** the number of matches, when known without walking (positions in an index) */
  counted?: number;
  /** docs() hands candidates out one by one as it walks, not from a list it builds first */
  lazy: boolean;
  /** at most how many candidates docs() yields */
  size: number;
  /**
   * the candidates from the `from`-th one on; with a `budget`, a walk looks at no more than that many index
   * entries and sets `stopped` when it ends there instead of at the end of its segments
   */
  docs(from?: number, budget?: number): Iterable<StoredDoc>;
  /** index entries (or key slots) looked at so far */
  keysExamined: number;
  /**
   * For a filtered walk chosen on the guess that matches are spread evenly along it: a page that looks at more
   * than `entries` entries without filling up leaves the read to `plan()`, whose cost does not hang on where
   * the matches lie (the matches of a search may all sit at the far end of the sort's order).
   */
  fallback?: { entries: number; plan: () => ReadPlan };
  /** the last docs() stopped at its budget */
  stopped?: boolean;
  /** the number of candidates, without putting them in order (an exact plan's count) */
  count?: () => number;
  /**
   * What is left to test on a candidate's document when the plan already tested its key slots: the filter
   * without the fields they decide (undefined: the whole filter)
   */
  residual?: Document;
}

/** How many leading equality combinations ($in on several fields) a scan expands before filtering instead. */
const maxCombinations = 256;
/** A document read and filtered costs about this many key slot checks. */
const readCost = 20;

/**
 * The key slot test of the filter's exact conditions on indexed paths; `all` when they are the whole filter;
 * `residual`, with the test, the filter without the top-level fields it decides whole. `without` is the test
 * less the conditions a scan's segments already settle (every entry between its bounds passes them).
 */
interface KeyFilter {
  /** the conditions the test checks */
  conditions: Condition[];
  test?: (stored: StoredDoc) => boolean;
  without: (settled: ReadonlySet<Condition>) => ((stored: StoredDoc) => boolean) | undefined;
  all: boolean;
  residual?: Document;
}

interface SlotCheck {
  condition: Condition;
  slot: number;
}

/**
 * The test of a document's key slots against every check, and against no clause of `nor` (undefined when
 * there is nothing to test).
 */
function slotTest(
  checks: SlotCheck[],
  nor: SlotCheck[][] = [],
): ((stored: StoredDoc) => boolean) | undefined {
  if (checks.length === 0 && nor.length === 0) return undefined;
  // a page walk tests every entry it passes: no allocation per test
  const passes = (stored: StoredDoc, list: SlotCheck[]) => {
    for (let i = 0; i < list.length; i++) {
      const { condition, slot } = list[i];
      const keys = stored.keys[slot];
      let hit: boolean;
      if (keys instanceof MultiKey) hit = keys.values.some(condition.test);
      else if (condition.elements) return false;
      else hit = condition.test(keys);
      if (hit === condition.negated) return false;
    }
    return true;
  };
  return (stored: StoredDoc) => {
    if (!passes(stored, checks)) return false;
    for (let i = 0; i < nor.length; i++) if (passes(stored, nor[i])) return false;
    return true;
  };
}

/** The checks of each clause of a `$nor` whose clauses key slots decide whole; undefined when one is not. */
function norClauses(coll: Collection, value: unknown): SlotCheck[][] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const clauses: SlotCheck[][] = [];
  for (const clause of value) {
    if (!isPlainObject(clause) || Object.keys(clause).length === 0) return undefined;
    const fc = filterConditions(clause);
    if (fc.residual) return undefined;
    const checks: SlotCheck[] = [];
    for (const [path, conditions] of fc.byPath) {
      const slot = coll.slots.find(path);
      if (slot === undefined || conditions.some((c) => !c.exact)) return undefined;
      for (const condition of conditions) checks.push({ condition, slot });
    }
    clauses.push(checks);
  }
  return clauses;
}

function keyFilter(coll: Collection, filter: Document, fc: FilterConditions): KeyFilter {
  const checks: SlotCheck[] = [];
  // a `$nor` of clauses on indexed fields (a search's "not in the name") is decided by key slots too
  const nor = filter.$nor === undefined ? undefined : norClauses(coll, filter.$nor);
  let all = !fc.residual;
  if (nor) {
    const { $nor: _decided, ...rest } = filter;
    all = !filterConditions(rest).residual;
  }
  for (const [path, conditions] of fc.byPath) {
    const slot = coll.slots.find(path);
    for (const condition of conditions) {
      if (slot === undefined || !condition.exact) {
        all = false;
        continue;
      }
      checks.push({ condition, slot });
    }
  }
  if (checks.length === 0 && !nor) return { conditions: [], all, without: () => undefined };
  // the top-level fields the slots decide whole are not tested again on a candidate's document
  let residual = filter;
  for (const [field, value] of Object.entries(filter)) {
    if (field === '$nor' ? !nor : coll.slots.find(field) === undefined || !decidedByKeys(field, value))
      continue;
    if (residual === filter) residual = { ...filter };
    delete residual[field];
  }
  const test = slotTest(checks, nor);
  const without = (settled: ReadonlySet<Condition>) =>
    settled.size === 0
      ? test
      : slotTest(
          checks.filter(({ condition }) => !settled.has(condition)),
          nor,
        );
  const conditions = checks.map(({ condition }) => condition);
  return { conditions, test, without, all, residual: residual === filter ? undefined : residual };
}

/** Positions [from, to) of an index's entries. */
type Segment = [number, number];

interface IndexScan {
  index: SecondaryIndex;
  segments: Segment[];
  /**
   * walk: walking the index (in `direction`) gives the requested sort; natural: the read wants natural order
   * (no sort, or one every field of which an equality fixes); unsorted: neither
   */
  order: 'walk' | 'merge' | 'natural' | 'unsorted';
  /** merge: the runs of equal keys on the bounded field, each already in the sort's order */
  runs?: Segment[];
  /** merge: the index field the runs' keys are on */
  runField?: number;
  direction: 'forward' | 'backward';
  /** the segments express the whole filter and each document has one entry: their length is the count */
  counted: boolean;
  /** conditions every entry of the segments passes, which a candidate's key slots need not be tested on */
  settled: Set<Condition>;
  /**
   * the other conditions on the field with arrays the segments bound ($all of several words), each with the
   * segments of its own keys: a candidate passes it when one of those entries names it
   */
  alongside: Array<{ condition: Condition; segments: Segment[] }>;
  size: number;
}

const isPoint = (interval: Interval) =>
  interval.loInc && interval.hiInc && compareValues(interval.lo, interval.hi) === 0;

const isAll = (intervals: Interval[]) =>
  intervals.length === 1 && intervals[0].lo === MIN && intervals[0].hi === MAX;

/**
 * The intervals a scan bounds a field by, and the conditions they settle. On a field where some document has
 * several keys, each condition holds if one of the keys passes it, not necessarily the same key: the
 * conditions' intervals cannot be intersected, so one condition bounds the scan (the narrowest-looking) and the
 * key test decides the rest.
 */
function seekOf(conditions: Condition[], multikey: boolean): { intervals: Interval[]; by: Condition[] } {
  if (conditions.length === 0) return { intervals: ALL, by: [] };
  if (!multikey) {
    return { intervals: conditions.reduce((acc, c) => intersect(acc, c.intervals), ALL), by: conditions };
  }
  const score = (c: Condition) =>
    c.negated ? Infinity : c.intervals.every(isPoint) ? c.intervals.length : 1000 + c.intervals.length;
  const best = conditions.reduce((a, c) => (score(c) < score(a) ? c : a));
  return { intervals: best.intervals, by: [best] };
}

/**
 * Of the conditions that bound a field's entries, those every entry between the bounds passes: the intervals
 * hold exactly the keys that pass (tight), and a key passing decides the document (not negated, unless each
 * document has one key there).
 */
function settledBy(by: Condition[], multikey: boolean): Condition[] {
  return by.filter((c) => c.tight && c.exact && !c.elements && (!c.negated || !multikey));
}

function scanOf(
  index: SecondaryIndex,
  fc: FilterConditions,
  sort: Array<{ path: string; direction: 1 | -1 }>,
): IndexScan | undefined {
  if (!index.readable) return undefined;
  // nothing bounds the first field and the sort is not the index's order: no scan of this index narrows or
  // orders anything (what the rest below would find, without its arrays: a read weighs every index)
  if (
    (fc.byPath.get(index.paths[0])?.length ?? 0) === 0 &&
    (sort.length !== index.paths.length || sort.some(({ path }, i) => path !== index.paths[i]))
  )
    return undefined;
  const n = index.paths.length;
  const conditions = index.paths.map((path) => fc.byPath.get(path) ?? []);
  // a sparse index leaves out documents missing every field: only usable when such a document cannot match
  if (index.sparse && !conditions.some((list) => list.some((c) => !c.negated && !c.test(null)))) {
    return undefined;
  }
  const seeks = conditions.map((list, i) => seekOf(list, index.multikeyPaths[i] > 0));
  const seek = seeks.map(({ intervals }) => intervals);
  // leading fields pinned to values expand into every combination of them
  let combinations: unknown[][] = [[]];
  let j = 0;
  while (
    j < n &&
    seek[j].every(isPoint) &&
    combinations.length * seek[j].length <= maxCombinations &&
    seek[j].length > 0
  ) {
    const values = seek[j].map((interval) => interval.lo);
    combinations = combinations.flatMap((prefix) => values.map((value) => [...prefix, value]));
    j++;
  }
  // a field no document can match empties the scan
  const empty = seek.slice(0, j + 1).some((intervals) => intervals.length === 0);
  const bounded = j < n ? seek[j] : undefined;
  const narrowed = empty || j > 0 || (bounded !== undefined && !isAll(bounded));

  // fields a single value fixes leave the sort (unless a document has several keys there: an array sorts by
  // its smallest or largest element, not the one matched); the rest of it must be the rest of the index, so
  // that ties on the whole key stay in natural order, as a stable sort leaves them
  let fixed = 0;
  while (fixed < j && seek[fixed].length === 1 && index.multikeyPaths[fixed] === 0) fixed++;
  const rest = sort.filter(({ path }) => !index.paths.slice(0, fixed).includes(path));
  const tail = index.paths.slice(fixed);
  let order: IndexScan['order'] = rest.length === 0 ? 'natural' : 'unsorted';
  let direction: IndexScan['direction'] = 'forward';
  if (rest.length > 0 && rest.length === tail.length && index.multikeyDocs === 0) {
    const flip = rest[0].direction !== index.directions[fixed];
    const walks = rest.every(
      ({ path, direction: d }, i) => path === tail[i] && (d === index.directions[fixed + i]) !== flip,
    );
    if (walks) {
      order = 'walk';
      direction = flip ? 'backward' : 'forward';
    }
  }
  if (!narrowed && order !== 'walk') return undefined;

  const position = (prefix: unknown[], interval: Interval | undefined, edge: 'start' | 'end') =>
    boundOf(index, prefix, interval, edge);
  const segmentsOf = (intervals: Interval[] | undefined): Segment[] => {
    const out: Segment[] = [];
    for (const prefix of combinations) {
      for (const interval of intervals ?? [undefined]) {
        const start = position(prefix, interval, 'start');
        // bounds that exclude each other give an empty segment, not a negative one
        const end = Math.max(start, position(prefix, interval, 'end'));
        if (end > start) out.push([start, end]);
      }
    }
    return out.sort((a, b) => a[0] - b[0]);
  };
  let segments: Segment[] = [];
  // the conditions of the fields the segments bound: the leading ones each combination pins, then the next
  const boundBy = seeks.slice(0, Math.min(n, j + 1)).map(({ by }) => by);
  if (!empty) {
    segments = segmentsOf(bounded);
    // several conditions on a field with arrays: the one whose keys are fewest bounds the scan
    const choices = j < n && index.multikeyPaths[j] > 0 ? conditions[j] : [];
    if (choices.length > 1) {
      for (const choice of choices) {
        const other = segmentsOf(choice.intervals);
        if (sizeOf(other) < sizeOf(segments)) {
          segments = other;
          boundBy[j] = [choice];
        }
      }
    }
  }
  const settled = new Set(boundBy.flatMap((by, i) => settledBy(by, index.multikeyPaths[i] > 0)));
  // the other words of a search are ranges of the same index: a candidate is looked up among the documents
  // those ranges name, rather than testing each of its keys, when they are not much longer than the scan
  const alongside: IndexScan['alongside'] = [];
  if (!empty && j < n && index.multikeyPaths[j] > 0) {
    const most = 8 * sizeOf(segments) + 1024;
    for (const condition of conditions[j]) {
      if (boundBy[j].includes(condition) || settledBy([condition], true).length === 0) continue;
      const other = segmentsOf(condition.intervals);
      if (sizeOf(other) <= most) alongside.push({ condition, segments: other });
    }
  }
  // A range on a field the rest of the index's order follows (leading fields each pinned to one value): each
  // key's run of entries is in the sort's order already, and merging the runs puts the whole range in it. A
  // search's words are such a range, one run per word that starts with the searched one
  // (docs/decisions/214-search-pages-merge-word-runs.md).
  let runs: Segment[] | undefined;
  if (order === 'unsorted' && !empty && j < n && combinations.length === 1 && fixed === j) {
    const after = index.paths.slice(j + 1);
    const follows =
      rest.length === after.length &&
      rest.every(({ path, direction: d }, i) => path === after[i] && d === index.directions[j + 1 + i]) &&
      index.multikeyPaths.slice(j + 1).every((docs) => docs === 0);
    if (follows) runs = runsOf(index, segments, combinations[0], j);
    if (runs) order = 'merge';
  }
  // every condition is on a field the segments bound, tight and exact: then the positions are the answer
  const covered = new Set(index.paths.slice(0, Math.min(n, j + 1)));
  const counted =
    index.multikeyDocs === 0 &&
    !fc.residual &&
    [...fc.byPath].every(([path, list]) => covered.has(path) && list.every((c) => c.tight && c.exact));
  const size = sizeOf(segments);
  return { index, segments, order, direction, counted, settled, alongside, runs, runField: j, size };
}

/** Candidates a walk tests on their keys before it looks the rest up by rank (see scanPlan). */
const lookupAfter = 256;

/** More runs than this, and merging them costs more than sorting the candidates (a one-letter search). */
const maxRuns = 64;

/**
 * The segments split into runs of one key on field `field` (the fields before it equal `prefix`); undefined
 * when there are more than `maxRuns`.
 */
function runsOf(
  index: SecondaryIndex,
  segments: Segment[],
  prefix: unknown[],
  field: number,
): Segment[] | undefined {
  const entries = index.entries;
  const runs: Segment[] = [];
  for (const [start, end] of segments) {
    let at = start;
    while (at < end) {
      if (runs.length === maxRuns) return undefined;
      const key = index.keyAt(entries.at(at), field);
      // the first entry past this key
      const next = boundOf(index, prefix, { lo: key, loInc: true, hi: key, hiInc: true }, 'end');
      runs.push([at, Math.min(end, Math.max(next, at + 1))]);
      at = runs[runs.length - 1][1];
    }
  }
  return runs;
}

/**
 * The position where the entries whose leading fields equal `prefix` and whose next field lies in `interval`
 * start (or end); without an interval, those of the prefix alone.
 */
function boundOf(
  index: SecondaryIndex,
  prefix: unknown[],
  interval: Interval | undefined,
  edge: 'start' | 'end',
): number {
  return index.entries.position((entry: IndexEntry) => {
    for (let i = 0; i < prefix.length; i++) {
      const c = compareValues(index.keyAt(entry, i), prefix[i]) * index.directions[i];
      if (c !== 0) return c < 0;
    }
    if (!interval) return edge === 'end';
    const value = index.keyAt(entry, prefix.length);
    const up = index.directions[prefix.length] === 1;
    const early = up ? belowInterval(value, interval) : aboveInterval(value, interval);
    const late = up ? aboveInterval(value, interval) : belowInterval(value, interval);
    return edge === 'start' ? early : !late;
  });
}

const sizeOf = (segments: Segment[]) => segments.reduce((sum, [from, to]) => sum + to - from, 0);

interface Costed {
  size: number;
  sorted: boolean;
  lazy: boolean;
  exact: boolean;
  counted: boolean;
}

/**
 * A rough cost, in key checks: a document read costs `readCost` of them; candidates that need sorting cost
 * more; a page of a lazy plan stops after the page, which an exact walk reaches directly and a filtered walk
 * after about `wanted / matches` of its candidates; a read without a limit (a count, an aggregation) handles
 * every candidate, unless the count is known from positions.
 */
function cost(plan: Costed, wanted: number | undefined, matches: number): number {
  const per = plan.exact ? 1 : readCost;
  if (!plan.sorted) return plan.size * (per + 2);
  if (wanted === undefined) return plan.counted ? 1 : plan.size * per;
  if (!plan.lazy) return plan.size * per;
  if (plan.counted) return Math.min(wanted, plan.size);
  return Math.min(plan.size, (wanted * plan.size) / Math.max(1, matches)) * per;
}

/** The plan for a read of `filter` wanting `sort`; `wanted` is skip + limit when the read has a limit. */
export function planRead(coll: Collection, filter: Document, sort?: Document, wanted?: number): ReadPlan {
  const sortKeys =
    sort && Object.keys(sort).length > 0
      ? parseSortSpec(sort).map(({ parts, direction }) => ({ path: parts.join('.'), direction }))
      : [];
  const ids = idLookup(coll, filter);
  if (ids) {
    const rest = keyFilter(coll, ids.rest, filterConditions(ids.rest));
    const exact = ids.alone && rest.all;
    return listPlan('IDHACK', '_id_', ids.docs, sortKeys.length === 0, exact ? rest.test : undefined, exact);
  }
  const fc = filterConditions(filter);
  const keys = keyFilter(coll, filter, fc);
  const empty = Object.keys(filter).length === 0;
  const scans: IndexScan[] = [];
  for (const index of coll.indexes.values()) {
    const scan = scanOf(index, fc, sortKeys);
    if (scan) scans.push(scan);
  }
  const total = coll.records.size;
  const matches = Math.min(total, ...scans.map((scan) => scan.size));
  const sorted = sortKeys.length === 0;
  const options: Array<{ scan?: IndexScan; cost: number; guessed: boolean }> = [
    {
      cost: cost({ size: total, sorted, lazy: true, exact: keys.all, counted: empty }, wanted, matches),
      // a page of a filtered scan in natural order stops where its matches happen to end
      guessed: sorted && !empty,
    },
  ];
  for (const scan of scans) {
    const exact = scan.counted || keys.all;
    const lazy = scan.order === 'walk' || scan.order === 'merge';
    const costed = { sorted: scan.order !== 'unsorted', lazy, exact };
    options.push({
      scan,
      cost: cost({ ...costed, size: scan.size, counted: scan.counted }, wanted, matches),
      guessed: costed.sorted && costed.lazy && !scan.counted,
    });
  }
  const planOf = (option: (typeof options)[number]) =>
    option.scan ? scanPlan(coll, option.scan, keys) : collectionScan(coll, keys, sorted, empty);
  const best = options.reduce((a, b) => (b.cost < a.cost ? b : a));
  const plan = planOf(best);
  // A page of a filtered walk costs what the guess says only when its matches are spread along the walk.
  // Like MongoDB's trial of candidate plans (docs/decisions/203-search-at-scale.md), the walk gets about the
  // cost of the best plan that does not guess; past it, that plan reads the page (at most about twice the
  // better plan's cost in all).
  const sure = options.filter((option) => !option.guessed && option !== best);
  if (wanted !== undefined && best.guessed && best.scan && sure.length > 0) {
    const other = sure.reduce((a, b) => (b.cost < a.cost ? b : a));
    const per = plan.exact ? 1 : readCost;
    plan.fallback = { entries: Math.max(wanted, Math.ceil(other.cost / per)), plan: () => planOf(other) };
  }
  return plan;
}

function collectionScan(coll: Collection, keys: KeyFilter, sorted: boolean, empty: boolean): ReadPlan {
  const plan: ReadPlan = {
    stage: 'COLLSCAN',
    sorted,
    exact: keys.all,
    counted: empty ? coll.records.size : undefined,
    lazy: true,
    size: coll.records.size,
    keysExamined: 0,
    residual: keys.residual,
    docs: (from = 0) => {
      const all = coll.records.values();
      if (!keys.test) return drop(all, from);
      const test = keys.test;
      return drop(
        filterIterable(all, (stored) => {
          plan.keysExamined++;
          return test(stored);
        }),
        from,
      );
    },
  };
  return plan;
}

/** A plan over a list of documents already found (the `_id` map's). */
function listPlan(
  stage: ReadPlan['stage'],
  indexName: string,
  docs: StoredDoc[],
  sorted: boolean,
  test: ((stored: StoredDoc) => boolean) | undefined,
  exact: boolean,
): ReadPlan {
  const kept = test ? docs.filter(test) : docs;
  return {
    stage,
    indexName,
    sorted,
    exact,
    counted: exact ? kept.length : undefined,
    lazy: false,
    size: kept.length,
    keysExamined: docs.length,
    docs: (from = 0) => kept.slice(from),
  };
}

function scanPlan(coll: Collection, scan: IndexScan, keys: KeyFilter): ReadPlan {
  const { index, segments } = scan;
  const entries = index.entries;
  // the segments already decide a counted scan; otherwise the exact conditions they leave prune by key slots,
  // and the other words of a search by the documents their own ranges name
  const alongside = scan.counted ? [] : scan.alongside;
  const settled = new Set([...scan.settled, ...alongside.map(({ condition }) => condition)]);
  const looked = { keysExamined: 0 };
  const sets = alongside.map(({ segments: other }) => ranksIn(index, other, looked));
  // A condition on another field with arrays (a search's words, while the walk follows the sort's index) is
  // a range of an index led by that field. Once a walk has tested `lookupAfter` candidates, the documents
  // that range names are looked up by rank instead of testing each candidate's keys.
  const lookups = scan.counted
    ? []
    : keys.conditions.filter((c) => !settled.has(c) && settledBy([c], true).length > 0);
  let tested = 0;
  let faster: ((stored: StoredDoc) => boolean) | undefined;
  const lookUp = () => {
    const more = [...sets];
    const done = new Set(settled);
    for (const condition of lookups) {
      const set = rangeRanks(coll, condition, 2 * coll.records.size, plan);
      if (!set) continue;
      more.push(set);
      done.add(condition);
    }
    const rest = keys.without(done);
    return (stored: StoredDoc) => inEvery(more, stored.order) && (!rest || rest(stored));
  };
  const slot = scan.counted ? undefined : keys.without(settled);
  const first =
    sets.length === 0 ? slot : (stored: StoredDoc) => inEvery(sets, stored.order) && (!slot || slot(stored));
  const test =
    lookups.length === 0 || !first
      ? first
      : (stored: StoredDoc) => {
          if (faster) return faster(stored);
          if (++tested > lookupAfter) faster = lookUp();
          return (faster ?? first)(stored);
        };
  const exact = scan.counted || keys.all;
  const plan: ReadPlan = {
    stage: 'IXSCAN',
    indexName: index.name,
    direction: scan.direction,
    sorted: scan.order !== 'unsorted',
    exact,
    counted: scan.counted ? scan.size : undefined,
    lazy: scan.order === 'walk' || scan.order === 'merge',
    size: scan.size,
    keysExamined: looked.keysExamined,
    residual: scan.counted ? undefined : keys.residual,
    docs: () => [],
  };
  if (scan.order === 'natural' || scan.order === 'unsorted') {
    // the candidates go out in natural order, as every other plan gives them, each document once
    let natural: StoredDoc[] | undefined;
    const distinct = () => {
      const found = new Set<StoredDoc>();
      const keep = (entry: IndexEntry) => {
        const stored = index.storedOf(entry);
        if (!test || test(stored)) found.add(stored);
      };
      for (const [start, end] of segments) {
        entries.each(start, end, keep);
        plan.keysExamined += end - start;
      }
      return found;
    };
    const all = () => (natural ??= [...distinct()].sort((a, b) => a.order - b.order));
    plan.docs = (from = 0) => all().slice(from);
    plan.count = () => (natural ? natural.length : countDistinct(coll, scan, keys, plan, sets, settled));
    return plan;
  }
  /**
   * The documents of a walk's entries that pass the key test, from the `from`-th such one: one loop over each
   * run of a chunk, not a generator per entry.
   */
  const visitRuns = function* (runs: Iterable<Run>, from: number, budget = Infinity): Generator<StoredDoc> {
    let skip = from;
    let looked = 0;
    plan.stopped = false;
    for (const [list, start, end] of runs) {
      for (let k = start; k < end; k++) {
        if (looked++ >= budget) {
          plan.stopped = true;
          return;
        }
        plan.keysExamined++;
        const stored = index.storedOf(list[k]);
        if (test && !test(stored)) continue;
        if (skip > 0) skip--;
        else yield stored;
      }
    }
  };
  if (scan.order === 'merge') {
    const runs = scan.runs!;
    const field = scan.runField!;
    plan.docs = (from = 0, budget?: number) => visitRuns(merge(index, runs, field), from, budget);
    plan.count = () => countDistinct(coll, scan, keys, plan, sets, settled);
    return plan;
  }
  plan.docs = (from = 0, budget?: number) => {
    // positions skip straight to a counted walk's page; a filtered walk skips matches as it goes
    if (scan.counted) return visitRuns(walk(index, segments, scan.direction, from), 0, budget);
    return visitRuns(walk(index, segments, scan.direction, 0), from, budget);
  };
  return plan;
}

/**
 * How many documents a scan's entries name that pass the key test. A count only needs to know which documents
 * it has met: bitmaps of their insertion ranks. A number entry names its document's rank without reaching the
 * document, which is tested once after the walk, in rank order (a word range names most of its documents
 * several times). A condition that rules out a few documents another index lists (`archived: { $ne: true }`)
 * is not tested on each document: the ranks it rules out are taken away instead.
 */
function countDistinct(
  coll: Collection,
  scan: IndexScan,
  keys: KeyFilter,
  plan: ReadPlan,
  sets: RankSet[],
  settled: ReadonlySet<Condition>,
): number {
  const { index, segments } = scan;
  const candidates = sizeOf(segments);
  const out = ruledOut(
    coll,
    keys.conditions.filter((c) => !settled.has(c)),
    Math.max(64, candidates >> 3),
    plan,
  );
  const slot = keys.without(new Set([...settled, ...out.conditions]));
  const passes = (rank: number) => inEvery(sets, rank) && !out.ranks.has(rank);
  const numbered = new RankSet();
  const seen = new RankSet();
  let n = 0;
  const visit = (entry: IndexEntry) => {
    if (typeof entry === 'number') {
      numbered.add(rankOfNumber(entry));
      return;
    }
    const stored = index.storedOf(entry);
    if (seen.add(stored.order) && passes(stored.order) && (!slot || slot(stored))) n++;
  };
  for (const [start, end] of segments) {
    index.entries.each(start, end, visit);
    plan.keysExamined += end - start;
  }
  if (!slot && sets.length === 0) {
    n += numbered.size;
    out.ranks.forEach((rank) => {
      if (numbered.has(rank)) n--;
    });
    return n;
  }
  numbered.forEach((rank) => {
    if (passes(rank) && (!slot || slot(index.numberedAt(rank)))) n++;
  });
  return n;
}

/**
 * The ranks of the documents whose keys on `condition`'s field pass it, from an index led by that field where
 * some document has several keys there; undefined when there is none, or the range holds more than `most`
 * entries.
 */
function rangeRanks(
  coll: Collection,
  condition: Condition,
  most: number,
  looked: { keysExamined: number },
): RankSet | undefined {
  const index = leadingIndex(coll, condition.path, true);
  if (!index) return undefined;
  const segments = segmentsOn(index, condition.intervals);
  if (sizeOf(segments) > most) return undefined;
  return ranksIn(index, segments, looked);
}

/**
 * An index every document is in, led by `path`, where some document has several keys (`several`) or none
 * has.
 */
function leadingIndex(coll: Collection, path: string, several: boolean): SecondaryIndex | undefined {
  return [...coll.indexes.values()].find(
    (i) => i.readable && !i.sparse && i.paths[0] === path && i.multikeyPaths[0] > 0 === several,
  );
}

/** The positions of the entries whose first key lies in `intervals`, empty ones left out. */
function segmentsOn(index: SecondaryIndex, intervals: Interval[]): Segment[] {
  return intervals
    .map((interval): Segment => [boundOf(index, [], interval, 'start'), boundOf(index, [], interval, 'end')])
    .filter(([from, to]) => to > from);
}

/** The insertion ranks of the documents the segments' entries name, added to `into`. */
function ranksIn(
  index: SecondaryIndex,
  segments: Segment[],
  plan: { keysExamined: number },
  into = new RankSet(),
): RankSet {
  const visit = (entry: IndexEntry) => {
    into.add(index.rankOf(entry));
  };
  for (const [start, end] of segments) {
    index.entries.each(start, end, visit);
    plan.keysExamined += end - start;
  }
  return into;
}

function inEvery(sets: RankSet[], rank: number): boolean {
  for (let i = 0; i < sets.length; i++) if (!sets[i].has(rank)) return false;
  return true;
}

/**
 * Of `conditions`, the negated ones ($ne, $nin) whose excluded keys another index lists on its leading field,
 * each document once there, for no more than `most` entries in all; and the ranks of the documents those
 * entries name, which fail the conditions.
 */
function ruledOut(
  coll: Collection,
  conditions: Condition[],
  most: number,
  plan: { keysExamined: number },
): { conditions: Condition[]; ranks: RankSet } {
  const ranks = new RankSet();
  const used: Condition[] = [];
  let left = most;
  for (const condition of conditions) {
    if (!condition.negated || !condition.tight || !condition.exact || condition.elements) continue;
    const index = leadingIndex(coll, condition.path, false);
    if (!index) continue;
    const segments = segmentsOn(index, complement(condition.intervals));
    const size = sizeOf(segments);
    if (size > left) continue;
    left -= size;
    ranksIn(index, segments, plan, ranks);
    used.push(condition);
  }
  return { conditions: used, ranks };
}

/**
 * The entries of `runs` (each in index order from field `field + 1` on) merged into that order, ties in
 * insertion order, each document once (it has an entry in every run of a key it holds), one entry at a time.
 */
function* merge(index: SecondaryIndex, runs: Segment[], field: number): Generator<Run> {
  const walks = runs.map(([start, end]) => index.entries.forward(start, end));
  const heads: Array<IndexEntry | undefined> = walks.map(
    (walk) => walk.next().value as IndexEntry | undefined,
  );
  const before = (a: IndexEntry, b: IndexEntry) =>
    (index.compareKeys(a, b, field + 1) || index.rankOf(a) - index.rankOf(b)) < 0;
  const seen = new RankSet();
  const one: IndexEntry[] = [];
  const single: Run = [one, 0, 1];
  for (;;) {
    let best = -1;
    for (let r = 0; r < heads.length; r++) {
      const head = heads[r];
      if (head !== undefined && (best < 0 || before(head, heads[best]!))) best = r;
    }
    if (best < 0) return;
    const entry = heads[best]!;
    heads[best] = walks[best].next().value as IndexEntry | undefined;
    if (!seen.add(index.rankOf(entry))) continue;
    one[0] = entry;
    yield single;
  }
}

/** Insertion ranks met so far, one bit each, in a bitmap that grows to the largest rank met. */
class RankSet {
  private bits = new Uint32Array(1024);
  size = 0;

  /** Adds `rank`; false when it was already there. */
  add(rank: number): boolean {
    const word = rank >>> 5;
    if (word >= this.bits.length) {
      const grown = new Uint32Array(Math.max(word + 1, this.bits.length * 2));
      grown.set(this.bits);
      this.bits = grown;
    }
    const bit = 1 << (rank & 31);
    if (this.bits[word] & bit) return false;
    this.bits[word] |= bit;
    this.size++;
    return true;
  }

  has(rank: number): boolean {
    const word = rank >>> 5;
    return word < this.bits.length && (this.bits[word] & (1 << (rank & 31))) !== 0;
  }

  /** Calls `visit` with every rank, in ascending order. */
  forEach(visit: (rank: number) => void): void {
    const bits = this.bits;
    for (let word = 0; word < bits.length; word++) {
      let rest = bits[word];
      while (rest !== 0) {
        const low = rest & -rest;
        visit((word << 5) + 31 - Math.clz32(low));
        rest ^= low;
      }
    }
  }
}

/** Entries `list[start]` to `list[end - 1]` of a walk, in its order. */
type Run = readonly [list: ArrayLike<IndexEntry>, start: number, end: number];

/** The entries of the segments in the walk's direction, from the `from`-th one on, as runs. */
function* walk(
  index: SecondaryIndex,
  segments: Segment[],
  direction: 'forward' | 'backward',
  from: number,
): Generator<Run> {
  let skip = from;
  // a backward walk hands out one entry at a time, in one reused run
  const one: IndexEntry[] = [];
  const single: Run = [one, 0, 1];
  for (const [start, end] of direction === 'forward' ? segments : [...segments].reverse()) {
    const length = end - start;
    if (skip >= length) {
      skip -= length;
      continue;
    }
    // keys equal in the whole index key never straddle two segments (they share every bounded field)
    if (direction === 'forward') yield* index.entries.runs(start + skip, end);
    else {
      for (const entry of backwardInTies(index, start, end, skip)) {
        one[0] = entry;
        yield single;
      }
    }
    skip = 0;
  }
}

/**
 * Entries of [start, end) from last to first, skipping `from`, but with equal keys in their forward order:
 * a stable sort keeps equal documents in natural order whichever the direction, and so does this walk.
 */
function* backwardInTies(
  index: SecondaryIndex,
  start: number,
  end: number,
  from: number,
): Generator<IndexEntry> {
  const entries = index.entries;
  const same = (a: IndexEntry, b: IndexEntry) => index.compareKeys(a, b) === 0;
  let q = end - 1 - from;
  let first = true;
  while (q >= start) {
    const at = entries.at(q);
    let groupStart = q;
    while (groupStart > start && same(entries.at(groupStart - 1), at)) groupStart--;
    let groupEnd = q;
    if (first) {
      while (groupEnd < end - 1 && same(entries.at(groupEnd + 1), at)) groupEnd++;
    }
    // the walk's rank r within a group of equal keys is the group's r-th entry counted from its start
    const firstPosition = first ? groupStart + (groupEnd - q) : groupStart;
    yield* entries.forward(firstPosition, groupEnd + 1);
    first = false;
    q = groupStart - 1;
  }
}

function* filterIterable<T>(items: Iterable<T>, keep: (item: T) => boolean): Generator<T> {
  for (const item of items) if (keep(item)) yield item;
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
