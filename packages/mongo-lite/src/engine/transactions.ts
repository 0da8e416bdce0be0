import { BSON, type Document } from 'bson';
import { compileFilter } from '../query';
import { ErrorCodes, MongoLiteError, mongoError, unsupported } from '../errors';
import { idKeyOf, type Collection } from './collection';
import type { Access } from './access';
import { candidates } from './planner';
import type { Store, WriteListener } from './store';

const transient = ['TransientTransactionError'];

/** what one journal record can carry (BSON documents stop at 16 MiB), less room for the record's own fields */
const maxCommitBytes = 15 * 1024 * 1024;

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
 * reads see the committed state as of the transaction's start (collections keep superseded versions while
 * transactions are open) with the overlay on top. Every document carries the sequence number of its last
 * write: touching one written after the transaction started, or held by another transaction, is a
 * WriteConflict. An outside write to a document the transaction already holds dooms the transaction (its next
 * operation or its commit fails with a TransientTransactionError, so the driver retries it) instead of losing
 * either write.
 */
export class Transaction implements Access, WriteListener {
  state: 'active' | 'committed' | 'aborted' = 'active';
  private readonly startVersion: number;
  private readonly writes = new Map<Collection, Map<string, Document | null>>();
  /** The ids this transaction holds, by collection, written or not (a write refused after its claim). */
  private readonly claimed = new Map<Collection, Set<string>>();
  private doomed = false;

  constructor(
    private readonly store: Store,
    readonly txnNumber: bigint,
    /** when it started, by the engine's clock (the lifetime limit counts from it) */
    readonly startedAt: number,
  ) {
    this.startVersion = store.version;
    store.transactionStarted(this, this.startVersion);
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
    const out: Document[] = [];
    const seen = new Set<string>();
    const consider = (id: string): void => {
      if (seen.has(id)) return;
      seen.add(id);
      const doc = overlay?.has(id) ? overlay.get(id) : coll.versionAt(id, this.startVersion);
      if (doc && matches(doc)) out.push(doc);
    };
    // the indexes describe the current state; documents changed since the snapshot are all in the history,
    // and the transaction's own changes in its overlay
    for (const stored of candidates(coll, filter)) consider(stored.id);
    for (const id of coll.history.keys()) consider(id);
    for (const id of overlay?.keys() ?? []) consider(id);
    return out;
  }

  insert(coll: Collection, doc: Document): void {
    const id = idKeyOf(doc);
    const overlay = this.overlay(coll);
    const visible = overlay.has(id) ? overlay.get(id) : coll.versionAt(id, this.startVersion);
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
    if ((holder && holder !== this) || coll.lastChange(id) > this.startVersion) {
      this.abort();
      throw writeConflict();
    }
    held.set(id, this);
    let mine = this.claimed.get(coll);
    if (!mine) this.claimed.set(coll, (mine = new Set()));
    mine.add(id);
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

  /**
   * A commit is journalled as one BSON record, so its documents must fit in one (MongoDB itself splits big
   * transactions over several oplog entries; mongo-lite refuses them instead).
   */
  private checkSize(): void {
    let bytes = 0;
    for (const overlay of this.writes.values()) {
      for (const doc of overlay.values()) bytes += doc ? BSON.calculateObjectSize(doc) + 64 : 64;
    }
    if (bytes > maxCommitBytes) {
      this.abort();
      throw unsupported(`transactions writing more than ${maxCommitBytes / 1024 / 1024} MiB`);
    }
  }

  /** Lets go of every id claimed, including those whose write was refused (a unique key taken). */
  private release(): void {
    for (const [coll, ids] of this.claimed) {
      const held = this.store.holders.get(coll.ns);
      if (!held) continue;
      for (const id of ids) if (held.get(id) === this) held.delete(id);
      if (held.size === 0) this.store.holders.delete(coll.ns);
    }
    this.claimed.clear();
  }

  abort(): void {
    if (this.state !== 'active') return;
    this.release();
    this.writes.clear();
    this.state = 'aborted';
    this.store.transactionEnded(this);
  }

  /** Applies the overlay to the collections all at once; on a late unique violation nothing stays applied. */
  commit(): void {
    if (this.state === 'committed') return;
    this.assertUsable();
    this.checkSize();
    this.release();
    const applied: Array<{ coll: Collection; previous: Array<{ id: string; after?: Document }> }> = [];
    try {
      for (const [coll, overlay] of this.writes) {
        if (this.store.collection(coll.db, coll.name) !== coll) continue; // dropped meanwhile
        const changes: Array<{ id: string; after?: Document }> = [];
        for (const [id, doc] of overlay) {
          if (doc || coll.get(id)) changes.push({ id, after: doc ?? undefined });
        }
        const befores = coll.applyAll(changes);
        applied.push({ coll, previous: changes.map(({ id }, i) => ({ id, after: befores[i] })) });
      }
    } catch (error) {
      // a unique key taken meanwhile by an outside write: put back what earlier collections received
      for (const { coll, previous } of applied.reverse()) coll.applyAll(previous);
      this.writes.clear();
      this.state = 'aborted';
      this.store.transactionEnded(this);
      throw error;
    }
    this.state = 'committed';
    this.writes.clear();
    this.store.transactionEnded(this);
  }
}

export function transactionCommitted(txnNumber: bigint): MongoLiteError {
  return mongoError(
    ErrorCodes.TransactionCommitted,
    `Transaction with { txnNumber: ${txnNumber} } has been committed.`,
  );
}
