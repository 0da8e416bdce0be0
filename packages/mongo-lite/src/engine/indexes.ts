import type { Document } from 'bson';
import { canonicalKey, compareValues, compileFilter, indexKeyValues } from '../query';
import { ErrorCodes, MongoLiteError, mongoError, unsupported } from '../errors';
import { formatDocument } from './format';
import { OrderedEntries } from './ordered-entries';
import { hasSeveralKeys, singleKey, type KeySlots, type MultiKey, type StoredDoc } from './stored-doc';
import { truthy } from './values';

/** Options MongoDB accepts on an index and mongo-lite keeps (and returns from listIndexes). */
const keptOptions = [
  'unique',
  'sparse',
  'partialFilterExpression',
  'expireAfterSeconds',
  'background',
  'hidden',
];
const ignoredOptions = ['v', 'key', 'name', 'ns', 'storageEngine'];

/**
 * A document's entry for one of its several keys, while it is being added, removed or looked for: the document
 * and one key of the field that gives it several (only one field can: arrays on two fields of an index are
 * refused). Its other fields have one key each, read from the document's key slots like any entry's. The index
 * itself keeps such entries as numbers (see SecondaryIndex.numbered).
 */
export class KeyEntry {
  constructor(
    readonly stored: StoredDoc,
    readonly value: unknown,
  ) {}
}

/**
 * An index entry: the document itself when it has one key on the index; else, per key, a number (the document's
 * insertion rank times `keysPerNumber`, plus the key's place in its slot) or, when no number can say it, a
 * KeyEntry.
 */
export type IndexEntry = StoredDoc | KeyEntry | number;

/**
 * Keys per document a number entry can point at. A number entry costs nothing but its place in the index while
 * it is a small integer (below 2^31: insertion ranks below about two million); past that it is still exact.
 */
const keysPerNumber = 1024;

/** The insertion rank of the document a number entry names. */
export const rankOfNumber = (entry: number): number => Math.floor(entry / keysPerNumber);

/**
 * One secondary index: every key of every document it holds, in index order (each field ascending or
 * descending, values in BSON order, equal keys in insertion order). Equality lookups, ranges, sorts, counts and
 * unique checks all search the same ordered entries. A document's keys are read from its key slots
 * (StoredDoc.keys), never from its bytes, so an entry costs one reference unless the document has an array of
 * several values on the index (then one number per value).
 */
export class SecondaryIndex {
  readonly name: string;
  readonly paths: string[];
  /** 1 or -1 per path, as in the key pattern */
  readonly directions: Array<1 | -1>;
  readonly unique: boolean;
  readonly sparse: boolean;
  readonly partial?: (doc: Document) => boolean;
  /** the key slot of each path */
  readonly slots: number[];
  readonly entries: OrderedEntries<IndexEntry>;
  /**
   * Documents with more than one key (an array with several values on an indexed path), in all and per path.
   * While there are any, the entries hold a document several times and give no sort order.
   */
  multikeyDocs = 0;
  readonly multikeyPaths: number[];
  /**
   * The documents with several keys, by insertion rank, so that their entries can be numbers: with a word index
   * on 100,000 products, 4.4 million entries that would otherwise each be an object
   * (docs/decisions/205-index-memory-at-scale.md).
   */
  private readonly numbered: Array<StoredDoc | undefined> = [];

  constructor(
    readonly spec: Document,
    slots: KeySlots,
  ) {
    this.name = spec.name as string;
    this.paths = Object.keys(spec.key as Document);
    this.unique = spec.unique === true;
    this.sparse = spec.sparse === true;
    if (spec.partialFilterExpression) this.partial = compileFilter(spec.partialFilterExpression as Document);
    this.directions = Object.values(spec.key as Document).map((dir) => (Number(dir) < 0 ? -1 : 1));
    this.slots = this.paths.map((path) => slots.slotOf(path));
    this.multikeyPaths = this.paths.map(() => 0);
    this.entries = new OrderedEntries(
      (a, b) => this.compareKeys(a, b) || this.storedOf(a).order - this.storedOf(b).order,
    );
  }

  /** The document of an entry. */
  storedOf(entry: IndexEntry): StoredDoc {
    if (typeof entry === 'number') return this.numbered[rankOfNumber(entry)]!;
    return entry instanceof KeyEntry ? entry.stored : entry;
  }

  /** The insertion rank of an entry's document (a number entry carries it). */
  rankOf(entry: IndexEntry): number {
    return typeof entry === 'number' ? rankOfNumber(entry) : this.storedOf(entry).order;
  }

  /** The document whose number entries name insertion rank `rank` (one of them must be in the index). */
  numberedAt(rank: number): StoredDoc {
    return this.numbered[rank]!;
  }

  /** The key of `entry` on field `i` of the index. */
  keyAt(entry: IndexEntry, i: number): unknown {
    if (typeof entry === 'number') {
      const slot = this.storedOf(entry).keys[this.slots[i]];
      return hasSeveralKeys(slot) ? slot.values[entry % keysPerNumber] : singleKey(slot);
    }
    if (!(entry instanceof KeyEntry)) return singleKey(entry.keys[this.slots[i]]);
    const slot = entry.stored.keys[this.slots[i]];
    // the field with several keys is the one whose key this entry holds
    return hasSeveralKeys(slot) ? entry.value : singleKey(slot);
  }

  /** Index order of two entries' keys from field `from` on (documents left aside). */
  compareKeys(a: IndexEntry, b: IndexEntry, from = 0): number {
    for (let i = from; i < this.paths.length; i++) {
      const c = compareValues(this.keyAt(a, i), this.keyAt(b, i));
      if (c !== 0) return c * this.directions[i];
    }
    return 0;
  }

  /** Whether reads may use the index: a partial one misses documents that a filter may still match. */
  get readable(): boolean {
    return !this.partial;
  }

  /**
   * The entries of a document with key slots `keys`, or null when a sparse or partial index leaves it out
   * (`doc`, the decoded document, decides that; it is decoded from `stored` when not given). Throws 171 for
   * arrays on two fields of the index.
   */
  entriesOf(stored: StoredDoc, doc?: Document): IndexEntry[] | null {
    if (this.partial || this.sparse) {
      const source = doc ?? stored.decode();
      if (this.partial && !this.partial(source)) return null;
      if (this.sparse && this.paths.every((path) => isMissing(source, path))) return null;
    }
    return this.tuples(stored);
  }

  /**
   * Every entry the document's keys make, whether or not a sparse or partial index holds it (KeyEntry objects
   * for several keys: what add() keeps turns them into numbers).
   */
  private tuples(stored: StoredDoc): IndexEntry[] {
    let several = -1;
    for (let i = 0; i < this.paths.length; i++) {
      if (!hasSeveralKeys(stored.keys[this.slots[i]])) continue;
      if (several >= 0) {
        throw mongoError(
          ErrorCodes.CannotIndexParallelArrays,
          `cannot index parallel arrays [${this.paths.join('] [')}]`,
        );
      }
      several = i;
    }
    if (several < 0) return [stored];
    return (stored.keys[this.slots[several]] as MultiKey).values.map((value) => new KeyEntry(stored, value));
  }

  /** The field whose array gives a document several entries (-1: one entry). */
  private severalAt(entries: IndexEntry[]): number {
    if (!(entries[0] instanceof KeyEntry)) return -1;
    return this.slots.findIndex((slot) => hasSeveralKeys((entries[0] as KeyEntry).stored.keys[slot]));
  }

  /** The key values of the first entry of `doc` that a document other than `selfId`, live by `isLive`, has. */
  conflict(
    stored: StoredDoc,
    doc: Document | undefined,
    selfId: string,
    isLive: (id: string) => boolean = () => true,
  ): unknown[] | undefined {
    if (!this.unique) return undefined;
    const mine = this.entriesOf(stored, doc);
    if (!mine) return undefined;
    for (const entry of mine) {
      const from = this.entries.position((other) => this.compareKeys(other, entry) < 0);
      for (const other of this.entries.forward(from, this.entries.size)) {
        if (this.compareKeys(other, entry) !== 0) break;
        const holder = this.storedOf(other);
        if (holder.id !== selfId && isLive(holder.id)) return this.paths.map((_, i) => this.keyAt(entry, i));
      }
    }
    return undefined;
  }

  add(stored: StoredDoc, doc?: Document): void {
    const entries = this.entriesOf(stored, doc);
    if (!entries) return;
    for (const entry of this.kept(entries)) this.entries.insert(entry);
    this.countMultikey(entries, 1);
  }

  /**
   * The entries the index keeps for a document's `entries`: numbers instead of KeyEntry objects where a number
   * can say which key (the document is then registered under its insertion rank).
   */
  private kept(entries: IndexEntry[]): IndexEntry[] {
    const first = entries[0];
    if (!(first instanceof KeyEntry)) return entries;
    const { stored } = first;
    if (stored.order < 0 || entries.length > keysPerNumber) return entries;
    this.numbered[stored.order] = stored;
    const base = stored.order * keysPerNumber;
    return entries.map((_, k) => base + k);
  }

  remove(stored: StoredDoc): void {
    const entries = this.tuples(stored);
    let removed = false;
    // a sparse or partial index may not hold the document: then nothing is found
    for (const entry of entries) removed = this.entries.remove(entry) || removed;
    if (removed) this.countMultikey(entries, -1);
    if (this.numbered[stored.order] === stored) this.numbered[stored.order] = undefined;
  }

  private countMultikey(entries: IndexEntry[], step: 1 | -1): void {
    const several = this.severalAt(entries);
    if (several < 0) return;
    this.multikeyDocs += step;
    this.multikeyPaths[several] += step;
  }

  /**
   * Builds the index over `docs` at once (a sort instead of one insert per document); throws, leaving the
   * index empty, on a duplicate of a unique index or on arrays in two fields.
   */
  build(docs: Iterable<StoredDoc>, ns: string): void {
    const all: IndexEntry[] = [];
    this.numbered.length = 0;
    let multikeyDocs = 0;
    const multikeyPaths = this.paths.map(() => 0);
    // in rank order, so each group of equal first keys comes already in order (see sortEntries)
    for (const stored of [...docs].sort((a, b) => a.order - b.order)) {
      const entries = this.entriesOf(stored);
      if (!entries) continue;
      for (const entry of this.kept(entries)) all.push(entry);
      const several = this.severalAt(entries);
      if (several >= 0) {
        multikeyDocs++;
        multikeyPaths[several]++;
      }
    }
    this.sortEntries(all);
    if (this.unique) {
      for (let i = 1; i < all.length; i++) {
        if (
          this.compareKeys(all[i - 1], all[i]) === 0 &&
          this.storedOf(all[i - 1]) !== this.storedOf(all[i])
        ) {
          this.numbered.length = 0;
          throw this.duplicateError(
            ns,
            this.paths.map((_, f) => this.keyAt(all[i], f)),
          );
        }
      }
    }
    this.entries.load(all);
    this.multikeyDocs = multikeyDocs;
    this.multikeyPaths.splice(0, multikeyPaths.length, ...multikeyPaths);
  }

  /**
   * Puts entries in index order, in place. A word index holds millions of entries but only tens of thousands
   * of distinct words, and sorting them all with the full comparison took most of a large store's start. So
   * the entries whose first key is a string are grouped by it, the distinct strings sorted once, and each
   * group (it comes in insertion order) sorted by the other fields and rank, which costs little on a list
   * already in order. The other entries sort as before, and the strings, one block in BSON order in either
   * direction, go where they belong among them.
   */
  private sortEntries(all: IndexEntry[]): void {
    const byString = new Map<string, IndexEntry[]>();
    const others: Array<{ entry: IndexEntry; keys: unknown[]; order: number }> = [];
    for (const entry of all) {
      const first = this.keyAt(entry, 0);
      if (typeof first !== 'string') {
        // with its keys and rank read once, not once per comparison
        const keys = this.paths.map((_, i) => this.keyAt(entry, i));
        others.push({ entry, keys, order: this.storedOf(entry).order });
        continue;
      }
      const group = byString.get(first);
      if (group) group.push(entry);
      else byString.set(first, [entry]);
    }
    others.sort((a, b) => {
      for (let i = 0; i < a.keys.length; i++) {
        const c = compareValues(a.keys[i], b.keys[i]);
        if (c !== 0) return c * this.directions[i];
      }
      return a.order - b.order;
    });
    const direction = this.directions[0];
    const strings = [...byString.keys()].sort((a, b) => compareValues(a, b) * direction);
    // the others that sort before the strings' block (no other entry has a key equal to a string)
    let before = 0;
    if (strings.length > 0) {
      const first = byString.get(strings[0])![0];
      let hi = others.length;
      while (before < hi) {
        const mid = (before + hi) >>> 1;
        if (this.compareKeys(others[mid].entry, first) < 0) before = mid + 1;
        else hi = mid;
      }
    }
    let at = 0;
    for (let i = 0; i < before; i++) all[at++] = others[i].entry;
    // a group shares its first key: it is ordered by the other fields, then rank (it comes in rank order, so
    // an index of one field has nothing left to order)
    const rest = (a: IndexEntry, b: IndexEntry) =>
      this.compareKeys(a, b, 1) || this.storedOf(a).order - this.storedOf(b).order;
    for (const text of strings) {
      const group = byString.get(text)!;
      if (group.length > 1 && this.paths.length > 1) group.sort(rest);
      for (const entry of group) all[at++] = entry;
    }
    for (let i = before; i < others.length; i++) all[at++] = others[i].entry;
  }

  /** Key tuples of a decoded document by canonical key, or null when a sparse/partial index leaves it out. */
  keys(doc: Document): Map<string, unknown[]> | null {
    if (this.partial && !this.partial(doc)) return null;
    const perField = this.paths.map((path) => indexKeyValues(doc, path));
    if (this.sparse && this.paths.every((path) => isMissing(doc, path))) return null;
    const out = new Map<string, unknown[]>();
    const walk = (i: number, acc: unknown[]): void => {
      if (i === perField.length) {
        out.set(JSON.stringify(acc.map((v) => canonicalKey(v))), acc);
        return;
      }
      for (const value of perField[i]) walk(i + 1, [...acc, value]);
    };
    walk(0, []);
    return out;
  }

  duplicateError(ns: string, values: unknown[]): MongoLiteError {
    return duplicateKeyError(ns, this.name, this.spec.key as Document, this.paths, values);
  }
}

function isMissing(doc: Document, path: string): boolean {
  let value: unknown = doc;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return true;
    if (Array.isArray(value)) return false; // an array on the way: the element decides, so index it
    value = (value as Document)[part];
    if (value === undefined) return true;
  }
  return false;
}

export function duplicateKeyError(
  ns: string,
  indexName: string,
  keyPattern: Document,
  paths: string[],
  values: unknown[],
): MongoLiteError {
  const keyValue: Document = {};
  paths.forEach(
    (path, i) => (keyValue[path] = typeof values[i] === 'symbol' ? undefined : (values[i] ?? null)),
  );
  const pattern: Document = {};
  for (const path of paths) pattern[path] = keyPattern[path];
  return mongoError(
    ErrorCodes.DuplicateKey,
    `E11000 duplicate key error collection: ${ns} index: ${indexName} dup key: ${formatDocument(keyValue)}`,
    { keyPattern: pattern, keyValue },
  );
}

/** Validates a createIndexes entry and returns the spec listIndexes will show. */
export function normalizeIndexSpec(raw: Document): Document {
  const key = raw.key as Document | undefined;
  if (!key || typeof key !== 'object' || Object.keys(key).length === 0) {
    throw mongoError(ErrorCodes.BadValue, 'Index key pattern must be a non-empty object');
  }
  for (const [path, dir] of Object.entries(key)) {
    if (typeof dir === 'string') throw unsupported(`'${dir}' indexes`);
    if (path.includes('$**')) throw unsupported('wildcard indexes');
    const n = Number(dir);
    if (!Number.isFinite(n) || n === 0)
      throw mongoError(ErrorCodes.CannotCreateIndex, `Values in the index key pattern can't be 0 or NaN`);
  }
  if (raw.collation !== undefined) throw unsupported('index collations');
  // hidden indexes are refused: honouring one means keeping it current while the planner and hints ignore it
  if (truthy(raw.hidden)) throw unsupported('hidden indexes');
  for (const option of Object.keys(raw)) {
    if (!keptOptions.includes(option) && !ignoredOptions.includes(option)) {
      throw unsupported(`the index option '${option}'`);
    }
  }
  if (typeof raw.name !== 'string' || raw.name === '') {
    throw mongoError(
      ErrorCodes.BadValue,
      'Error in specification: the index name must be a non-empty string',
    );
  }
  if (raw.partialFilterExpression !== undefined) {
    if (raw.sparse !== undefined && truthy(raw.sparse)) {
      throw mongoError(
        ErrorCodes.CannotCreateIndex,
        'cannot mix "partialFilterExpression" and "sparse" options',
      );
    }
    checkPartialFilter(raw.partialFilterExpression);
    compileFilter(raw.partialFilterExpression as Document);
  }
  const spec: Document = { v: 2, key, name: raw.name };
  for (const option of keptOptions) if (raw[option] !== undefined) spec[option] = raw[option];
  return spec;
}

/** The default name MongoDB gives an index: `a_1_b_-1`. */
export function defaultIndexName(key: Document): string {
  return Object.entries(key)
    .map(([path, dir]) => `${path}_${String(dir as object)}`)
    .join('_');
}

/** Operators MongoDB 7 accepts inside a partialFilterExpression; it refuses others, and so must mongo-lite. */
const partialFieldOperators = new Set(['$eq', '$exists', '$gt', '$gte', '$lt', '$lte', '$type', '$in']);

function checkPartialFilter(filter: unknown): void {
  const refuse = (what: string): never => {
    throw mongoError(
      ErrorCodes.CannotCreateIndex,
      `Error in specification: unsupported expression in partial index: ${what}`,
    );
  };
  if (filter === null || typeof filter !== 'object' || Array.isArray(filter)) refuse('not an object');
  for (const [field, condition] of Object.entries(filter as Document)) {
    if (field === '$and' || field === '$or') {
      if (!Array.isArray(condition)) refuse(field);
      for (const part of condition as unknown[]) checkPartialFilter(part);
      continue;
    }
    if (field.startsWith('$')) refuse(field);
    const isOperatorObject =
      condition !== null &&
      typeof condition === 'object' &&
      !Array.isArray(condition) &&
      Object.keys(condition).some((k) => k.startsWith('$'));
    if (!isOperatorObject) continue; // plain equality
    for (const [op, value] of Object.entries(condition as Document)) {
      if (!partialFieldOperators.has(op)) refuse(`${field} ${op}`);
      if (op === '$exists' && !truthy(value)) refuse(`${field} $exists: ${String(value)}`);
    }
  }
}
