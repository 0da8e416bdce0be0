import type { Document } from 'bson';
import { compileFilter } from '../query';
import type { Collection } from './collection';
import { planRead } from './read-plan';

/**
 * How a command reads and writes documents: straight into the collections, or (inside a transaction)
 * through the transaction's private overlay.
 */
export interface Access {
  /** documents of `coll` matching `filter`, in natural order */
  find(coll: Collection | undefined, filter: Document): Document[];
  insert(coll: Collection, doc: Document): void;
  replace(coll: Collection, oldDoc: Document, newDoc: Document): void;
  remove(coll: Collection, doc: Document): void;
}

export class DirectAccess implements Access {
  find(coll: Collection | undefined, filter: Document): Document[] {
    if (!coll) return [];
    const plan = planRead(coll, filter);
    // an exact plan's candidates all match: they are only decoded, not filtered again
    const matches = plan.exact ? undefined : compileFilter(filter);
    const out: Document[] = [];
    for (const stored of plan.docs()) {
      const doc = stored.decode();
      if (!matches || matches(doc)) out.push(doc);
    }
    return out;
  }

  insert(coll: Collection, doc: Document): void {
    coll.insert(doc);
  }

  replace(coll: Collection, oldDoc: Document, newDoc: Document): void {
    coll.replace(oldDoc, newDoc);
  }

  remove(coll: Collection, doc: Document): void {
    coll.remove(doc);
  }
}
