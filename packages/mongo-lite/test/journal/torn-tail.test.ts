import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { openJournal } from '../../src/journal';
import { tempDir } from './helpers';

const JOURNAL = 'journal-000000000001.log';

async function storeWith(records: number[]): Promise<{ dir: string; file: string; sizes: number[] }> {
  const dir = tempDir();
  const { journal } = await openJournal(dir);
  const sizes: number[] = [];
  for (const n of records) {
    await journal.append([{ n, text: `record ${n}` }]);
    sizes.push(journal.journalBytes);
  }
  await journal.close();
  return { dir, file: path.join(dir, JOURNAL), sizes };
}

async function replayedNumbers(dir: string, thenAppend?: number): Promise<number[]> {
  const { journal, replay } = await openJournal(dir);
  if (thenAppend !== undefined) await journal.append([{ n: thenAppend, text: 'after repair' }]);
  await journal.close();
  return replay.map((record) => Number(record.n));
}

let warn: MockInstance<typeof console.warn>;

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  warn.mockRestore();
});

describe('torn and corrupt tails', () => {
  it('drops a record cut short, truncates the file, and keeps later appends', async () => {
    const { dir, file, sizes } = await storeWith([1, 2, 3]);
    await fs.truncate(file, sizes[2] - 5);
    expect(await replayedNumbers(dir, 4)).toEqual([1, 2]);
    expect(await replayedNumbers(dir)).toEqual([1, 2, 4]);
  });

  it('drops a tail holding only part of a record header', async () => {
    const { dir, file, sizes } = await storeWith([1, 2]);
    await fs.truncate(file, sizes[0] + 3);
    expect(await replayedNumbers(dir, 3)).toEqual([1]);
    expect(await replayedNumbers(dir)).toEqual([1, 3]);
  });

  it('drops garbage after the last record', async () => {
    const { dir, file, sizes } = await storeWith([1, 2]);
    await fs.appendFile(file, Buffer.from('this is not a journal record at all'));
    const { journal, replay } = await openJournal(dir);
    expect(replay.map((record) => Number(record.n))).toEqual([1, 2]);
    // cut back to the last good record before anything new is appended
    expect((await fs.stat(file)).size).toBe(sizes[1]);
    expect(journal.journalBytes).toBe(sizes[1]);
    await journal.append([{ n: 3 }]);
    await journal.close();
    expect(await replayedNumbers(dir)).toEqual([1, 2, 3]);
  });

  it('drops a zero-filled tail (pages allocated but never written)', async () => {
    const { dir, file } = await storeWith([1, 2]);
    await fs.appendFile(file, Buffer.alloc(4096));
    expect(await replayedNumbers(dir, 3)).toEqual([1, 2]);
    expect(await replayedNumbers(dir)).toEqual([1, 2, 3]);
  });

  it('drops a last record whose checksum does not match', async () => {
    const { dir, file, sizes } = await storeWith([1, 2, 3]);
    const data = await fs.readFile(file);
    data[sizes[1] + 20] ^= 0x40; // a bit inside the third record's body
    await fs.writeFile(file, data);
    expect(await replayedNumbers(dir, 4)).toEqual([1, 2]);
    expect(await replayedNumbers(dir)).toEqual([1, 2, 4]);
  });

  it('drops a last record whose length field is damaged', async () => {
    const { dir, file, sizes } = await storeWith([1, 2]);
    const data = await fs.readFile(file);
    data.writeUInt32LE(0xfffffff0, sizes[0]);
    await fs.writeFile(file, data);
    expect(await replayedNumbers(dir, 3)).toEqual([1]);
    expect(await replayedNumbers(dir)).toEqual([1, 3]);
  });

  it('opens a journal that is only garbage as empty', async () => {
    const dir = tempDir();
    await fs.writeFile(path.join(dir, JOURNAL), Buffer.from([1, 2, 3, 4, 5, 6, 7, 8, 9]));
    expect(await replayedNumbers(dir, 1)).toEqual([]);
    expect(await replayedNumbers(dir)).toEqual([1]);
  });

  it('keeps the cut bytes in a side file and warns before truncating a torn tail', async () => {
    const { dir, file, sizes } = await storeWith([1, 2]);
    const tail = Buffer.from('half of a batch that was never acknowledged');
    await fs.appendFile(file, tail);
    expect(await replayedNumbers(dir)).toEqual([1, 2]);
    const side = path.join(dir, `${JOURNAL}.torn-${sizes[1]}`);
    expect(await fs.readFile(side)).toEqual(tail);
    // it holds document bytes: as private as the journal it came from
    expect((await fs.stat(side)).mode & 0o777).toBe(0o600);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain(side);
    // the side file is not a store file: the store still opens and replays the same records
    expect(await replayedNumbers(dir)).toEqual([1, 2]);
  });
});

describe('corruption before intact records', () => {
  it('refuses to open, naming the file and offset, and leaves the journal untouched', async () => {
    const { dir, file, sizes } = await storeWith([1, 2, 3, 4, 5]);
    const data = await fs.readFile(file);
    data[sizes[1] + 20] ^= 0x40; // inside the third of five acknowledged records
    await fs.writeFile(file, data);
    await expect(openJournal(dir)).rejects.toThrow(
      `mongo-lite journal ${file} is corrupt at offset ${sizes[1]}: 2 intact record(s) follow`,
    );
    expect(await fs.readFile(file)).toEqual(data);
    expect((await fs.readdir(dir)).filter((name) => name.includes('.torn-'))).toEqual([]);
    // the refusal released the lock: after moving the file aside as the message says, the store opens
    await fs.rename(file, `${file}.damaged`);
    expect(await replayedNumbers(dir)).toEqual([]);
  });

  it('refuses when a damaged length field hides the records after it', async () => {
    const { dir, file, sizes } = await storeWith([1, 2, 3]);
    const data = await fs.readFile(file);
    data.writeUInt32LE(0xfffffff0, sizes[0]);
    await fs.writeFile(file, data);
    await expect(openJournal(dir)).rejects.toThrow(`is corrupt at offset ${sizes[0]}: 1 intact record(s)`);
  });
});
