import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import type { Document } from 'bson';
import { decodeFrames, encodeFrame } from './frames';
import { FILE_MODE, snapshotName, syncDirectory } from './layout';

/** Snapshot file: this magic, the record count (u32 LE), then the records as journal frames. */
const MAGIC = Buffer.from('MLSNAP1\n', 'latin1');
const HEADER_BYTES = MAGIC.length + 4;
/**
 * Records are encoded and written in chunks of about this size, so a snapshot of the whole store never sits in
 * memory as frames at once (the records themselves are references to what the store already holds).
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
 */
export async function readSnapshot(dir: string, generation: number): Promise<Document[]> {
  const file = path.join(dir, snapshotName(generation));
  const data = await fs.readFile(file);
  if (data.length < HEADER_BYTES || !data.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new Error(`mongo-lite snapshot ${file} is not a mongo-lite snapshot (bad header)`);
  }
  const expected = data.readUInt32LE(MAGIC.length);
  const { records, tornTail } = decodeFrames(data, HEADER_BYTES);
  if (tornTail || records.length !== expected) {
    throw new Error(
      `mongo-lite snapshot ${file} is damaged: ${records.length} of ${expected} records readable. ` +
        'Restore the directory from a backup.',
    );
  }
  return records;
}
