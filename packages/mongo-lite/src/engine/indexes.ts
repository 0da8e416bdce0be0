import type { Document } from 'bson';
import { canonicalKey, compareValues, compileFilter, indexKeyValues } from '../query';
import { ErrorCodes, MongoLiteError, mongoError, unsupported } from '../errors';
import { formatDocument } from './format';
import { OrderedEntries } from './ordered-entries';
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
 * One secondary index: a hash of full keys (for uniqueness) and of first-field keys (for equality lookups),
 * and, unless sparse or partial (they leave documents out), its keys in index order for range scans, sorts
 * and counts (see planner.ts).
 */
export class SecondaryIndex {
  readonly name: string;
  readonly paths: string[];
  /** 1 or -1 per path, as in the key pattern */
  readonly directions: Array<1 | -1>;
  readonly unique: boolean;
  readonly sparse: boolean;
  private readonly partial?: (doc: Document) => boolean;
  /** every key of every document in index order (absent for sparse and partial indexes) */
  readonly ordered?: OrderedEntries;
  /**
   * Documents with more than one key (an array with several values on an indexed path). While there are any,
   * the ordered keys hold a document several times and no longer give a sort order, so reads do not use them.
   */
  private multikeyDocs = 0;
  /** full key -> ids of documents having it */
  private readonly entries = new Map<string, Set<string>>();
  /** key of the first field -> ids (same map as entries for single-field indexes) */
  private readonly byFirst: Map<string, Set<string>>;

  constructor(readonly spec: Document) {
    this.name = spec.name as string;
    this.paths = Object.keys(spec.key as Document);
    this.unique = spec.unique === true;
    this.sparse = spec.sparse === true;
    if (spec.partialFilterExpression) this.partial = compileFilter(spec.partialFilterExpression as Document);
    this.byFirst = this.paths.length === 1 ? this.entries : new Map();
    this.directions = Object.values(spec.key as Document).map((dir) => (Number(dir) < 0 ? -1 : 1));
    if (!this.sparse && !this.partial) {
      const directions = this.directions;
      this.ordered = new OrderedEntries((a, b) => {
        for (let i = 0; i < directions.length; i++) {
          const c = compareValues(a[i], b[i]);
          if (c !== 0) return c * directions[i];
        }
        return 0;
      });
    }
  }

  /** The ordered keys when they hold exactly one entry per document, else undefined. */
  get scannable(): OrderedEntries | undefined {
    return this.multikeyDocs === 0 ? this.ordered : undefined;
  }

  /** Whether lookups by equality on `path` may use this index (partial indexes miss documents). */
  servesLookup(path: string): boolean {
    return this.paths[0] === path && !this.partial;
  }

  lookup(value: unknown): Set<string> | undefined {
    return this.byFirst.get(this.byFirst === this.entries ? fullKey([value]) : canonicalKey(value));
  }

  /** Key tuples of a document, or null when a sparse/partial index leaves it out. */
  keys(doc: Document): Map<string, unknown[]> | null {
    if (this.partial && !this.partial(doc)) return null;
    const perField = this.paths.map((path) => indexKeyValues(doc, path));
    if (this.sparse && this.paths.every((path) => isMissing(doc, path))) return null;
    const arrays = perField.filter((values) => values.length > 1).length;
    if (arrays > 1) {
      throw mongoError(
        ErrorCodes.CannotIndexParallelArrays,
        `cannot index parallel arrays [${this.paths.join('] [')}]`,
      );
    }
    const out = new Map<string, unknown[]>();
    const walk = (i: number, acc: unknown[]): void => {
      if (i === perField.length) {
        out.set(fullKey(acc), acc);
        return;
      }
      for (const value of perField[i]) walk(i + 1, [...acc, value]);
    };
    walk(0, []);
    return out;
  }

  /** The first key of `doc` already held by a document other than `selfId` for which `isLive` holds. */
  conflict(
    doc: Document,
    selfId: string,
    isLive: (id: string) => boolean = () => true,
  ): unknown[] | undefined {
    if (!this.unique) return undefined;
    const keys = this.keys(doc);
    if (!keys) return undefined;
    for (const [key, values] of keys) {
      const holders = this.entries.get(key);
      if (!holders) continue;
      for (const id of holders) if (id !== selfId && isLive(id)) return values;
    }
    return undefined;
  }

  add(doc: Document, id: string, order: number): void {
    const keys = this.keys(doc);
    if (!keys) return;
    for (const key of keys.keys()) addTo(this.entries, key, id);
    if (this.ordered) {
      for (const key of keys.values()) this.ordered.insert({ key, order, id });
      if (keys.size > 1) this.multikeyDocs++;
    }
    if (this.byFirst !== this.entries) {
      for (const value of new Set(indexKeyValues(doc, this.paths[0]).map((v) => canonicalKey(v)))) {
        addTo(this.byFirst, value, id);
      }
    }
  }

  remove(doc: Document, id: string, order: number): void {
    const keys = this.keys(doc);
    if (!keys) return;
    for (const key of keys.keys()) removeFrom(this.entries, key, id);
    if (this.ordered) {
      for (const key of keys.values()) this.ordered.remove({ key, order, id });
      if (keys.size > 1) this.multikeyDocs--;
    }
    if (this.byFirst !== this.entries) {
      for (const value of indexKeyValues(doc, this.paths[0]))
        removeFrom(this.byFirst, canonicalKey(value), id);
    }
  }

  duplicateError(ns: string, values: unknown[]): MongoLiteError {
    return duplicateKeyError(ns, this.name, this.spec.key as Document, this.paths, values);
  }
}

function fullKey(values: unknown[]): string {
  return JSON.stringify(values.map((v) => canonicalKey(v)));
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

function addTo(map: Map<string, Set<string>>, key: string, id: string): void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(id);
}

function removeFrom(map: Map<string, Set<string>>, key: string, id: string): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(id);
  if (set.size === 0) map.delete(key);
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
