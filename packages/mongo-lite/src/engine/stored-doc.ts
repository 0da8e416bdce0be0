import type { Document } from 'bson';
import { RawDocument } from '../bson-raw';
import { indexKeyValues } from '../query';

/**
 * A key slot holding the keys of an array: several keys, or (on a top-level field) the one key of an array of
 * one value, kept apart from a lone value because `$elemMatch` matches only arrays.
 */
export class MultiKey {
  constructor(readonly values: unknown[]) {}

  /** whether the document has several keys here (an index then holds it once per key) */
  get several(): boolean {
    return this.values.length > 1;
  }
}

/** The one key a slot holds for an index entry (a document with several keys has one KeyEntry per key). */
export function singleKey(value: unknown): unknown {
  return value instanceof MultiKey ? value.values[0] : value;
}

/** Whether a slot holds several keys. */
export function hasSeveralKeys(value: unknown): value is MultiKey {
  return value instanceof MultiKey && value.several;
}

/**
 * One version of a stored document: its BSON bytes, decoded only when something reads it, and the index keys
 * of every path the collection's indexes use (one slot per path, see KeySlots), so that indexes order,
 * compare and filter documents without decoding them (docs/decisions/120-documents-kept-as-bson.md).
 * Versions are never changed: a write makes a new one.
 */
export class StoredDoc extends RawDocument {
  constructor(
    bytes: Uint8Array,
    /** canonical key of `_id` (the collection's map key) */
    readonly id: string,
    /** store sequence number of the write that produced this version (transactions detect conflicts with it) */
    readonly version: number,
    /** insertion rank: natural order, and the tie-break of equal index keys */
    readonly order: number,
    /** per slot: the one index key of the path, a MultiKey, or undefined until computed (see KeySlots.fill) */
    readonly keys: unknown[],
  ) {
    super(bytes);
  }
}

/** The index keys of a path in a slot: the value itself when there is one and no array, else a MultiKey. */
export function slotValue(doc: Document, path: string): unknown {
  const values = indexKeyValues(doc, path);
  if (values.length > 1) return new MultiKey(values);
  const array = !path.includes('.') && Object.hasOwn(doc, path) && Array.isArray(doc[path]);
  return array && (doc[path] as unknown[]).length > 0 ? new MultiKey(values) : values[0];
}

/** Every index key a slot holds. */
export function slotKeys(value: unknown): unknown[] {
  return value instanceof MultiKey ? value.values : [value];
}

/** The paths a collection's indexes use, each with its slot in StoredDoc.keys. */
export class KeySlots {
  readonly paths: string[] = [];
  private readonly byPath = new Map<string, number>();

  /** The slot of `path`, added when new (a slot outlives the indexes that used it: it is only a few bytes). */
  slotOf(path: string): number {
    let slot = this.byPath.get(path);
    if (slot === undefined) {
      slot = this.paths.push(path) - 1;
      this.byPath.set(path, slot);
    }
    return slot;
  }

  /** The slot of `path`, or undefined when no index uses it. */
  find(path: string): number | undefined {
    return this.byPath.get(path);
  }

  keysOf(doc: Document): unknown[] {
    return this.paths.map((path) => slotValue(doc, path));
  }

  /** Computes the slots `stored` does not have yet (added by an index created after it was written). */
  fill(stored: StoredDoc, doc?: Document): void {
    if (stored.keys.length === this.paths.length && !stored.keys.includes(undefined)) return;
    const source = doc ?? stored.decode();
    this.paths.forEach((path, slot) => {
      if (stored.keys[slot] === undefined) stored.keys[slot] = slotValue(source, path);
    });
  }
}
