import type { Document } from 'bson';
import { compileFilter } from '../query';
import type { Collection } from './collection';
import { candidates } from './planner';

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
    const matches = compileFilter(filter);
    const out: Document[] = [];
    for (const { doc } of candidates(coll, filter)) if (matches(doc)) out.push(doc);
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
