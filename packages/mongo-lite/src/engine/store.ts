import type { Document } from 'bson';
import { decodeFields } from '../bson-decode';
import { RawDocument } from '../bson-raw';
import { canonicalKey } from '../query';
import { ErrorCodes, mongoError, unsupported } from '../errors';
import { Collection, type ChangeSink } from './collection';
import { SecondaryIndex } from './indexes';

/** Journal records (core's format): enough to rebuild every database from nothing. */
export type JournalRecord =
  | { op: 'createCollection'; db: string; coll: string; options: Document }
  | { op: 'dropCollection'; db: string; coll: string }
  | { op: 'dropDatabase'; db: string }
  | { op: 'createIndex'; db: string; coll: string; spec: Document }
  | { op: 'dropIndex'; db: string; coll: string; name: string }
  /** `doc` is written as its stored bytes, and read back as bytes too (decoded when replayed) */
  | { op: 'put'; db: string; coll: string; doc: RawDocument | Document }
  | { op: 'del'; db: string; coll: string; id: unknown }
  /** records that must survive a crash together or not at all (a transaction's commit) */
  | { op: 'batch'; records: JournalRecord[] };

/** Something (a transaction) that must learn when an outside write touches a document it holds. */
export interface WriteListener {
  onOutsideWrite(coll: Collection, id: string): void;
}

const validName = /^[^\0$]+$/;

/** Every database and collection, the write sequence, and the list of records the current command produced. */
export class Store implements ChangeSink {
  readonly databases = new Map<string, Map<string, Collection>>();
  private sequence = 0;
  private pending: JournalRecord[] = [];
  /** while replaying the journal nothing is recorded again */
  private recording = true;
  /** documents held by open transactions: ns -> id -> holder */
  readonly holders = new Map<string, Map<string, WriteListener>>();
  /** start sequence of each open transaction: history older than the oldest is dropped */
  private readonly openTransactions = new Map<object, number>();
  /** while a command runs: how to take back each change it made, newest last */
  private undoLog?: Array<() => void>;
  private pendingMark = 0;

  get version(): number {
    return this.sequence;
  }

  nextVersion(): number {
    return ++this.sequence;
  }

  put(coll: Collection, doc: RawDocument): void {
    this.record({ op: 'put', db: coll.db, coll: coll.name, doc });
  }

  del(coll: Collection, id: unknown): void {
    this.record({ op: 'del', db: coll.db, coll: coll.name, id });
  }

  keepHistory(): boolean {
    return this.openTransactions.size > 0;
  }

  transactionStarted(txn: object, start: number): void {
    this.openTransactions.set(txn, start);
  }

  transactionEnded(txn: object): void {
    if (!this.openTransactions.delete(txn)) return;
    const oldest = this.openTransactions.size ? Math.min(...this.openTransactions.values()) : Infinity;
    for (const colls of this.databases.values()) for (const coll of colls.values()) coll.pruneHistory(oldest);
  }

  touched(coll: Collection, id: string): void {
    this.holders.get(coll.ns)?.get(id)?.onOutsideWrite(coll, id);
  }

  undoable(undo: () => void): void {
    this.undoLog?.push(undo);
  }

  /** Starts recording how to undo the coming command's changes. */
  beginCommand(): void {
    this.undoLog = [];
    this.pendingMark = this.pending.length;
  }

  /** The command finished: its changes stay. */
  endCommand(): void {
    this.undoLog = undefined;
  }

  /**
   * The command failed: every change it made is taken back and none reaches the journal, so a refusal never
   * leaves part of a command behind. Versions keep counting up (a gap in the sequence changes nothing).
   */
  rollbackCommand(): void {
    const log = this.undoLog ?? [];
    this.undoLog = undefined;
    for (let i = log.length - 1; i >= 0; i--) log[i]();
    this.pending.length = this.pendingMark;
  }

  private record(rec: JournalRecord): void {
    if (this.recording) this.pending.push(rec);
  }

  /** Records produced since the last call (the current command's changes). */
  drain(): JournalRecord[] {
    const out = this.pending;
    this.pending = [];
    return out;
  }

  collection(db: string, name: string): Collection | undefined {
    return this.databases.get(db)?.get(name);
  }

  /** Returns the collection, creating it (implicitly, as writes and createIndexes do) when missing. */
  ensureCollection(db: string, name: string, options: Document = {}): Collection {
    const existing = this.collection(db, name);
    if (existing) return existing;
    if (!validName.test(db) || db.includes('.') || db.includes('/') || db.includes(' ')) {
      throw mongoError(ErrorCodes.InvalidNamespace, `Invalid database name: '${db}'`);
    }
    if (!validName.test(name))
      throw mongoError(ErrorCodes.InvalidNamespace, `Invalid collection name: ${name}`);
    if (name.startsWith('system.')) throw unsupported(`system collections (${db}.${name})`);
    let colls = this.databases.get(db);
    if (!colls) this.databases.set(db, (colls = new Map()));
    const coll = new Collection(db, name, options, this);
    if (!this.recording) coll.startLoading();
    colls.set(name, coll);
    this.undoable(() => {
      colls.delete(name);
      if (colls.size === 0 && this.databases.get(db) === colls) this.databases.delete(db);
    });
    this.record({ op: 'createCollection', db, coll: name, options });
    return coll;
  }

  dropCollection(db: string, name: string): boolean {
    const colls = this.databases.get(db);
    if (!colls?.has(name)) return false;
    colls.delete(name);
    if (colls.size === 0) this.databases.delete(db);
    this.record({ op: 'dropCollection', db, coll: name });
    return true;
  }

  dropDatabase(db: string): void {
    if (!this.databases.delete(db)) return;
    this.record({ op: 'dropDatabase', db });
  }

  createIndex(coll: Collection, spec: Document): void {
    coll.addIndex(new SecondaryIndex(spec, coll.slots));
    this.undoable(() => coll.indexes.delete(spec.name as string));
    this.record({ op: 'createIndex', db: coll.db, coll: coll.name, spec });
  }

  dropIndex(coll: Collection, name: string): void {
    coll.indexes.delete(name);
    this.record({ op: 'dropIndex', db: coll.db, coll: coll.name, name });
  }

  /** Rebuilds state from journal records (snapshot first, then the journal). */
  replay(records: Iterable<Document>): void {
    this.recording = false;
    try {
      for (const rec of records as Iterable<JournalRecord>) this.apply(rec);
    } finally {
      this.recording = true;
    }
    // indexes are built once over what was read, not maintained record by record
    for (const colls of this.databases.values()) for (const coll of colls.values()) coll.finishLoading();
  }

  private apply(rec: JournalRecord): void {
    switch (rec.op) {
      case 'createCollection':
        this.ensureCollection(rec.db, rec.coll, rec.options);
        return;
      case 'dropCollection':
        this.dropCollection(rec.db, rec.coll);
        return;
      case 'dropDatabase':
        this.dropDatabase(rec.db);
        return;
      case 'createIndex':
        this.createIndex(this.ensureCollection(rec.db, rec.coll), rec.spec);
        return;
      case 'dropIndex': {
        const coll = this.collection(rec.db, rec.coll);
        if (coll) this.dropIndex(coll, rec.name);
        return;
      }
      case 'put': {
        const coll = this.ensureCollection(rec.db, rec.coll);
        const raw = rec.doc instanceof RawDocument ? rec.doc : undefined;
        const doc = raw ? keyFieldsOf(coll, raw) : (rec.doc as Document);
        const old = coll.get(idKeyOfValue(doc._id));
        // the old version is only compared by _id, which the new one shares
        if (old) coll.replace({ _id: doc._id }, doc, raw?.bytes);
        else coll.insert(doc, raw?.bytes);
        return;
      }
      case 'del': {
        const coll = this.collection(rec.db, rec.coll);
        const old = coll?.get(idKeyOfValue(rec.id));
        if (coll && old) coll.remove({ _id: rec.id });
        return;
      }
      case 'batch':
        for (const inner of rec.records) this.apply(inner);
        return;
      default:
        throw new Error(`mongo-lite journal holds an unknown record: ${JSON.stringify(rec)}`);
    }
  }

  /** Records that rebuild the whole current state (used for journal compaction). */
  *snapshot(): Generator<JournalRecord> {
    for (const [db, colls] of this.databases) {
      for (const [name, coll] of colls) {
        yield { op: 'createCollection', db, coll: name, options: coll.options };
        for (const index of coll.indexes.values())
          yield { op: 'createIndex', db, coll: name, spec: index.spec };
        for (const stored of coll.records.values()) yield { op: 'put', db, coll: name, doc: stored };
      }
    }
  }
}

/**
 * What loading a document needs of it: its `_id` and the top-level fields its collection's indexes use, each
 * decoded from a copy of its own (the store keeps the bytes; the indexes are built afterwards). A key never
 * points into the file's buffer, which goes once the documents are packed (Collection.finishLoading).
 */
function keyFieldsOf(coll: Collection, raw: RawDocument): Document {
  return decodeFields(raw.bytes, new Set(['_id', ...coll.slots.paths.map((path) => path.split('.')[0])]));
}

function idKeyOfValue(id: unknown): string {
  return canonicalKey(id);
}
