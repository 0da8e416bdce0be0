import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import type { Document } from 'bson';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../src/journal';
import { tempDir } from './helpers';

const numbers = (records: Document[]) => records.map((record) => Number(record.n));
const asRecords = (state: number[]) => state.map((n) => ({ n }));

async function reopen(dir: string): Promise<number[]> {
  const { journal, replay } = await openJournal(dir);
  await journal.close();
  return numbers(replay);
}

async function storeFiles(dir: string): Promise<string[]> {
  return (await fs.readdir(dir)).filter((name) => name !== 'mongo-lite.lock').sort();
}

describe('compaction', () => {
  it('calls snapshot synchronously and keeps appends racing it after the snapshot', async () => {
    const dir = tempDir();
    const { journal } = await openJournal(dir);
    const state: number[] = [];
    const appendOne = (n: number) => {
      state.push(n); // applied first, then journalled, as the engine does
      return journal.append([{ n }]);
    };
    const before = [1, 2, 3, 4, 5].map(appendOne); // still in flight when compaction starts
    let snapshotCalled = false;
    const compaction = journal.compact(() => {
      snapshotCalled = true;
      return asRecords(state);
    });
    expect(snapshotCalled).toBe(true);
    expect(journal.journalBytes).toBe(0);
    const during = [6, 7, 8].map(appendOne);
    await Promise.resolve();
    const later = [9, 10].map(appendOne);
    await Promise.all([...before, compaction, ...during, ...later]);
    const after = [11, 12].map(appendOne);
    await Promise.all(after);
    await journal.close();

    expect(await storeFiles(dir)).toEqual(['journal-000000000002.log', 'snapshot-000000000002.bson']);
    expect(await reopen(dir)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('compacts repeatedly, also with compactions overlapping each other', async () => {
    const dir = tempDir();
    const state: number[] = [];
    const { journal } = await openJournal(dir);
    const pending: Promise<void>[] = [];
    for (let n = 1; n <= 60; n++) {
      state.push(n);
      pending.push(journal.append([{ n }]));
      if (n % 20 === 0) pending.push(journal.compact(() => asRecords(state)));
    }
    await Promise.all(pending);
    await journal.close();
    expect(await storeFiles(dir)).toEqual(['snapshot-000000000004.bson']);
    expect(await reopen(dir)).toEqual(state);

    // a reopened store continues in its generation and compacts again
    const second = await openJournal(dir);
    await second.journal.append([{ n: 61 }]);
    await second.journal.compact(() => asRecords([...state, 61]));
    await second.journal.append([{ n: 62 }]);
    await second.journal.close();
    expect(await storeFiles(dir)).toEqual(['journal-000000000005.log', 'snapshot-000000000005.bson']);
    expect(await reopen(dir)).toEqual([...state, 61, 62]);
  });

  it('an empty snapshot empties the store', async () => {
    const dir = tempDir();
    const { journal } = await openJournal(dir);
    await journal.append([{ n: 1 }]);
    await journal.compact(() => []);
    await journal.close();
    expect(await reopen(dir)).toEqual([]);
  });

  it('dates the oldest record not yet in a snapshot, for compaction by age', async () => {
    const dir = tempDir();
    let now = 1_000;
    const { journal } = await openJournal(dir, { now: () => now });
    expect(journal.oldestRecordAt).toBeUndefined();
    await journal.append([{ n: 1 }]);
    now = 2_000;
    await journal.append([{ n: 2 }]);
    expect(journal.oldestRecordAt).toBe(1_000);
    await journal.compact(() => asRecords([1, 2]));
    expect(journal.oldestRecordAt).toBeUndefined();
    now = 3_000;
    await journal.append([{ n: 3 }]);
    expect(journal.oldestRecordAt).toBe(3_000);
    await journal.close();
  });

  it('a snapshot that throws changes nothing', async () => {
    const dir = tempDir();
    const { journal } = await openJournal(dir);
    await journal.append([{ n: 1 }]);
    await expect(
      journal.compact(() => {
        throw new Error('no snapshot today');
      }),
    ).rejects.toThrow('no snapshot today');
    await journal.append([{ n: 2 }]);
    await journal.close();
    expect(await storeFiles(dir)).toEqual(['journal-000000000001.log']);
    expect(await reopen(dir)).toEqual([1, 2]);
  });
});

/**
 * The files a crash can leave at each step of a compaction from generation 1 to 2 (records 1-2 before it,
 * 3 after): each must open with exactly the acknowledged records, once.
 */
describe('compaction crash points', () => {
  async function compactedStore(): Promise<{ dir: string; oldJournal: Buffer }> {
    const dir = tempDir();
    const { journal } = await openJournal(dir);
    await journal.append([{ n: 1 }, { n: 2 }]);
    const oldJournal = await fs.readFile(path.join(dir, 'journal-000000000001.log'));
    await journal.compact(() => asRecords([1, 2]));
    await journal.append([{ n: 3 }]);
    await journal.close();
    return { dir, oldJournal };
  }

  it('crash while the snapshot temp file is written: it is ignored and removed', async () => {
    const { dir, oldJournal } = await compactedStore();
    await fs.rm(path.join(dir, 'snapshot-000000000002.bson'));
    await fs.writeFile(path.join(dir, 'journal-000000000001.log'), oldJournal);
    await fs.writeFile(path.join(dir, 'snapshot-000000000002.bson.tmp'), Buffer.from('MLSNAP1\npartial'));
    expect(await reopen(dir)).toEqual([1, 2, 3]);
    expect(await storeFiles(dir)).toEqual(['journal-000000000001.log', 'journal-000000000002.log']);
  });

  it('crash before the rename: the old journal and the new one both replay', async () => {
    const { dir, oldJournal } = await compactedStore();
    await fs.rm(path.join(dir, 'snapshot-000000000002.bson'));
    await fs.writeFile(path.join(dir, 'journal-000000000001.log'), oldJournal);
    expect(await reopen(dir)).toEqual([1, 2, 3]);
  });

  it('crash after the rename, before the old journal is removed: the old journal is ignored', async () => {
    const { dir, oldJournal } = await compactedStore();
    await fs.writeFile(path.join(dir, 'journal-000000000001.log'), oldJournal);
    expect(await reopen(dir)).toEqual([1, 2, 3]);
    expect(await storeFiles(dir)).toEqual(['journal-000000000002.log', 'snapshot-000000000002.bson']);
  });

  it('crash before the new generation received any append: the snapshot alone replays', async () => {
    const dir = tempDir();
    const { journal } = await openJournal(dir);
    await journal.append([{ n: 1 }]);
    await journal.compact(() => asRecords([1]));
    await journal.close();
    expect(await storeFiles(dir)).toEqual(['snapshot-000000000002.bson']);
    expect(await reopen(dir)).toEqual([1]);
  });

  it('a damaged snapshot is reported, not silently dropped', async () => {
    const { dir } = await compactedStore();
    const file = path.join(dir, 'snapshot-000000000002.bson');
    const data = await fs.readFile(file);
    data[data.length - 3] ^= 0xff;
    await fs.writeFile(file, data);
    await expect(openJournal(dir)).rejects.toThrow(/snapshot .*snapshot-000000000002\.bson is damaged/);
    // the failed open released its lock
    await fs.writeFile(file, (await fs.readFile(file)).subarray(0, 12));
    await expect(openJournal(dir)).rejects.toThrow(/damaged/);
  });
});
