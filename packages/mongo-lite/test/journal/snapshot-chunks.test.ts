import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import { BSON, type Document } from 'bson';
import { describe, expect, it, onTestFinished } from 'vitest';
import { RawDocument } from '../../src/bson-raw';
import { decodeFrames, encodeFrame } from '../../src/journal/frames';
import { openJournal } from '../../src/journal';
import { snapshotName } from '../../src/journal/layout';
import { readSnapshot, writeSnapshot } from '../../src/journal/snapshot';
import { tempDir } from './helpers';

const CHUNK = 256;
const HEADER_BYTES = 12;

/** Records of assorted sizes, so frames straddle chunk boundaries, and one record several chunks long. */
function sampleRecords(): Document[] {
  const records: Document[] = [{ op: 'createCollection', db: 'app', coll: 'items', options: {} }];
  for (let n = 0; n < 60; n++) {
    const doc = BSON.serialize({ _id: n, text: 'x'.repeat((n * 37) % 150) });
    records.push({ op: 'put', db: 'app', coll: 'items', doc: new RawDocument(doc) });
  }
  records.splice(30, 0, {
    op: 'put',
    db: 'app',
    coll: 'items',
    doc: { _id: 'big', text: 'y'.repeat(CHUNK * 5) },
  });
  return records;
}

/**
 * Records the size of every buffer the snapshot file is read into. Node's readFile does not go through
 * FileHandle.read, so a file read whole shows no reads at all.
 */
async function watchReads(file: string): Promise<number[]> {
  const probe = await fs.open(file, 'r');
  const prototype = Object.getPrototypeOf(probe) as fs.FileHandle;
  await probe.close();
  const original = prototype.read;
  const sizes: number[] = [];
  prototype.read = function (this: fs.FileHandle, ...args: unknown[]) {
    sizes.push((args[0] as Buffer).length);
    return Reflect.apply(original, this, args) as ReturnType<fs.FileHandle['read']>;
  } as fs.FileHandle['read'];
  onTestFinished(() => {
    prototype.read = original;
  });
  return sizes;
}

async function written(records: Document[]): Promise<{ dir: string; file: string; bytes: Buffer }> {
  const dir = tempDir();
  await writeSnapshot(dir, 2, records);
  const file = path.join(dir, snapshotName(2));
  return { dir, file, bytes: await fs.readFile(file) };
}

describe('snapshot read in chunks', () => {
  it('reads back a snapshot many chunks long identically, holding no more than a chunk or one record', async () => {
    const records = sampleRecords();
    const { dir, file, bytes } = await written(records);
    const frames = records.map(encodeFrame);
    const largestFrame = Math.max(...frames.map((frame) => frame.length));
    expect(largestFrame).toBeGreaterThan(CHUNK * 5);
    expect(bytes.length).toBeGreaterThan(CHUNK * 20);

    const reads = await watchReads(file);
    const back = await readSnapshot(dir, 2, CHUNK);
    // re-encoded, every record is byte for byte the frame written: the documents kept as views of the chunks
    // read were not overwritten by later chunks
    expect(back.map(encodeFrame)).toEqual(frames);
    expect(reads.length).toBeGreaterThan(bytes.length / CHUNK);
    expect(Math.max(...reads)).toBeLessThanOrEqual(largestFrame);
  });

  it('opens a store whose snapshot is too large for readFile', async () => {
    const dir = tempDir();
    const first = await openJournal(dir);
    await first.journal.append([{ n: 1 }]);
    await first.journal.compact(() => [{ n: 1 }, { n: 2 }]);
    await first.journal.append([{ n: 3 }]);
    await first.journal.close();
    // what Node 20 does with any file over 2 GiB
    const readFile = fs.readFile;
    fs.readFile = ((file: unknown, ...rest: unknown[]) => {
      if (typeof file === 'string' && path.basename(file).startsWith('snapshot-')) {
        const error = new RangeError('File size is greater than 2 GiB') as RangeError & { code: string };
        error.code = 'ERR_FS_FILE_TOO_LARGE';
        return Promise.reject(error);
      }
      return Reflect.apply(readFile, fs, [file, ...rest]) as ReturnType<typeof fs.readFile>;
    }) as typeof fs.readFile;
    onTestFinished(() => {
      fs.readFile = readFile;
    });
    const { journal, replay } = await openJournal(dir);
    await journal.close();
    expect(replay.map((record) => Number(record.n))).toEqual([1, 2, 3]);
  });

  it('an empty snapshot reads as no records', async () => {
    const { dir } = await written([]);
    expect(await readSnapshot(dir, 2, CHUNK)).toEqual([]);
  });

  it('refuses a truncated or corrupt snapshot just as reading it whole would, wherever the damage falls', async () => {
    const records = sampleRecords();
    const { dir, file, bytes } = await written(records);
    const frameEnds = records.map(encodeFrame).reduce((ends, frame) => {
      ends.push((ends.at(-1) ?? HEADER_BYTES) + frame.length);
      return ends;
    }, [] as number[]);
    // what reading the whole file finds readable: the records before the first bad one
    const readableWhole = (data: Buffer) => decodeFrames(data, HEADER_BYTES).records.length;
    const damaged = (data: Buffer) =>
      new RegExp(`snapshot .* is damaged: ${readableWhole(data)} of ${records.length} records readable`);

    const cuts = new Set<number>();
    // inside a frame's header, just after it, and at the last byte of a frame; around the big record always
    const ends = frameEnds.filter((_, i) => i % 5 === 0 || i === 29 || i === 30);
    for (const end of ends) for (const delta of [-1, 0, 1, 4, 8, 9]) cuts.add(end + delta);
    for (let at = HEADER_BYTES; at < bytes.length; at += 61) cuts.add(at);
    for (const cut of cuts) {
      await fs.writeFile(file, bytes.subarray(0, cut));
      await expect(readSnapshot(dir, 2, CHUNK), `cut at ${cut}`).rejects.toThrow(
        damaged(bytes.subarray(0, cut)),
      );
    }
    for (let at = HEADER_BYTES + 3; at < bytes.length; at += 53) {
      const flipped = Buffer.from(bytes);
      flipped[at] ^= 0x40;
      await fs.writeFile(file, flipped);
      await expect(readSnapshot(dir, 2, CHUNK), `byte ${at} flipped`).rejects.toThrow(damaged(flipped));
    }
    // a record more than the header counts
    const extra = Buffer.concat([bytes, encodeFrame({ n: 1 })]);
    await fs.writeFile(file, extra);
    await expect(readSnapshot(dir, 2, CHUNK)).rejects.toThrow(
      `damaged: ${records.length + 1} of ${records.length} records readable`,
    );
  });

  it('does not read a chunk the size of a corrupt record length', async () => {
    const records = sampleRecords().slice(0, 5);
    const { dir, file, bytes } = await written(records);
    const at = HEADER_BYTES + encodeFrame(records[0]).length;
    const reads = await watchReads(file);
    for (const length of [0xffffffff, 64 * 1024 * 1024 + 1, 4]) {
      const corrupt = Buffer.from(bytes);
      corrupt.writeUInt32LE(length, at);
      await fs.writeFile(file, corrupt);
      reads.length = 0;
      await expect(readSnapshot(dir, 2, CHUNK)).rejects.toThrow(`damaged: 1 of ${records.length} records`);
      expect(reads.length).toBeGreaterThan(0);
      expect(Math.max(...reads)).toBeLessThanOrEqual(CHUNK);
    }
  });

  it('refuses a file that is not a snapshot, also when a chunk is smaller than the header', async () => {
    const { dir, file, bytes } = await written(sampleRecords());
    for (const chunk of [4, CHUNK]) {
      await fs.writeFile(file, bytes.subarray(0, HEADER_BYTES - 1));
      await expect(readSnapshot(dir, 2, chunk)).rejects.toThrow(/not a mongo-lite snapshot \(bad header\)/);
      await fs.writeFile(file, Buffer.concat([Buffer.from('MLSNAP2\n'), bytes.subarray(8)]));
      await expect(readSnapshot(dir, 2, chunk)).rejects.toThrow(/not a mongo-lite snapshot \(bad header\)/);
      await fs.writeFile(file, bytes);
      expect(await readSnapshot(dir, 2, chunk)).toHaveLength(bytes.readUInt32LE(8));
    }
  });
});
