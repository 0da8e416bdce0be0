import { BSON, type Document } from 'bson';
import type { RawDocument } from '../bson-raw';
import { canonicalKey, compareValues } from '../query';
import { ErrorCodes, mongoError } from '../errors';
import { SecondaryIndex, duplicateKeyError } from './indexes';
import { KeySlots, packBytes, StoredDoc } from './stored-doc';

/** A superseded state kept for open transactions: `doc` (null: absent) was current from `from` until `to`. */
export interface PastVersion {
  doc: StoredDoc | null;
  from: number;
  to: number;
}

/** Receives every committed change, in order (the store turns them into journal records). */
export interface ChangeSink {
  nextVersion(): number;
  /** whether some transaction is open and may need the state a write is about to replace */
  keepHistory(): boolean;
  put(coll: Collection, doc: RawDocument): void;
  del(coll: Collection, id: unknown): void;
  /** an outside write touched a document a transaction holds: that transaction must fail */
  touched(coll: Collection, id: string): void;
  /** how to take back a change, should the command making it fail (see Store.rollbackCommand) */
  undoable(undo: () => void): void;
}

export const idIndexSpec = (): Document => ({ v: 2, key: { _id: 1 }, name: '_id_' });

/**
 * The canonical key of a document's `_id`, as one flat string. A collection keeps one per document, and V8 keeps
 * a string built by concatenation as a tree of its pieces: an ObjectId's key, whose hex digits bson joins from
 * twelve, took eight objects (docs/decisions/205-index-memory-at-scale.md).
 */
export function idKeyOf(doc: Document): string {
  return Buffer.from(canonicalKey(doc._id), 'utf8').toString('utf8');
}

const noBytes = new Uint8Array(0);

/**
 * A collection: live documents in insertion order keyed by canonical `_id` (that map is the `_id` index),
 * plus secondary indexes. Each document is kept as its BSON bytes with the keys its indexes need
 * (StoredDoc); a write stores a new version, never changes one.
 */
export class Collection {
  readonly records = new Map<string, StoredDoc>();
  readonly indexes = new Map<string, SecondaryIndex>();
  readonly slots = new KeySlots();
  private nextOrder = 0;
  /** superseded versions per document, oldest first, while transactions may still read them */
  readonly history = new Map<string, PastVersion[]>();
  /** while the store is read from disk indexes are left empty, then built once each (see finishLoading) */
  private loading = false;

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

  /** The document `id` as it is now, decoded (undefined when there is none). */
  document(id: string): Document | undefined {
    return this.records.get(id)?.decode();
  }

  /**
   * Throws 11000 when `doc` would duplicate a unique key of a document other than itself, or 171 when it
   * cannot be indexed at all: every check happens before anything changes.
   */
  checkUnique(doc: Document, isLive?: (id: string) => boolean, selfId = idKeyOf(doc)): void {
    this.check(this.probe(doc, selfId), doc, isLive);
  }

  /** A version of `doc` for checks only: its keys, no bytes. */
  private probe(doc: Document, id: string): StoredDoc {
    return new StoredDoc(noBytes, id, 0, -1, this.slots.keysOf(doc));
  }

  private check(stored: StoredDoc, doc: Document, isLive?: (id: string) => boolean): void {
    if (this.loading) return;
    for (const index of this.indexes.values()) {
      if (!index.unique) {
        index.entriesOf(stored, doc);
        continue;
      }
      const values = index.conflict(stored, doc, stored.id, isLive);
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
    if (current && current.version <= at) return current.decode();
    const past = this.history.get(id);
    if (!past) {
      if (current) throw new Error(`mongo-lite lost the history of ${this.ns} ${id}`);
      return undefined;
    }
    for (let i = past.length - 1; i >= 0; i--) {
      const version = past[i];
      if (version.from <= at && at < version.to) return version.doc?.decode();
      if (version.to <= at) return current && current.version <= at ? current.decode() : undefined;
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
    past.push({ doc: before ?? null, from: before?.version ?? past.at(-1)?.to ?? 0, to });
  }

  /** Drops history no open transaction can read: every version that ended at or before `oldestStart`. */
  pruneHistory(oldestStart: number): void {
    for (const [id, past] of this.history) {
      const kept = past.filter((version) => version.to > oldestStart);
      if (kept.length === 0) this.history.delete(id);
      else if (kept.length !== past.length) this.history.set(id, kept);
    }
  }

  /** `bytes`: the document's BSON when the caller has it already (a journal record), else it is encoded. */
  insert(doc: Document, bytes?: Uint8Array): void {
    const id = idKeyOf(doc);
    if (this.records.has(id)) throw this.duplicateIdError(doc);
    const keys = this.slots.keysOf(doc);
    this.check(new StoredDoc(noBytes, id, 0, -1, keys), doc);
    this.sink.touched(this, id);
    this.keepUndo(id);
    const stored = this.version(
      bytes ?? BSON.serialize(doc),
      id,
      this.sink.nextVersion(),
      this.nextOrder++,
      keys,
    );
    this.index(stored, doc);
    this.remember(id, undefined, stored.version);
    this.records.set(id, stored);
    this.sink.put(this, stored);
  }

  replace(oldDoc: Document, newDoc: Document, bytes?: Uint8Array): void {
    const id = idKeyOf(oldDoc);
    if (compareValues(oldDoc._id, newDoc._id) !== 0) {
      throw mongoError(
        ErrorCodes.ImmutableField,
        "Performing an update on the path '_id' would modify the immutable field '_id'",
      );
    }
    const keys = this.slots.keysOf(newDoc);
    this.check(new StoredDoc(noBytes, id, 0, -1, keys), newDoc);
    this.sink.touched(this, id);
    this.keepUndo(id);
    const before = this.records.get(id);
    const order = before?.order ?? this.nextOrder++;
    if (before) this.unindex(before);
    const stored = this.version(bytes ?? BSON.serialize(newDoc), id, this.sink.nextVersion(), order, keys);
    this.index(stored, newDoc);
    this.remember(id, before, stored.version);
    this.records.set(id, stored);
    this.sink.put(this, stored);
  }

  /**
   * A stored version of a document: while the store is read from disk, its bytes as they are (packed at the
   * end, see finishLoading); afterwards, less the arrays its key slots hold (KeySlots.hold).
   */
  private version(bytes: Uint8Array, id: string, version: number, order: number, keys: unknown[]): StoredDoc {
    if (this.loading) return new StoredDoc(bytes, id, version, order, keys);
    const kept = this.slots.hold(bytes, keys);
    return new StoredDoc(kept.bytes, id, version, order, keys, kept.held);
  }

  remove(doc: Document): void {
    this.removeId(idKeyOf(doc), doc._id);
  }

  private removeId(id: string, rawId: unknown): void {
    const stored = this.records.get(id);
    if (!stored) return;
    this.sink.touched(this, id);
    this.keepUndo(id);
    this.unindex(stored);
    this.remember(id, stored, this.sink.nextVersion());
    this.records.delete(id);
    this.sink.del(this, rawId);
  }

  private index(stored: StoredDoc, doc?: Document): void {
    if (this.loading) return;
    for (const index of this.indexes.values()) index.add(stored, doc);
  }

  private unindex(stored: StoredDoc): void {
    if (this.loading) return;
    for (const index of this.indexes.values()) index.remove(stored);
  }

  /**
   * Applies a transaction's changes to this collection as one step: for each document id, its new version
   * (`after`) or its removal. Unique keys are checked against the final state, not after each document, so a
   * transaction may move a key from one document to another, or swap two, whatever order its statements ran
   * in. Throws, changing nothing, on a duplicate key or a document that cannot be indexed. Returns the
   * versions it replaced (to put back should a later collection of the same commit fail).
   */
  applyAll(changes: Array<{ id: string; after?: Document }>): Array<Document | undefined> {
    const befores = changes.map(({ id }) => this.records.get(id));
    changes.forEach(({ id, after }) => {
      if (after && idKeyOf(after) !== id) {
        throw mongoError(
          ErrorCodes.ImmutableField,
          "Performing an update on the path '_id' would modify the immutable field '_id'",
        );
      }
    });
    const indexes = [...this.indexes.values()];
    const afters = changes.map(({ id, after }, i) =>
      after
        ? new StoredDoc(
            BSON.serialize(after),
            id,
            0,
            befores[i]?.order ?? this.nextOrder++,
            this.slots.keysOf(after),
          )
        : undefined,
    );
    // the old versions leave the indexes first, so each new version is checked against the final state only
    for (const before of befores) if (before) for (const index of indexes) index.remove(before);
    const added: number[] = [];
    try {
      changes.forEach(({ after }, i) => {
        const stored = afters[i];
        if (!stored || !after) return;
        if (!befores[i] && this.records.has(stored.id)) throw this.duplicateIdError(after);
        this.check(stored, after);
        for (const index of indexes) index.add(stored, after);
        added.push(i);
      });
    } catch (error) {
      for (const i of added) for (const index of indexes) index.remove(afters[i]!);
      for (const before of befores) if (before) for (const index of indexes) index.add(before);
      throw error;
    }
    // the checks above used versions without a sequence number: the stored ones get theirs now
    for (const i of added) for (const index of indexes) index.remove(afters[i]!);
    changes.forEach(({ id, after }, i) => {
      const before = befores[i];
      this.sink.touched(this, id);
      this.keepUndo(id);
      const version = this.sink.nextVersion();
      this.remember(id, before, version);
      const draft = afters[i];
      if (draft && after) {
        const stored = this.version(draft.bytes, id, version, draft.order, draft.keys);
        for (const index of indexes) index.add(stored, after);
        this.records.set(id, stored);
        this.sink.put(this, stored);
      } else if (before) {
        this.records.delete(id);
        this.sink.del(this, before.decode()._id);
      }
    });
    return befores.map((before) => before?.decode());
  }

  /** Registers how to put document `id` (and its history) back as it is now. */
  private keepUndo(id: string): void {
    const before = this.records.get(id);
    const historyLength = this.history.get(id)?.length;
    this.sink.undoable(() => this.restore(id, before, historyLength));
  }

  private restore(id: string, before: StoredDoc | undefined, historyLength: number | undefined): void {
    const current = this.records.get(id);
    if (current) this.unindex(current);
    if (before) {
      this.slots.fill(before);
      this.index(before);
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
    if (!this.loading) {
      for (const stored of this.records.values()) this.slots.fill(stored);
      index.build(this.records.values(), this.ns);
    }
    this.indexes.set(index.name, index);
  }

  /** Stops maintaining indexes until finishLoading (the store is being read from disk). */
  startLoading(): void {
    this.loading = true;
  }

  /**
   * Packs the loaded documents' bytes (views of the files read) into blocks of their own, and builds every
   * index once over them.
   */
  finishLoading(): void {
    if (!this.loading) return;
    this.loading = false;
    const loaded = [...this.records.values()];
    for (const stored of loaded) this.slots.fill(stored);
    const plans = loaded.map((stored) => this.slots.holdPlan(stored.bytes, stored.keys));
    const packed = packBytes(
      loaded.map((stored) => stored.bytes),
      plans,
    );
    loaded.forEach(({ id, version, order, keys }, i) =>
      this.records.set(id, new StoredDoc(packed[i], id, version, order, keys, plans[i]?.held)),
    );
    for (const index of this.indexes.values()) index.build(this.records.values(), this.ns);
  }
}
