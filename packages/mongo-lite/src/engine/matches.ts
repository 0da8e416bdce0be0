import type { Document } from 'bson';
import { compileFilter } from '../query';
import type { Collection } from './collection';
import { planRead, type ReadPlan } from './read-plan';
import { sharedSort } from './sort-cache';
import { topK } from './top-k';

/**
 * The documents of a collection matching a filter, in a sort's order, produced only as far as a read needs
 * them: a page of an index walk stops after its last document, and an exact plan counts and skips without
 * looking at documents at all. Reads outside transactions use it (a transaction reads its own snapshot).
 */
export class Matches {
  /** documents looked at so far (explain's totalDocsExamined) */
  examined = 0;
  readonly plan?: ReadPlan;
  private readonly matches: (doc: Document) => boolean;

  /** `wanted`: skip + limit when the read has a limit (it helps choose a plan) */
  constructor(
    coll: Collection | undefined,
    filter: Document,
    private readonly sort?: Document,
    wanted?: number,
  ) {
    this.matches = compileFilter(filter);
    // an invalid sort is refused even when no document would need it
    if (sort && Object.keys(sort).length) sharedSort(sort);
    this.plan = coll
      ? planRead(coll, filter, sort && Object.keys(sort).length ? sort : undefined, wanted)
      : undefined;
  }

  count(): number {
    const plan = this.plan;
    if (!plan) return 0;
    if (plan.exact) return plan.size;
    // straight over the plan's candidates, without the generator page() uses: a count visits them all
    let n = 0;
    let examined = 0;
    for (const { doc } of plan.docs(0)) {
      examined++;
      if (this.matches(doc)) n++;
    }
    this.examined += examined;
    return n;
  }

  /** Matching documents in order from the `skip`-th, at most `limit` of them. */
  page(skip = 0, limit?: number): Document[] {
    const plan = this.plan;
    if (!plan || limit === 0) return [];
    const out: Document[] = [];
    if (plan.sorted) {
      if (plan.exact) {
        for (const doc of this.candidates(skip)) {
          out.push(doc);
          if (out.length === limit) break;
        }
        return out;
      }
      let skipped = 0;
      for (const doc of this.candidates(0)) {
        if (!this.matches(doc)) continue;
        if (skipped < skip) skipped++;
        else if (out.push(doc) === limit) break;
      }
      return out;
    }
    for (const doc of this.candidates(0)) if (plan.exact || this.matches(doc)) out.push(doc);
    const order = sharedSort(this.sort!);
    const sorted = limit !== undefined ? topK(out, skip + limit, order) : out.sort(order);
    return sorted.slice(skip, limit !== undefined ? skip + limit : undefined);
  }

  private *candidates(from: number): Generator<Document> {
    for (const { doc } of this.plan!.docs(from)) {
      this.examined++;
      yield doc;
    }
  }
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

  page(skip = 0, limit?: number): Document[] {
    const room = this.limit === undefined ? undefined : Math.max(0, this.limit - skip);
    const take = room === undefined ? limit : limit === undefined ? room : Math.min(room, limit);
    return this.matches.page(this.offset + skip, take);
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
