import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import type { Document } from 'bson';
import { FRAME_HEADER_BYTES, decodeFrame, encodeFrame, frameSizeAt } from './frames';
import { FILE_MODE, snapshotName, syncDirectory } from './layout';

/** Snapshot file: this magic, the record count (u32 LE), then the records as journal frames. */
const MAGIC = Buffer.from('MLSNAP1\n', 'latin1');
const HEADER_BYTES = MAGIC.length + 4;
/**
 * Records are encoded and written in chunks of about this size, so a snapshot of the whole store never sits in
 * memory as frames at once (the records themselves are references to what the store already holds); and the
 * file is read back in chunks of this size.
 */
const CHUNK_BYTES = 1 << 20;

/**
 * Writes snapshot-G atomically: to a temp file, fsync, rename into place, fsync the directory. Until the
 * rename the snapshot does not exist as far as opening the store is concerned. `records` must not change
 * while it is written: they are encoded chunk by chunk as the writing goes.
 */
export async function writeSnapshot(dir: string, generation: number, records: Document[]): Promise<void> {
  const finalPath = path.join(dir, snapshotName(generation));
  const tempPath = `${finalPath}.tmp`;
  const header = Buffer.alloc(HEADER_BYTES);
  MAGIC.copy(header);
  header.writeUInt32LE(records.length, MAGIC.length);
  try {
    const handle = await fs.open(tempPath, 'w', FILE_MODE);
    try {
      await writeAll(handle, header, records);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(tempPath, finalPath);
  } catch (error) {
    await fs.rm(tempPath, { force: true }).catch(() => undefined);
    throw error;
  }
  await syncDirectory(dir);
}

async function writeAll(handle: fs.FileHandle, header: Buffer, records: Document[]): Promise<void> {
  let chunk: Buffer[] = [header];
  let chunkBytes = header.length;
  const flush = async () => {
    const bytes = Buffer.concat(chunk, chunkBytes);
    for (let offset = 0; offset < bytes.length;) {
      offset += (await handle.write(bytes, offset, bytes.length - offset)).bytesWritten;
    }
    chunk = [];
    chunkBytes = 0;
  };
  for (const record of records) {
    const frame = encodeFrame(record);
    chunk.push(frame);
    chunkBytes += frame.length;
    if (chunkBytes >= CHUNK_BYTES) await flush();
  }
  if (chunkBytes > 0) await flush();
}

/**
 * Reads snapshot-G. A renamed snapshot was complete and fsynced, so damage here is not a crash artefact but
 * a broken disk or a hand-edited file: that is reported instead of silently dropping data.
 *
 * The file is read a chunk at a time, never whole: a snapshot holds the whole store and may be larger than
 * one Buffer can be (Node refuses to readFile past 2 GiB), and beyond the records themselves only a chunk, or
 * one record larger than a chunk, is held at once. `chunkBytes` is for tests.
 */
export async function readSnapshot(
  dir: string,
  generation: number,
  chunkBytes = CHUNK_BYTES,
): Promise<Document[]> {
  const file = path.join(dir, snapshotName(generation));
  const handle = await fs.open(file, 'r');
  try {
    const chunks = new ChunkedReader(handle, chunkBytes);
    if (
      (await chunks.fill(HEADER_BYTES)) < HEADER_BYTES ||
      !chunks.data.subarray(chunks.offset, chunks.offset + MAGIC.length).equals(MAGIC)
    ) {
      throw new Error(`mongo-lite snapshot ${file} is not a mongo-lite snapshot (bad header)`);
    }
    const expected = chunks.data.readUInt32LE(chunks.offset + MAGIC.length);
    chunks.offset += HEADER_BYTES;
    // the same rule as decodeFrames over the whole file: records until the file ends or one is bad
    const records: Document[] = [];
    let tornTail = false;
    while ((await chunks.fill(FRAME_HEADER_BYTES)) > 0) {
      const size = frameSizeAt(chunks.data, chunks.offset);
      const record =
        size !== undefined && (await chunks.fill(size)) >= size
          ? decodeFrame(chunks.data, chunks.offset)
          : undefined;
      if (!record) {
        tornTail = true;
        break;
      }
      records.push(record.doc);
      chunks.offset = record.end;
    }
    if (tornTail || records.length !== expected) {
      throw new Error(
        `mongo-lite snapshot ${file} is damaged: ${records.length} of ${expected} records readable. ` +
          'Restore the directory from a backup.',
      );
    }
    return records;
  } finally {
    await handle.close();
  }
}

/**
 * A file read front to back into chunks: `data` from `offset` on holds the bytes not yet consumed. Every
 * chunk is a new buffer, never one reused, because the records decoded from a chunk are views of it
 * (decodeRecord).
 */
class ChunkedReader {
  data = Buffer.alloc(0);
  offset = 0;
  private ended = false;

  constructor(
    private readonly handle: fs.FileHandle,
    private readonly chunkBytes: number,
  ) {}

  /**
   * Makes at least `bytes` unconsumed bytes available from `offset`, reading the next chunk if needed (as
   * large as `bytes` when that is larger than a chunk). Returns how many are available: fewer than `bytes`
   * only at the end of the file.
   */
  async fill(bytes: number): Promise<number> {
    const available = this.data.length - this.offset;
    if (available >= bytes || this.ended) return available;
    const next = Buffer.allocUnsafe(Math.max(bytes, this.chunkBytes));
    // the start of a record that the previous chunk cut off
    this.data.copy(next, 0, this.offset);
    let filled = available;
    while (filled < next.length) {
      const { bytesRead } = await this.handle.read(next, filled, next.length - filled, null);
      if (bytesRead === 0) {
        this.ended = true;
        break;
      }
      filled += bytesRead;
    }
    this.data = next.subarray(0, filled);
    this.offset = 0;
    return filled;
  }
}
