import type { Document } from 'bson';
import { decodeFields } from '../bson-decode';
import { compareValues, compileFilter } from '../query';
import { parseSortSpec, sortKeyValue } from '../query/sort';
import { EMPTY_ARRAY_KEY, isPlainObject } from '../query/bson-types';
import type { Collection } from './collection';
import { planRead, type ReadPlan } from './read-plan';
import { sharedSort } from './sort-cache';
import { slotKeys, type StoredDoc } from './stored-doc';
import { topK } from './top-k';

/**
 * The documents of a collection matching a filter, in a sort's order, produced only as far as a read needs
 * them: a page of an index walk stops after its last document, and an exact plan counts, skips and sorts by
 * key slots without reading documents at all. Reads outside transactions use it (a transaction reads its own
 * snapshot). Pages come out as stored documents, which the wire writes as they are.
 */
export class Matches {
  /**
   * documents read so far (decoded to be filtered or sorted, or handed out): explain's totalDocsExamined; a
   * document an index key or a key slot rules out is not read
   */
  examined = 0;
  /** how the documents are found (a page may trade a walk for its fallback: ReadPlan.fallback) */
  plan?: ReadPlan;
  /** documents decoded while filtering, kept for the page that may hand them on */
  private readonly decoded = new Map<StoredDoc, Document>();
  private readonly sortKeys: Array<{ parts: string[]; direction: 1 | -1 }>;
  /** the whole filter's test, for plans that test no key slots */
  private readonly whole: DocumentTest;
  /** the test of what the plan leaves to a candidate's document */
  private test: DocumentTest;

  /** `wanted`: skip + limit when the read has a limit (it helps choose a plan) */
  constructor(
    private readonly coll: Collection | undefined,
    filter: Document,
    private readonly sort?: Document,
    wanted?: number,
  ) {
    const sorting = sort && Object.keys(sort).length > 0;
    // an invalid sort is refused even when no document would need it
    if (sorting) sharedSort(sort);
    this.sortKeys = sorting ? parseSortSpec(sort) : [];
    // compiled whatever the plan, so an invalid filter is refused even when key slots decide every document
    this.whole = this.testOf(filter);
    this.plan = coll ? planRead(coll, filter, sorting ? sort : undefined, wanted) : undefined;
    this.test = this.testFor(this.plan);
  }

  /** The test of `filter` on a document, with the fields it and the sort read. */
  private testOf(filter: Document): DocumentTest {
    return documentTest(
      filter,
      this.sortKeys.map(({ parts }) => parts[0]),
    );
  }

  private testFor(plan: ReadPlan | undefined): DocumentTest {
    return plan?.residual ? this.testOf(plan.residual) : this.whole;
  }

  /** The decoded document of a match (decoded once per read). */
  document(stored: StoredDoc): Document {
    let doc = this.decoded.get(stored);
    if (!doc) {
      doc = stored.decode();
      this.decoded.set(stored, doc);
    }
    return doc;
  }

  /**
   * The document if it matches (read, not kept: a large scan must not hold every document it decoded), with
   * only the fields the filter and the sort read when those are known.
   */
  private matching(stored: StoredDoc): Document | undefined {
    this.examined++;
    const { matches, fieldsRead } = this.test;
    const doc = fieldsRead ? decodeFields(stored.bytesReading(fieldsRead), fieldsRead) : stored.decode();
    return matches(doc) ? doc : undefined;
  }

  count(): number {
    const plan = this.plan;
    if (!plan) return 0;
    if (plan.counted !== undefined) return plan.counted;
    let n = 0;
    if (plan.exact) {
      if (plan.count) return plan.count();
      for (const _ of plan.docs(0)) n++;
      return n;
    }
    for (const stored of plan.docs(0)) if (this.matching(stored)) n++;
    return n;
  }

  /** Matching documents in order from the `skip`-th, at most `limit` of them. */
  page(skip = 0, limit?: number): StoredDoc[] {
    const plan = this.plan;
    if (!plan || limit === 0) return [];
    if (plan.sorted) {
      const budget = limit === undefined ? undefined : plan.fallback?.entries;
      const out = this.walkPage(plan, skip, limit, budget);
      if (!plan.stopped || !plan.fallback) return out;
      // the walk used up its budget before the page was full: the plan that does not guess reads it
      const next = plan.fallback.plan();
      next.keysExamined += plan.keysExamined;
      this.plan = next;
      this.test = this.testFor(next);
      return this.page(skip, limit);
    }
    const keyed: Array<{ stored: StoredDoc; key: unknown[] }> = [];
    for (const stored of plan.docs(0)) {
      const doc = plan.exact ? undefined : this.matching(stored);
      if (plan.exact || doc) keyed.push({ stored, key: this.sortKeyOf(stored, doc) });
    }
    const order = (a: { key: unknown[] }, b: { key: unknown[] }) => {
      for (let i = 0; i < this.sortKeys.length; i++) {
        const c = compareValues(a.key[i], b.key[i]);
        if (c !== 0) return c * this.sortKeys[i].direction;
      }
      return 0;
    };
    const sorted = limit !== undefined ? topK(keyed, skip + limit, order) : keyed.sort(order);
    const page = sorted
      .slice(skip, limit !== undefined ? skip + limit : undefined)
      .map(({ stored }) => stored);
    if (plan.exact) this.examined += page.length;
    return page;
  }

  /** A page of a plan that hands documents out in order, from its `skip`-th match. */
  private walkPage(plan: ReadPlan, skip: number, limit: number | undefined, budget?: number): StoredDoc[] {
    const out: StoredDoc[] = [];
    if (plan.exact) {
      for (const stored of plan.docs(skip, budget)) {
        out.push(stored);
        if (out.length === limit) break;
      }
      this.examined += out.length;
      return out;
    }
    let skipped = 0;
    for (const stored of plan.docs(0, budget)) {
      const doc = this.matching(stored);
      if (!doc) continue;
      if (skipped < skip) {
        skipped++;
        continue;
      }
      // a document decoded whole is handed on as it is; one decoded in part is decoded again for the page
      if (!this.test.fieldsRead) this.decoded.set(stored, doc);
      if (out.push(stored) === limit) break;
    }
    return out;
  }

  /**
   * The values a document sorts by: from its key slots for top-level fields an index holds (ascending takes
   * the smallest key, descending the largest, as for its values), else from the document itself.
   */
  private sortKeyOf(stored: StoredDoc, doc: Document | undefined): unknown[] {
    let source = doc;
    return this.sortKeys.map(({ parts, direction }) => {
      const slot = parts.length === 1 ? this.coll?.slots.find(parts[0]) : undefined;
      if (slot === undefined) {
        if (!source) {
          this.examined++;
          source = stored.decode();
        }
        return sortKeyValue(source, parts, direction);
      }
      let best: unknown = EMPTY_ARRAY_KEY;
      let found = false;
      for (const key of slotKeys(stored.keys[slot])) {
        if (!found || compareValues(key, best) * direction < 0) best = key;
        found = true;
      }
      return best;
    });
  }
}

/**
 * A filter's test of a document, and the top-level fields it and the sort read, decoded alone to test a
 * document: a search that tests 40,000 products' names skips their descriptions (undefined: the filter may
 * read any field).
 */
export interface DocumentTest {
  matches: (doc: Document) => boolean;
  fieldsRead?: ReadonlySet<string>;
}

/** The test of `filter` on a document, with the top-level fields it and `alsoRead` read. */
export function documentTest(filter: Document, alsoRead: readonly string[] = []): DocumentTest {
  const read = fieldsRead(filter, new Set());
  if (read) for (const field of alsoRead) read.add(field);
  return { matches: compileFilter(filter), fieldsRead: read };
}

/**
 * Adds to `into` the top-level fields `filter` reads; undefined when it may read any field (`$expr`, `$where`
 * and the other operators at the top level).
 */
function fieldsRead(filter: Document, into: Set<string>): Set<string> | undefined {
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' || key === '$or' || key === '$nor') {
      if (!Array.isArray(value)) return undefined;
      for (const part of value as unknown[]) {
        if (!isPlainObject(part) || !fieldsRead(part, into)) return undefined;
      }
    } else if (key.startsWith('$')) return undefined;
    else into.add(key.split('.')[0]);
  }
  return into;
}

/** Matches seen through a window of skip and limit stages. */
export class MatchesView {
  constructor(
    private readonly matches: Matches,
    private readonly offset = 0,
    private readonly limit?: number,
  ) {}

  count(): number {
    const total = Math.max(0, this.matches.count() - this.offset);
    return this.limit === undefined ? total : Math.min(total, this.limit);
  }

  /** The window's documents, decoded (for the pipeline stages after it). */
  page(skip = 0, limit?: number): Document[] {
    const room = this.limit === undefined ? undefined : Math.max(0, this.limit - skip);
    const take = room === undefined ? limit : limit === undefined ? room : Math.min(room, limit);
    return this.matches.page(this.offset + skip, take).map((stored) => this.matches.document(stored));
  }

  skip(n: number): MatchesView {
    return new MatchesView(
      this.matches,
      this.offset + n,
      this.limit === undefined ? undefined : Math.max(0, this.limit - n),
    );
  }

  take(n: number): MatchesView {
    return new MatchesView(this.matches, this.offset, this.limit === undefined ? n : Math.min(this.limit, n));
  }
}
