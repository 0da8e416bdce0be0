import { eachNamed, writeWithout } from '../bson-decode';
import type { MultiKey } from './stored-doc';

/**
 * Arrays of strings that a document's key slots already hold, kept out of its stored bytes
 * (docs/decisions/218-key-slots-hold-word-arrays.md). A product's search words are about half of its BSON, and
 * its word index keeps each word in a key slot anyway: the stored bytes leave the array out, and note where it
 * was, so that the whole document can be written again, byte for byte, when something reads it.
 */

/** Arrays shorter than this (in BSON bytes) stay in the document: the note of where it was costs about 40. */
const minHeldBytes = 128;

/** A top-level array field whose key slot holds exactly its values, all strings. */
export interface HeldCandidate {
  name: string;
  slot: number;
  values: readonly string[];
}

/**
 * Where the held arrays were: for each, its field name, its offset in the stored bytes and its key slot, in the
 * order of the offsets (`[name, at, slot, name, at, slot, ...]`).
 */
export type HeldArrays = readonly (string | number)[];

/** The values of the key slot (a MultiKey) of a held array. */
const valuesIn = (keys: readonly unknown[], slot: number): readonly unknown[] =>
  (keys[slot] as MultiKey).values;

/** The length of the BSON element `name: values` (an array of strings). */
function elementLength(name: string, values: readonly unknown[]): number {
  let size = 1 + Buffer.byteLength(name) + 1 + 4 + 1;
  for (let i = 0; i < values.length; i++)
    size += 1 + digits(i) + 1 + 4 + Buffer.byteLength(values[i] as string) + 1;
  return size;
}

const digits = (n: number) => (n < 10 ? 1 : n < 100 ? 2 : n < 1000 ? 3 : String(n).length);

/** Writes the BSON element `name: values` (an array of strings) at `pos`; returns where it ends. */
function writeElement(out: Buffer, pos: number, name: string, values: readonly unknown[]): number {
  out[pos++] = 0x04;
  pos += out.write(name, pos, 'utf8');
  out[pos++] = 0;
  const start = pos;
  pos += 4;
  for (let i = 0; i < values.length; i++) {
    out[pos++] = 0x02;
    pos += out.write(String(i), pos, 'latin1');
    out[pos++] = 0;
    const length = out.write(values[i] as string, pos + 4, 'utf8');
    out.writeInt32LE(length + 1, pos);
    pos += 4 + length;
    out[pos++] = 0;
  }
  out[pos++] = 0;
  out.writeInt32LE(pos - start, start);
  return pos;
}

/** One set per list of names, so that eachNamed keeps their bytes once. */
const nameSets = new Map<string, ReadonlySet<string>>();

function nameSet(names: string[]): ReadonlySet<string> {
  const key = names.join('\0');
  let set = nameSets.get(key);
  if (!set) nameSets.set(key, (set = new Set(names)));
  return set;
}

/** What holding a document's arrays cuts: `[start, next)` of each element, where each was, and the length left. */
export interface HoldPlan {
  cuts: number[];
  held: HeldArrays;
  length: number;
}

/** Where the expected encodings are written for the comparison (grown as needed, never kept per document). */
let scratch = Buffer.allocUnsafeSlow(4096);

/**
 * The elements of `candidates` in `bytes` whose stored bytes are exactly what their values encode to (any other
 * encoding, or an array too short to be worth it, stays); undefined when there are none. Allocates no buffer.
 */
export function planHold(bytes: Uint8Array, candidates: readonly HeldCandidate[]): HoldPlan | undefined {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let plan: HoldPlan | undefined;
  let removed = 0;
  eachNamed(buf, nameSet(candidates.map(({ name }) => name)), (name, type, start, _at, next) => {
    const candidate = candidates.find((c) => c.name === name)!;
    const length = next - start;
    if (type !== 0x04 || length < minHeldBytes) return;
    if (elementLength(name, candidate.values) !== length) return;
    if (scratch.length < length) scratch = Buffer.allocUnsafeSlow(length * 2);
    writeElement(scratch, 0, name, candidate.values);
    if (scratch.compare(buf, start, next, 0, length) !== 0) return;
    plan ??= { cuts: [], held: [], length: buf.length };
    plan.cuts.push(start, next);
    (plan.held as (string | number)[]).push(name, start - removed, candidate.slot);
    removed += length;
    plan.length -= length;
  });
  return plan;
}

/** `bytes` less the arrays of `candidates` it can hold (see planHold), and where they were. */
export function holdArrays(
  bytes: Uint8Array,
  candidates: readonly HeldCandidate[],
): { bytes: Uint8Array; held?: HeldArrays } {
  const plan = planHold(bytes, candidates);
  if (!plan) return { bytes };
  const out = Buffer.allocUnsafe(plan.length);
  writeWithout(out, 0, bytes, plan.cuts);
  return { bytes: out, held: plan.held };
}

/** The whole document: the stored bytes with the held arrays written back where they were. */
export function restoreArrays(stored: Uint8Array, held: HeldArrays, keys: readonly unknown[]): Uint8Array {
  const buf = Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength);
  const out = Buffer.allocUnsafe(restoredLength(stored, held, keys));
  out.writeInt32LE(out.length, 0);
  let from = 4;
  let to = 4;
  for (let i = 0; i < held.length; i += 3) {
    const at = held[i + 1] as number;
    to += buf.copy(out, to, from, at);
    to = writeElement(out, to, held[i] as string, valuesIn(keys, held[i + 2] as number));
    from = at;
  }
  buf.copy(out, to, from);
  return out;
}

/** The length of the whole document, without writing it. */
export function restoredLength(stored: Uint8Array, held: HeldArrays, keys: readonly unknown[]): number {
  let length = stored.length;
  for (let i = 0; i < held.length; i += 3)
    length += elementLength(held[i] as string, valuesIn(keys, held[i + 2] as number));
  return length;
}

/** Whether any held array is named in `names`. */
export function holdsAny(held: HeldArrays, names: ReadonlySet<string>): boolean {
  for (let i = 0; i < held.length; i += 3) if (names.has(held[i] as string)) return true;
  return false;
}
