import type { Document } from 'bson';
import { canonicalKey, compareValues } from '../query';
import { ErrorCodes, mongoError } from '../errors';
import { SecondaryIndex, duplicateKeyError } from './indexes';

export interface StoredDoc {
  doc: Document;
  /** store sequence number of the write that produced this version (transactions detect conflicts with it) */
  version: number;
  /** insertion rank: index hits are returned in natural order by it */
  order: number;
}

/** A superseded state kept for open transactions: `doc` (null: absent) was current from `from` until `to`. */
export interface PastVersion {
  doc: Document | null;
  from: number;
  to: number;
}

/** Receives every committed change, in order (the store turns them into journal records). */
export interface ChangeSink {
  nextVersion(): number;
  /** whether some transaction is open and may need the state a write is about to replace */
  keepHistory(): boolean;
  put(coll: Collection, doc: Document): void;
  del(coll: Collection, id: unknown): void;
  /** an outside write touched a document a transaction holds: that transaction must fail */
  touched(coll: Collection, id: string): void;
  /** how to take back a change, should the command making it fail (see Store.rollbackCommand) */
  undoable(undo: () => void): void;
}

export const idIndexSpec = (): Document => ({ v: 2, key: { _id: 1 }, name: '_id_' });

export function idKeyOf(doc: Document): string {
  return canonicalKey(doc._id);
}

/**
 * A collection: live documents in insertion order keyed by canonical `_id` (that map is the `_id` index),
 * plus secondary indexes. Documents are replaced, never mutated.
 */
export class Collection {
  readonly records = new Map<string, StoredDoc>();
  readonly indexes = new Map<string, SecondaryIndex>();
  private nextOrder = 0;
  /** superseded versions per document, oldest first, while transactions may still read them */
  readonly history = new Map<string, PastVersion[]>();

  constructor(
    readonly db: string,
    readonly name: string,
    readonly options: Document,
    private readonly sink: ChangeSink,
  ) {}

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  get(id: string): StoredDoc | undefined {
    return this.records.get(id);
  }

  /**
   * Throws 11000 when `doc` would duplicate a unique key of a document other than itself, or 171 when it
   * cannot be indexed at all: every check happens before anything changes.
   */
  checkUnique(doc: Document, isLive?: (id: string) => boolean, selfId = idKeyOf(doc)): void {
    for (const index of this.indexes.values()) {
      if (!index.unique) {
        index.keys(doc);
        continue;
      }
      const values = index.conflict(doc, selfId, isLive);
      if (values) throw index.duplicateError(this.ns, values);
    }
  }

  duplicateIdError(doc: Document): Error {
    return duplicateKeyError(this.ns, '_id_', { _id: 1 }, ['_id'], [doc._id]);
  }

  /**
   * The document as it was at store sequence `at` (a transaction's snapshot): undefined when it did not exist.
   * Throws when that state is no longer known (only possible for a snapshot older than the kept history).
   */
  versionAt(id: string, at: number): Document | undefined {
    const current = this.records.get(id);
    if (current && current.version <= at) return current.doc;
    const past = this.history.get(id);
    if (!past) {
      if (current) throw new Error(`mongo-lite lost the history of ${this.ns} ${id}`);
      return undefined;
    }
    for (let i = past.length - 1; i >= 0; i--) {
      const version = past[i];
      if (version.from <= at && at < version.to) return version.doc ?? undefined;
      if (version.to <= at) return current && current.version <= at ? current.doc : undefined;
    }
    return undefined;
  }

  /** Sequence number of the latest change to a document (0 when none is known). */
  lastChange(id: string): number {
    return Math.max(this.records.get(id)?.version ?? 0, this.history.get(id)?.at(-1)?.to ?? 0);
  }

  private remember(id: string, before: StoredDoc | undefined, to: number): void {
    if (!this.sink.keepHistory()) return;
    let past = this.history.get(id);
    if (!past) this.history.set(id, (past = []));
    past.push({ doc: before?.doc ?? null, from: before?.version ?? past.at(-1)?.to ?? 0, to });
  }

  /** Drops history no open transaction can read: every version that ended at or before `oldestStart`. */
  pruneHistory(oldestStart: number): void {
    for (const [id, past] of this.history) {
      const kept = past.filter((version) => version.to > oldestStart);
      if (kept.length === 0) this.history.delete(id);
      else if (kept.length !== past.length) this.history.set(id, kept);
    }
  }

  insert(doc: Document): void {
    const id = idKeyOf(doc);
    if (this.records.has(id)) throw this.duplicateIdError(doc);
    this.checkUnique(doc, undefined, id);
    this.sink.touched(this, id);
    this.keepUndo(id);
    const order = this.nextOrder++;
    for (const index of this.indexes.values()) index.add(doc, id, order);
    const version = this.sink.nextVersion();
    this.remember(id, undefined, version);
    this.records.set(id, { doc, version, order });
    this.sink.put(this, doc);
  }

  replace(oldDoc: Document, newDoc: Document): void {
    const id = idKeyOf(oldDoc);
    if (compareValues(oldDoc._id, newDoc._id) !== 0) {
      throw mongoError(
        ErrorCodes.ImmutableField,
        "Performing an update on the path '_id' would modify the immutable field '_id'",
      );
    }
    this.checkUnique(newDoc, undefined, id);
    this.sink.touched(this, id);
    this.keepUndo(id);
    const before = this.records.get(id);
    const order = before?.order ?? this.nextOrder++;
    for (const index of this.indexes.values()) index.remove(oldDoc, id, order);
    for (const index of this.indexes.values()) index.add(newDoc, id, order);
    const version = this.sink.nextVersion();
    this.remember(id, before, version);
    this.records.set(id, { doc: newDoc, version, order });
    this.sink.put(this, newDoc);
  }

  remove(doc: Document): void {
    const id = idKeyOf(doc);
    const stored = this.records.get(id);
    if (!stored) return;
    this.sink.touched(this, id);
    this.keepUndo(id);
    for (const index of this.indexes.values()) index.remove(doc, id, stored.order);
    this.remember(id, stored, this.sink.nextVersion());
    this.records.delete(id);
    this.sink.del(this, doc._id);
  }

  /**
   * Applies a transaction's changes to this collection as one step (`before` must be the stored version).
   * Unique keys are checked against the final state, not after each document, so a transaction may move a
   * key from one document to another, or swap two, whatever order its statements ran in. Throws, changing
   * nothing, on a duplicate key or a document that cannot be indexed.
   */
  applyAll(changes: Array<{ before?: Document; after?: Document }>): void {
    const ids = changes.map((change) => idKeyOf((change.before ?? change.after)!));
    for (const { before, after } of changes) {
      if (before && after && compareValues(before._id, after._id) !== 0) {
        throw mongoError(
          ErrorCodes.ImmutableField,
          "Performing an update on the path '_id' would modify the immutable field '_id'",
        );
      }
    }
    const indexes = [...this.indexes.values()];
    const orders = ids.map((id) => this.records.get(id)?.order ?? this.nextOrder++);
    // the old versions leave the indexes first, so each new version is checked against the final state only
    changes.forEach(({ before }, i) => {
      if (before) for (const index of indexes) index.remove(before, ids[i], orders[i]);
    });
    const added: number[] = [];
    try {
      changes.forEach(({ before, after }, i) => {
        if (!after) return;
        if (!before && this.records.has(ids[i])) throw this.duplicateIdError(after);
        this.checkUnique(after, undefined, ids[i]);
        for (const index of indexes) index.add(after, ids[i], orders[i]);
        added.push(i);
      });
    } catch (error) {
      for (const i of added) for (const index of indexes) index.remove(changes[i].after!, ids[i], orders[i]);
      changes.forEach(({ before }, i) => {
        if (before) for (const index of indexes) index.add(before, ids[i], orders[i]);
      });
      throw error;
    }
    changes.forEach(({ before, after }, i) => {
      const id = ids[i];
      const stored = this.records.get(id);
      this.sink.touched(this, id);
      this.keepUndo(id);
      const version = this.sink.nextVersion();
      this.remember(id, stored, version);
      if (after) {
        this.records.set(id, { doc: after, version, order: orders[i] });
        this.sink.put(this, after);
      } else {
        this.records.delete(id);
        this.sink.del(this, before!._id);
      }
    });
  }

  /** Registers how to put document `id` (and its history) back as it is now. */
  private keepUndo(id: string): void {
    const before = this.records.get(id);
    const historyLength = this.history.get(id)?.length;
    this.sink.undoable(() => this.restore(id, before, historyLength));
  }

  private restore(id: string, before: StoredDoc | undefined, historyLength: number | undefined): void {
    const current = this.records.get(id);
    if (current) for (const index of this.indexes.values()) index.remove(current.doc, id, current.order);
    if (before) {
      for (const index of this.indexes.values()) index.add(before.doc, id, before.order);
      this.records.set(id, before);
      // a document put back after a delete goes to the end of the map: restore the natural (insertion) order
      if (!current) this.reorder();
    } else this.records.delete(id);
    const past = this.history.get(id);
    if (historyLength === undefined) this.history.delete(id);
    else if (past) past.length = historyLength;
  }

  private reorder(): void {
    const sorted = [...this.records].sort(([, a], [, b]) => a.order - b.order);
    this.records.clear();
    for (const [id, stored] of sorted) this.records.set(id, stored);
  }

  /** Builds an index over the current documents; fails (adding nothing) on duplicates of a unique index. */
  addIndex(index: SecondaryIndex): void {
    for (const [id, { doc, order }] of this.records) {
      try {
        index.add(doc, id, order);
        const values = index.conflict(doc, id);
        if (values) throw index.duplicateError(this.ns, values);
      } catch (error) {
        // leave no partial index behind
        for (const [otherId, other] of this.records) {
          index.remove(other.doc, otherId, other.order);
          if (otherId === id) break;
        }
        throw error;
      }
    }
    this.indexes.set(index.name, index);
  }
}
