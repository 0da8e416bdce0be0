const chunkSize = 256;
/** chunks of a freshly loaded index keep room for inserts before their first split */
const loadedChunkSize = 192;

/**
 * A chunk of entries. A loaded index whose entries are all whole numbers below 2^32 (insertion ranks and key
 * positions, see SecondaryIndex) keeps them as views of one Uint32Array: 4 bytes an entry instead of 8, and
 * nothing for the garbage collector to trace. A chunk becomes an array again the first time a write changes
 * it (docs/decisions/217-packed-index-entries.md).
 */
type Chunk<E> = ArrayLike<E>;

/**
 * The ordered side of a secondary index: its entries kept sorted by `compare` (the index's key order, then the
 * document's insertion rank, which is the order a stable sort leaves equal keys in). Entries sit in chunks of
 * at most `chunkSize`, so an insert or a removal moves at most one chunk's worth of entries, and positions (for
 * skip and count) are found with a binary search plus a walk over chunk sizes.
 */
export class OrderedEntries<E> {
  private chunks: Chunk<E>[] = [];
  private count = 0;

  constructor(private readonly compare: (a: E, b: E) => number) {}

  get size(): number {
    return this.count;
  }

  /** Replaces every entry by `sorted`, already in order (building an index sorts once instead of inserting). */
  load(sorted: E[]): void {
    const packed = packedOf(sorted);
    this.chunks = [];
    for (let i = 0; i < sorted.length; i += loadedChunkSize)
      this.chunks.push(
        packed
          ? (packed.subarray(i, i + loadedChunkSize) as unknown as Chunk<E>)
          : sorted.slice(i, i + loadedChunkSize),
      );
    this.count = sorted.length;
  }

  /** Whether any chunk is still packed (for tests). */
  get packed(): boolean {
    return this.chunks.some((chunk) => !Array.isArray(chunk));
  }

  insert(entry: E): void {
    this.count++;
    if (this.chunks.length === 0) {
      this.chunks.push([entry]);
      return;
    }
    // the first chunk whose last entry is not before the new one (or the last chunk)
    let c = this.firstChunk((last) => this.compare(last, entry) < 0);
    if (c === this.chunks.length) c--;
    const chunk = this.writable(c);
    chunk.splice(
      this.firstIn(chunk, (e) => this.compare(e, entry) < 0),
      0,
      entry,
    );
    if (chunk.length > chunkSize) this.chunks.splice(c + 1, 0, chunk.splice(chunkSize >> 1));
  }

  /** Removes the entry comparing equal to `entry`; false when there is none. */
  remove(entry: E): boolean {
    const c = this.firstChunk((last) => this.compare(last, entry) < 0);
    if (c === this.chunks.length) return false;
    const i = this.firstIn(this.chunks[c], (e) => this.compare(e, entry) < 0);
    if (i === this.chunks[c].length || this.compare(this.chunks[c][i], entry) !== 0) return false;
    const chunk = this.writable(c);
    chunk.splice(i, 1);
    this.count--;
    if (chunk.length === 0) this.chunks.splice(c, 1);
    return true;
  }

  /**
   * The position of the first entry for which `before` is false, `before` being true for a leading run of
   * entries and false for the rest (a bound in index order).
   */
  position(before: (entry: E) => boolean): number {
    const c = this.firstChunk((last) => before(last));
    if (c === this.chunks.length) return this.count;
    let at = 0;
    for (let i = 0; i < c; i++) at += this.chunks[i].length;
    return at + this.firstIn(this.chunks[c], before);
  }

  /** Entries from position `from` (inclusive) towards `to` (exclusive), forward. */
  *forward(from: number, to: number): Generator<E> {
    for (const [chunk, start, end] of this.runs(from, to)) for (let k = start; k < end; k++) yield chunk[k];
  }

  /**
   * The entries from position `from` (inclusive) to `to` (exclusive), forward, as runs of a chunk: `[chunk,
   * start, end)`. A walk that stops early reads them lazily, one chunk at a time instead of one entry.
   */
  *runs(from: number, to: number): Generator<[ArrayLike<E>, number, number]> {
    let [c, i] = this.locate(from);
    for (let left = to - from; left > 0 && c < this.chunks.length; c++, i = 0) {
      const chunk = this.chunks[c];
      const stop = Math.min(chunk.length, i + left);
      yield [chunk, i, stop];
      left -= stop - i;
    }
  }

  /** Calls `visit` with the entries from position `from` (inclusive) to `to` (exclusive): forward() without
   *  a generator, for loops over many entries (a count). */
  each(from: number, to: number, visit: (entry: E) => void): void {
    for (const [chunk, start, end] of this.runs(from, to)) for (let k = start; k < end; k++) visit(chunk[k]);
  }

  /** Entries from position `from - 1` down to `to` (inclusive), backward. */
  *backward(from: number, to: number): Generator<E> {
    if (from <= to) return;
    let [c, i] = this.locate(from - 1);
    for (let at = from - 1; at >= to && c >= 0; at--) {
      yield this.chunks[c][i];
      if (--i < 0 && --c >= 0) i = this.chunks[c].length - 1;
    }
  }

  /** The entry at a position (the caller keeps it within 0..size-1). */
  at(position: number): E {
    const [c, i] = this.locate(position);
    return this.chunks[c][i];
  }

  private locate(position: number): [number, number] {
    let rest = position;
    for (let c = 0; c < this.chunks.length; c++) {
      if (rest < this.chunks[c].length) return [c, rest];
      rest -= this.chunks[c].length;
    }
    return [this.chunks.length, 0];
  }

  /** The first chunk whose last entry fails `before` (binary search; chunks are in order). */
  private firstChunk(before: (last: E) => boolean): number {
    let lo = 0;
    let hi = this.chunks.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const chunk = this.chunks[mid];
      if (before(chunk[chunk.length - 1])) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Chunk `c` as an array that may change (a packed chunk is copied out first). */
  private writable(c: number): E[] {
    const chunk = this.chunks[c];
    if (Array.isArray(chunk)) return chunk as E[];
    const array = Array.from(chunk);
    this.chunks[c] = array;
    return array;
  }

  private firstIn(chunk: ArrayLike<E>, before: (entry: E) => boolean): number {
    let lo = 0;
    let hi = chunk.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (before(chunk[mid])) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

/** `entries` as one Uint32Array when every one is a whole number below 2^32, else undefined. */
function packedOf(entries: readonly unknown[]): Uint32Array | undefined {
  if (entries.length === 0) return undefined;
  for (const entry of entries) if (typeof entry !== 'number' || entry >>> 0 !== entry) return undefined;
  return Uint32Array.from(entries as number[]);
}
