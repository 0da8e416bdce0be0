import type { Document } from 'bson';
import { decodeFields } from '../bson-decode';
import { compileFilter } from '../query';
import type { Collection } from './collection';
import { documentTest } from './matches';
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
    if (plan.exact) return Array.from(plan.docs(), (stored) => stored.decode());
    // what the key slots left undecided, tested on the fields it reads: only a match is decoded whole (a
    // migration's `{ field: { $exists: false } }` over 100,000 products reads one field of each)
    if (plan.residual) compileFilter(filter); // the whole filter is refused if invalid, as without an index
    const { matches, fieldsRead } = documentTest(plan.residual ?? filter);
    const out: Document[] = [];
    for (const stored of plan.docs()) {
      if (!fieldsRead) {
        const doc = stored.decode();
        if (matches(doc)) out.push(doc);
      } else if (matches(decodeFields(stored.bytesReading(fieldsRead), fieldsRead)))
        out.push(stored.decode());
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
