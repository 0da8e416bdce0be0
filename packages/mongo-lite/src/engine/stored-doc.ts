import type { Document } from 'bson';
import { writeWithout } from '../bson-decode';
import { RawDocument } from '../bson-raw';
import { indexKeyValues } from '../query';
import {
  type HeldArrays,
  type HeldCandidate,
  holdArrays,
  type HoldPlan,
  holdsAny,
  planHold,
  restoreArrays,
  restoredLength,
} from './held-arrays';

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

/** The one key a slot holds for an index entry (a document with several keys has one entry per key). */
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
    /** arrays left out of `bytes` because their key slots hold them (see KeySlots.hold) */
    readonly held?: HeldArrays,
  ) {
    super(bytes);
  }

  /** The whole document's BSON (the held arrays written back in). */
  override get bytes(): Uint8Array {
    return this.held ? restoreArrays(this.stored, this.held, this.keys) : this.stored;
  }

  override get byteLength(): number {
    return this.held ? restoredLength(this.stored, this.held, this.keys) : this.stored.length;
  }

  /** BSON holding at least the top-level fields in `names`: the stored bytes when no held array is one. */
  bytesReading(names: ReadonlySet<string>): Uint8Array {
    return this.held && holdsAny(this.held, names) ? this.bytes : this.stored;
  }

  /** BSON to leave the top-level fields `names` out of: the stored bytes when every held array is one. */
  bytesLeaving(names: ReadonlySet<string>): Uint8Array {
    if (!this.held) return this.stored;
    for (let i = 0; i < this.held.length; i += 3) if (!names.has(this.held[i] as string)) return this.bytes;
    return this.stored;
  }
}

/** The index keys of a path in a slot: the value itself when there is one and no array, else a MultiKey. */
export function slotValue(doc: Document, path: string): unknown {
  const values = indexKeyValues(doc, path);
  // kept as an exact copy: the array the key walk filled has room to spare (44 words: 713 bytes, not 409),
  // and a word index keeps one per product (docs/decisions/205-index-memory-at-scale.md)
  if (values.length > 1) return new MultiKey(values.slice());
  const array = !path.includes('.') && Object.hasOwn(doc, path) && Array.isArray(doc[path]);
  return array && (doc[path] as unknown[]).length > 0 ? new MultiKey(values) : values[0];
}

/** Every index key a slot holds. */
export function slotKeys(value: unknown): unknown[] {
  return value instanceof MultiKey ? value.values : [value];
}

/** How many distinct array keys a collection shares between its documents (see KeySlots.shared). */
const sharedKeysMax = 200_000;
/** Longer strings are kept as they are: long texts rarely repeat. */
const sharedKeyLength = 64;

/** The paths a collection's indexes use, each with its slot in StoredDoc.keys. */
export class KeySlots {
  readonly paths: string[] = [];
  private readonly byPath = new Map<string, number>();
  /**
   * One copy of each short string key of an array: decoding gives every document its own copy of a word, and
   * a word index holds the same few thousand words for each of 100,000 products
   * (docs/decisions/204-lighter-multikey-entries.md). Bounded: past `sharedKeysMax` words, new ones are kept
   * as they come.
   */
  private readonly shared = new Map<string, string>();

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
    return this.paths.map((path) => this.share(slotValue(doc, path)));
  }

  private share(value: unknown): unknown {
    if (!(value instanceof MultiKey)) return value;
    const values = value.values;
    for (let i = 0; i < values.length; i++) {
      const key = values[i];
      if (typeof key !== 'string' || key.length > sharedKeyLength) continue;
      const known = this.shared.get(key);
      if (known !== undefined) values[i] = known;
      else if (this.shared.size < sharedKeysMax) this.shared.set(key, key);
    }
    return value;
  }

  /**
   * `bytes` less the top-level arrays of strings whose slots in `keys` hold them exactly, and where they were
   * (docs/decisions/218-key-slots-hold-word-arrays.md).
   */
  hold(bytes: Uint8Array, keys: readonly unknown[]): { bytes: Uint8Array; held?: HeldArrays } {
    const candidates = this.heldCandidates(keys);
    return candidates ? holdArrays(bytes, candidates) : { bytes };
  }

  /** What hold() would cut, without cutting it (loading packs the documents' bytes once, see packBytes). */
  holdPlan(bytes: Uint8Array, keys: readonly unknown[]): HoldPlan | undefined {
    const candidates = this.heldCandidates(keys);
    return candidates && planHold(bytes, candidates);
  }

  private heldCandidates(keys: readonly unknown[]): HeldCandidate[] | undefined {
    let candidates: HeldCandidate[] | undefined;
    for (let slot = 0; slot < keys.length; slot++) {
      const value = keys[slot];
      const name = this.paths[slot];
      if (!(value instanceof MultiKey) || name.includes('.')) continue;
      if (!value.values.every((key) => typeof key === 'string')) continue;
      (candidates ??= []).push({ name, slot, values: value.values as string[] });
    }
    return candidates;
  }

  /** Computes the slots `stored` does not have yet (added by an index created after it was written). */
  fill(stored: StoredDoc, doc?: Document): void {
    if (stored.keys.length === this.paths.length && !stored.keys.includes(undefined)) return;
    const source = doc ?? stored.decode();
    this.paths.forEach((path, slot) => {
      if (stored.keys[slot] === undefined) stored.keys[slot] = this.share(slotValue(source, path));
    });
  }
}

/** Size of the blocks loaded documents are packed into (a collection's last block is what is left). */
const packBlockBytes = 1 << 20;
/** Larger documents get buffers of their own. */
const packMaxDocBytes = 64 * 1024;

/**
 * Copies of `list`, back to back in blocks of up to 1 MiB (docs/decisions/205-index-memory-at-scale.md). A
 * document copied on its own takes a slice of Node's 8 KiB buffer pool, and every slab loses what is left
 * when the next document does not fit: about a tenth of a catalog of 2 KiB products. A document with a plan in
 * `plans` is copied less the arrays its key slots hold, straight into its block (see KeySlots.holdPlan).
 */
export function packBytes(
  list: readonly Uint8Array[],
  plans: readonly (HoldPlan | undefined)[] = [],
): Uint8Array[] {
  const lengthOf = (i: number) => plans[i]?.length ?? list[i].length;
  let left = 0;
  for (let i = 0; i < list.length; i++) if (lengthOf(i) <= packMaxDocBytes) left += lengthOf(i);
  let block: Buffer | undefined;
  let used = 0;
  return list.map((bytes, i) => {
    const length = lengthOf(i);
    const plan = plans[i];
    if (length > packMaxDocBytes) {
      if (!plan) return Buffer.from(bytes);
      const own = Buffer.allocUnsafeSlow(length);
      writeWithout(own, 0, bytes, plan.cuts);
      return own;
    }
    if (!block || used + length > block.length) {
      block = Buffer.allocUnsafeSlow(Math.min(packBlockBytes, left));
      used = 0;
    }
    if (plan) writeWithout(block, used, bytes, plan.cuts);
    else block.set(bytes, used);
    const copy = block.subarray(used, used + length);
    used += length;
    left -= length;
    return copy;
  });
}
