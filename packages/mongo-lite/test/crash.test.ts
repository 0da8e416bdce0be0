import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { MongoClient, ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedSeed, random } from './helpers/random';

/**
 * A server killed with SIGKILL in the middle of a write loop has, after a
 * restart on the same dbPath, every write it acknowledged.
 */
const packageDir = path.resolve(__dirname, '..');
const sourceCli = path.join(packageDir, 'src', 'cli.ts');

/** node arguments that run the CLI from source (never a stale build); the server must be our direct child so
 *  SIGKILL reaches it, not a wrapper. */
const command = ['--import', 'tsx', sourceCli];

const running: ChildProcess[] = [];
let dbPath: string;
beforeAll(() => {
  dbPath = mkdtempSync(path.join(os.tmpdir(), 'mongo-lite-crash-'));
});
afterAll(() => {
  for (const child of running)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dbPath, { recursive: true, force: true });
});

interface Server {
  child: ChildProcess;
  uri: string;
  exited: Promise<void>;
}

async function startServer(): Promise<Server> {
  const child = spawn(process.execPath, [...command, '--port', '0', '--dbpath', dbPath], {
    cwd: packageDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const uri = await new Promise<string>((resolve, reject) => {
    let output = '';
    const onOutput = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /mongo-lite listening on (mongodb:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]);
    };
    child.stdout!.on('data', onOutput);
    child.stderr!.on('data', onOutput);
    child.once('exit', (code) => {
      // quoted line by line: vitest would otherwise take the child's stack lines for this error's own stack
      const quoted = output.replace(/^/gm, '| ');
      reject(new Error(`mongo-lite exited (${code}) before listening:\n${quoted}`));
    });
  });
  return { child, uri, exited };
}

interface Acknowledged {
  ids: ObjectId[];
  /** highest counter value an acknowledged $inc returned */
  counter: number;
  /** errors raised while the server was still alive: the write loop itself must not fail */
  errors: string[];
}

/**
 * Writers insert documents and bump a counter until the server dies, killed right after the `killAt`-th
 * acknowledged insert (other writes are then on their way); returns what was acknowledged.
 */
async function writeUntilKilled(server: Server, round: number, killAt: number): Promise<Acknowledged> {
  const client = new MongoClient(server.uri, { serverSelectionTimeoutMS: 3000, retryWrites: false });
  await client.connect();
  const items = client
    .db('crash')
    .collection<{ _id: ObjectId; round: number; writer: number; n: number }>('items');
  const counters = client.db('crash').collection<{ _id: string; value: number }>('counters');
  const acknowledged: Acknowledged = { ids: [], counter: 0, errors: [] };
  let killed = false;
  let stop = false;
  const kill = () => {
    if (killed) return;
    killed = true;
    server.child.kill('SIGKILL');
  };
  const failed = (error: unknown) => {
    // after the kill a failing write is expected: it was never acknowledged; before it, the round ends
    if (!killed) acknowledged.errors.push(String(error));
    kill();
  };
  const inserter = async (writer: number) => {
    for (let n = 0; !stop; n++) {
      const _id = new ObjectId();
      try {
        await items.insertOne({ _id, round, writer, n });
      } catch (error) {
        return failed(error);
      }
      if (acknowledged.ids.push(_id) >= killAt) kill();
    }
  };
  const incrementer = async () => {
    while (!stop) {
      try {
        const after = await counters.findOneAndUpdate(
          { _id: 'hits' },
          { $inc: { value: 1 } },
          { upsert: true, returnDocument: 'after' },
        );
        acknowledged.counter = Math.max(acknowledged.counter, after!.value);
      } catch (error) {
        return failed(error);
      }
    }
  };
  const writers = [0, 1, 2, 3].map(inserter).concat(incrementer());
  await server.exited;
  stop = true;
  await Promise.all(writers);
  await client.close(true);
  return acknowledged;
}

describe('SIGKILL during a write loop (server level)', () => {
  it('keeps every acknowledged write after a restart on the same dbPath', async () => {
    // where the kill lands differs from run to run; a failing run is replayed from its logged seed
    const rnd = random(loggedSeed('SIGKILL during a write loop'));
    const acknowledgedIds: ObjectId[] = [];
    let counter = 0;
    for (let round = 0; round < 2; round++) {
      const server = await startServer();
      const acknowledged = await writeUntilKilled(server, round, 100 + Math.floor(rnd() * 300));
      expect(acknowledged.errors).toEqual([]);
      expect(server.child.signalCode).toBe('SIGKILL');
      acknowledgedIds.push(...acknowledged.ids);
      counter = Math.max(counter, acknowledged.counter);
    }

    const server = await startServer();
    const client = new MongoClient(server.uri, { serverSelectionTimeoutMS: 3000 });
    try {
      const db = client.db('crash');
      const stored = new Set(
        (
          await db
            .collection('items')
            .find({}, { projection: { _id: 1 } })
            .toArray()
        ).map((doc) => doc._id.toHexString()),
      );
      const missing = acknowledgedIds.filter((id) => !stored.has(id.toHexString()));
      expect(missing).toEqual([]);
      expect(acknowledgedIds.length).toBeGreaterThan(200);
      const hits = await db.collection<{ _id: string; value: number }>('counters').findOne({ _id: 'hits' });
      expect(counter).toBeGreaterThan(0);
      expect(hits?.value).toBeGreaterThanOrEqual(counter);
      // the restarted store still takes writes
      await db.collection('items').insertOne({ after: 'restart' });
      expect(await db.collection('items').countDocuments({ after: 'restart' })).toBe(1);
    } finally {
      await client.close();
      server.child.kill('SIGTERM');
      await server.exited;
    }
    expect(server.child.exitCode).toBe(0);
  }, 40_000);
});
