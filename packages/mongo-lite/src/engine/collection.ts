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

/** Receives every committed change, in order (the store turns them into journal records). */
export interface ChangeSink {
  nextVersion(): number;
  put(coll: Collection, doc: Document): void;
  del(coll: Collection, id: unknown): void;
  /** an outside write touched a document a transaction holds: that transaction must fail */
  touched(coll: Collection, id: string): void;
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
  /** sequence number of the latest removal (a transaction that started before it can no longer see its snapshot) */
  lastRemoval = 0;

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

  insert(doc: Document): void {
    const id = idKeyOf(doc);
    if (this.records.has(id)) throw this.duplicateIdError(doc);
    this.checkUnique(doc, undefined, id);
    this.sink.touched(this, id);
    for (const index of this.indexes.values()) index.add(doc, id);
    this.records.set(id, { doc, version: this.sink.nextVersion(), order: this.nextOrder++ });
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
    for (const index of this.indexes.values()) index.remove(oldDoc, id);
    for (const index of this.indexes.values()) index.add(newDoc, id);
    const order = this.records.get(id)?.order ?? this.nextOrder++;
    this.records.set(id, { doc: newDoc, version: this.sink.nextVersion(), order });
    this.sink.put(this, newDoc);
  }

  remove(doc: Document): void {
    const id = idKeyOf(doc);
    if (!this.records.has(id)) return;
    this.sink.touched(this, id);
    for (const index of this.indexes.values()) index.remove(doc, id);
    this.records.delete(id);
    this.lastRemoval = this.sink.nextVersion();
    this.sink.del(this, doc._id);
  }

  /** Builds an index over the current documents; fails (adding nothing) on duplicates of a unique index. */
  addIndex(index: SecondaryIndex): void {
    for (const [id, { doc }] of this.records) {
      try {
        index.add(doc, id);
        const values = index.conflict(doc, id);
        if (values) throw index.duplicateError(this.ns, values);
      } catch (error) {
        // leave no partial index behind
        for (const [otherId, other] of this.records) {
          index.remove(other.doc, otherId);
          if (otherId === id) break;
        }
        throw error;
      }
    }
    this.indexes.set(index.name, index);
  }
}
