import type { Document } from 'bson';
import { compileFilter } from '../query';
import { ErrorCodes, MongoLiteError, mongoError } from '../errors';
import { idKeyOf, type Collection } from './collection';
import type { Access } from './access';
import { candidates } from './planner';
import type { Store, WriteListener } from './store';

const transient = ['TransientTransactionError'];

export function writeConflict(): MongoLiteError {
  return new MongoLiteError(
    ErrorCodes.WriteConflict,
    'WriteConflict',
    'Write conflict during plan execution and yielding is disabled. :: Please retry your operation or multi-document transaction.',
    transient,
  );
}

export function noSuchTransaction(txnNumber: bigint, aborted: boolean): MongoLiteError {
  const message = aborted
    ? `Transaction with { txnNumber: ${txnNumber} } has been aborted.`
    : `Given transaction number ${txnNumber} does not match any in-progress transactions.`;
  return new MongoLiteError(ErrorCodes.NoSuchTransaction, 'NoSuchTransaction', message, transient);
}

/**
 * A multi-document transaction. Writes go to a private overlay (nothing is visible outside until commit);
 * reads see the committed state as of the transaction's start with the overlay on top (a read that would need
 * an older version than the current one fails with a retryable WriteConflict instead). Every document carries the sequence number of its
 * last write: touching one written after the transaction started, or held by another transaction, is a
 * WriteConflict. An outside write to a document the transaction already holds dooms the transaction (its next
 * operation or its commit fails with a TransientTransactionError, so the driver retries it) instead of losing
 * either write.
 */
export class Transaction implements Access, WriteListener {
  state: 'active' | 'committed' | 'aborted' = 'active';
  readonly startedAt = Date.now();
  private readonly startVersion: number;
  private readonly writes = new Map<Collection, Map<string, Document | null>>();
  private doomed = false;

  constructor(
    private readonly store: Store,
    readonly txnNumber: bigint,
  ) {
    this.startVersion = store.version;
  }

  /** Throws when an outside write already made this transaction impossible to commit. */
  assertUsable(): void {
    if (this.doomed) {
      this.abort();
      throw writeConflict();
    }
  }

  onOutsideWrite(): void {
    this.doomed = true;
  }

  find(coll: Collection | undefined, filter: Document): Document[] {
    if (!coll) return [];
    const matches = compileFilter(filter);
    const overlay = this.writes.get(coll);
    if (coll.lastRemoval > this.startVersion) this.failSnapshot();
    const out: Document[] = [];
    const seen = new Set<string>();
    for (const { doc, version } of candidates(coll, filter)) {
      const id = idKeyOf(doc);
      seen.add(id);
      if (version > this.startVersion && !overlay?.has(id)) this.failSnapshot();
      const mine = overlay?.has(id) ? overlay.get(id) : doc;
      if (mine && matches(mine)) out.push(mine);
    }
    // the transaction's own inserts, and its updates the committed indexes cannot know about yet
    for (const [id, doc] of overlay ?? []) {
      if (doc && !seen.has(id) && matches(doc)) out.push(doc);
    }
    return out;
  }

  /**
   * A read met a document committed after this transaction started: its snapshot is gone (mongo-lite keeps no
   * old versions), so the transaction fails with a retryable error rather than read outside its snapshot.
   */
  private failSnapshot(): never {
    this.abort();
    throw writeConflict();
  }

  insert(coll: Collection, doc: Document): void {
    const id = idKeyOf(doc);
    const overlay = this.overlay(coll);
    const visible = overlay.has(id) ? overlay.get(id) : coll.get(id)?.doc;
    if (visible) throw coll.duplicateIdError(doc);
    this.claim(coll, id);
    this.checkUnique(coll, doc, id);
    overlay.set(id, doc);
  }

  replace(coll: Collection, oldDoc: Document, newDoc: Document): void {
    const id = idKeyOf(oldDoc);
    this.claim(coll, id);
    this.checkUnique(coll, newDoc, id);
    this.overlay(coll).set(id, newDoc);
  }

  remove(coll: Collection, doc: Document): void {
    const id = idKeyOf(doc);
    this.claim(coll, id);
    this.overlay(coll).set(id, null);
  }

  private overlay(coll: Collection): Map<string, Document | null> {
    let overlay = this.writes.get(coll);
    if (!overlay) this.writes.set(coll, (overlay = new Map()));
    return overlay;
  }

  private claim(coll: Collection, id: string): void {
    let held = this.store.holders.get(coll.ns);
    if (!held) this.store.holders.set(coll.ns, (held = new Map()));
    const holder = held.get(id);
    const committed = coll.get(id);
    if ((holder && holder !== this) || (committed && committed.version > this.startVersion)) {
      this.abort();
      throw writeConflict();
    }
    held.set(id, this);
  }

  private checkUnique(coll: Collection, doc: Document, selfId: string): void {
    const overlay = this.writes.get(coll);
    // committed holders that this transaction replaced or deleted no longer count
    coll.checkUnique(doc, (id) => !overlay?.has(id), selfId);
    if (!overlay) return;
    for (const index of coll.indexes.values()) {
      if (!index.unique) continue;
      const mine = index.keys(doc);
      if (!mine) continue;
      for (const [id, other] of overlay) {
        if (!other || id === selfId) continue;
        const theirs = index.keys(other);
        if (!theirs) continue;
        for (const [key, values] of mine) if (theirs.has(key)) throw index.duplicateError(coll.ns, values);
      }
    }
  }

  private release(): void {
    for (const [coll, overlay] of this.writes) {
      const held = this.store.holders.get(coll.ns);
      if (!held) continue;
      for (const id of overlay.keys()) if (held.get(id) === this) held.delete(id);
      if (held.size === 0) this.store.holders.delete(coll.ns);
    }
  }

  abort(): void {
    if (this.state !== 'active') return;
    this.release();
    this.writes.clear();
    this.state = 'aborted';
  }

  /** Applies the overlay to the collections all at once; on a late unique violation nothing stays applied. */
  commit(): void {
    if (this.state === 'committed') return;
    this.assertUsable();
    this.release();
    const undo: Array<() => void> = [];
    try {
      for (const [coll, overlay] of this.writes) {
        if (this.store.collection(coll.db, coll.name) !== coll) continue; // dropped meanwhile
        for (const [id, doc] of overlay) {
          const before = coll.get(id)?.doc;
          if (doc && before) {
            coll.replace(before, doc);
            undo.push(() => coll.replace(doc, before));
          } else if (doc) {
            coll.insert(doc);
            undo.push(() => coll.remove(doc));
          } else if (before) {
            coll.remove(before);
            undo.push(() => coll.insert(before));
          }
        }
      }
    } catch (error) {
      for (const step of undo.reverse()) step();
      this.writes.clear();
      this.state = 'aborted';
      throw error;
    }
    this.state = 'committed';
    this.writes.clear();
  }
}

export function transactionCommitted(txnNumber: bigint): MongoLiteError {
  return mongoError(
    ErrorCodes.TransactionCommitted,
    `Transaction with { txnNumber: ${txnNumber} } has been committed.`,
  );
}
