import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GridFSBucket, MongoClient } from 'mongodb';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi, type MockInstance } from 'vitest';
import { startMongoLite, type MongoLiteOptions } from '../../src/index';
import { openJournal } from '../../src/journal';
import { ManualClock } from '../helpers/manual-clock';
import { tempDir } from './helpers';

/**
 * What a store deletes must leave its files within a bounded time, however few writes follow: a quiet shop
 * can take months to write compactAfterBytes, and every backup of the directory would copy the deleted
 * documents meanwhile. Torn side files hold document bytes too and are kept only for a while.
 */

const hour = 3600_000;
const day = 24 * hour;

/** A server on a store and a client of it, both closed when the test ends (or earlier through `stop`). */
async function start(options: MongoLiteOptions) {
  const server = await startMongoLite(options);
  const client = await MongoClient.connect(server.uri);
  let stopped: Promise<void> | undefined;
  // stopping waits for a compaction in progress, so the files seen afterwards are the ones that stay
  const stop = () =>
    (stopped ??= (async () => {
      await client.close();
      await server.stop();
    })());
  onTestFinished(stop);
  return { db: client.db('shop'), stop };
}

/** The names of the store's files holding `marker` anywhere in their bytes. */
async function filesHolding(dir: string, marker: string): Promise<string[]> {
  const holding: string[] = [];
  for (const name of (await fs.readdir(dir)).sort()) {
    if ((await fs.readFile(path.join(dir, name))).includes(marker)) holding.push(name);
  }
  return holding;
}

/** A customer and a CV in GridFS, both carrying `marker`, then an account deletion that removes both. */
async function createAndEraseCustomer(db: ReturnType<MongoClient['db']>, marker: string): Promise<void> {
  const customers = db.collection('customers');
  await customers.insertOne({ _id: 'c-1' as never, name: `Ada ${marker}`, email: `${marker}@example.com` });
  await customers.insertOne({ _id: 'c-2' as never, name: 'Grace', email: 'grace@example.com' });
  const bucket = new GridFSBucket(db, { bucketName: 'cvs' });
  const upload = bucket.openUploadStream('cv.pdf');
  await pipeline(Readable.from([Buffer.from(`%PDF curriculum vitae of ${marker}`)]), upload);
  await customers.deleteOne({ _id: 'c-1' as never });
  await bucket.delete(upload.id);
}

let warn: MockInstance<typeof console.warn>;

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  warn.mockRestore();
});

describe('compaction by age', () => {
  it('removes a deleted document from disk once the oldest journal record is compactAfterMs old', async () => {
    const dbPath = tempDir();
    const clock = new ManualClock();
    const marker = 'erase-me-7f3a91';
    const { db, stop } = await start({ dbPath, clock });
    await createAndEraseCustomer(db, marker);
    // far below compactAfterBytes: only the age can get the journal compacted
    expect(await filesHolding(dbPath, marker)).toEqual(['journal-000000000001.log']);

    clock.advance(day - hour);
    expect(await filesHolding(dbPath, marker)).toEqual(['journal-000000000001.log']);

    clock.advance(2 * hour);
    await stop();
    expect(await filesHolding(dbPath, marker)).toEqual([]);
    expect(await fs.readdir(dbPath)).toEqual(['snapshot-000000000002.bson']);

    const again = await start({ dbPath });
    expect(await again.db.collection('customers').find().toArray()).toEqual([
      { _id: 'c-2', name: 'Grace', email: 'grace@example.com' },
    ]);
    expect(await again.db.collection('cvs.chunks').countDocuments()).toBe(0);
  });

  it('honours compactAfterMs, and dates a journal left by an earlier run by its first record', async () => {
    const dbPath = tempDir();
    const marker = 'erase-me-c0ffee';
    const first = await start({ dbPath });
    await createAndEraseCustomer(first.db, marker);
    await first.stop();

    // a restart does not make the journal young again
    const clock = new ManualClock();
    const second = await start({ dbPath, clock, compactAfterMs: 2 * hour });
    clock.advance(hour);
    // a file system without birth times has the journal compacted at once instead
    const stat = await fs.stat(path.join(dbPath, 'journal-000000000001.log'));
    if (stat.birthtimeMs > 0 && stat.birthtimeMs < stat.ctimeMs)
      expect(await filesHolding(dbPath, marker)).toEqual(['journal-000000000001.log']);
    clock.advance(hour + 60_000);
    await second.stop();
    expect(await filesHolding(dbPath, marker)).toEqual([]);
  });
});

describe('torn side files', () => {
  const tornName = (offset: number) => `journal-000000000001.log.torn-${offset}`;

  const created = { op: 'createCollection', db: 'shop', coll: 'orders', options: {} };

  /** A store whose journal holds one record, with torn side files written `ages` ms before `now`. */
  async function storeWithTornFiles(now: number, ages: number[]): Promise<string> {
    const dir = tempDir();
    const { journal } = await openJournal(dir);
    await journal.append([created]);
    await journal.close();
    for (const [i, age] of ages.entries()) {
      const file = path.join(dir, tornName(i + 100));
      await fs.writeFile(file, 'bytes of a batch a crash cut short', { mode: 0o600 });
      await fs.utimes(file, new Date(now - age), new Date(now - age));
    }
    return dir;
  }

  const tornFiles = async (dir: string) =>
    (await fs.readdir(dir)).filter((name) => name.includes('.torn-')).sort();

  it('removes those older than keepTornFilesMs when the store opens, and keeps the recent ones', async () => {
    const now = Date.now() + 3 * day; // the clock has moved on since the crashes
    const dir = await storeWithTornFiles(now, [8 * day, 6 * day, hour]);
    const { journal, replay } = await openJournal(dir, { now: () => now });
    await journal.close();
    expect(replay).toEqual([created]);
    expect(await tornFiles(dir)).toEqual([tornName(101), tornName(102)]);

    const later = await openJournal(dir, { now: () => now, keepTornFilesMs: 2 * hour });
    await later.journal.close();
    expect(await tornFiles(dir)).toEqual([tornName(102)]);
  });

  it('removes those that grew too old at a compaction while the store is open', async () => {
    const clock = new ManualClock();
    const dir = await storeWithTornFiles(clock.now(), [6 * day + 12 * hour, hour]);
    const { db, stop } = await start({ dbPath: dir, clock });
    expect(await tornFiles(dir)).toEqual([tornName(100), tornName(101)]);
    await db.collection('orders').insertOne({ _id: 'o-1' as never });

    clock.advance(day + 60_000);
    await stop();
    expect(await tornFiles(dir)).toEqual([tornName(101)]);
    expect((await fs.readdir(dir)).filter((name) => name.startsWith('journal-'))).toEqual([tornName(101)]);
  });

  it('keeps the side file of a torn tail found on opening', async () => {
    const dir = await storeWithTornFiles(Date.now(), []);
    await fs.appendFile(path.join(dir, 'journal-000000000001.log'), 'half of a batch never acknowledged');
    const { journal, replay } = await openJournal(dir);
    await journal.close();
    expect(replay).toEqual([created]);
    expect(await tornFiles(dir)).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
