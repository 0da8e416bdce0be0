import { promises as fs } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { afterEach, describe, expect, it } from 'vitest';
import { startMongoLite, type MongoLite } from '../../src/index';

/** The store holds every document, password hashes included: only the user running mongo-lite may read it. */
const dirs: string[] = [];
const servers: MongoLite[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop();
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function start(options: Parameters<typeof startMongoLite>[0]): Promise<MongoLite> {
  const server = await startMongoLite(options);
  servers.push(server);
  return server;
}

const mode = async (path: string): Promise<number> => (await stat(path)).mode & 0o777;

describe('the store on disk is private', () => {
  it('creates dbPath 0700 and every file in it 0600, and tightens what an older version left open', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ml-'));
    dirs.push(dir);
    const dbPath = join(dir, 'db');
    let server = await start({ dbPath, compactAfterBytes: 2048 });
    let client = await MongoClient.connect(server.uri);
    const log = client.db('farm').collection('log');
    // enough writes to compact: a snapshot as well as journals
    for (let i = 0; i < 30; i++) await log.insertOne({ i, text: 'x'.repeat(200) });
    await client.close();
    expect(await mode(dbPath)).toBe(0o700);
    expect(await mode(join(dbPath, 'mongo-lite.lock'))).toBe(0o600);
    // stopping waits for a compaction in progress, so the files listed are the ones that stay
    await server.stop();
    servers.splice(0);
    const files = await readdir(dbPath);
    expect(files.some((name) => name.startsWith('snapshot-'))).toBe(true);
    expect(files.some((name) => name.startsWith('journal-'))).toBe(true);
    for (const name of files) expect([name, await mode(join(dbPath, name))]).toEqual([name, 0o600]);

    await fs.chmod(dbPath, 0o755);
    for (const name of await readdir(dbPath)) await fs.chmod(join(dbPath, name), 0o644);
    server = await start({ dbPath });
    client = await MongoClient.connect(server.uri);
    expect(await client.db('farm').collection('log').countDocuments()).toBe(30);
    await client.close();
    expect(await mode(dbPath)).toBe(0o700);
    for (const name of await readdir(dbPath))
      expect([name, await mode(join(dbPath, name))]).toEqual([name, 0o600]);
  });
});
