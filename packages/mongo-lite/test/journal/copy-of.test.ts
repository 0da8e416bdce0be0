import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { describe, expect, it, onTestFinished } from 'vitest';
import { startMongoLite, type MongoLite } from '../../src/index';
import { tempDir } from './helpers';

/** A server and a client of it, both closed when the test ends (or earlier through `stop`). */
async function start(options: Parameters<typeof startMongoLite>[0]) {
  const server: MongoLite = await startMongoLite(options);
  const client = await MongoClient.connect(server.uri);
  const stop = async () => {
    await client.close();
    await server.stop();
  };
  onTestFinished(stop);
  return { db: client.db('farm'), stop };
}

/** Every file of a store, by name, with its bytes. */
async function filesOf(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const name of (await readdir(dir)).sort())
    files[name] = (await readFile(join(dir, name))).toString('hex');
  return files;
}

describe('an in-memory server started from a copy of a store (copyOf)', () => {
  it('holds the store’s documents and indexes, writes only to memory, and leaves the files as they were', async () => {
    const dbPath = tempDir();
    const durable = await start({ dbPath, compactAfterBytes: 4096 });
    const plants = durable.db.collection('plants');
    await plants.createIndex({ sku: 1 }, { unique: true });
    // enough writes to compact once: the copy is read from a snapshot and the journal after it
    for (let i = 0; i < 40; i++) await plants.insertOne({ sku: `basil-${i}`, note: 'x'.repeat(120) });
    await plants.deleteOne({ sku: 'basil-0' });
    await durable.stop();
    const before = await filesOf(dbPath);
    expect(Object.keys(before).some((name) => name.startsWith('snapshot-'))).toBe(true);

    const first = (await start({ copyOf: dbPath })).db.collection('plants');
    const second = (await start({ copyOf: dbPath })).db.collection('plants');
    expect(await first.countDocuments()).toBe(39);
    expect(await first.findOne({ sku: 'basil-0' })).toBeNull();
    expect((await first.indexes()).map((index) => index.name)).toContain('sku_1');
    await expect(first.insertOne({ sku: 'basil-1' })).rejects.toMatchObject({ code: 11000 });

    await first.insertOne({ sku: 'mint-1' });
    await first.deleteMany({ sku: /^basil-1/ });
    expect(await first.countDocuments()).toBe(29);
    // each copy is its own
    expect(await second.countDocuments()).toBe(39);
    expect(await second.findOne({ sku: 'mint-1' })).toBeNull();
    expect(await filesOf(dbPath)).toEqual(before);
  });

  it('refuses a store on disk and a copy at once, and a directory that is not there', async () => {
    const dir = tempDir();
    await expect(startMongoLite({ dbPath: dir, copyOf: dir })).rejects.toThrow(/not both/);
    await expect(startMongoLite({ copyOf: join(dir, 'missing') })).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
