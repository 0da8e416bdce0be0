import { promises as fs } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Logger } from '@nestjs/common';
import mongoose from 'mongoose';
import { loadConfig, type AppConfig } from '../config/app-config';
import {
  DatabaseServer,
  refusesTransactions,
  replaceDatabaseName,
  withDatabaseName,
} from './database-server';

const mode = async (path: string): Promise<number> => (await stat(path)).mode & 0o777;

/** The socket path inside a mongodb:// URI written in the driver's socket form (percent-encoded host). */
function socketOf(uri: string): string {
  const host = /^mongodb:\/\/([^/?]+)/.exec(uri)?.[1] ?? '';
  return decodeURIComponent(host);
}

/** Inodes of the TCP sockets this process listens on (Linux /proc): none may appear for the embedded store. */
async function listeningTcpInodes(): Promise<Set<string>> {
  const listening = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const text = await fs.readFile(table, 'utf8').catch(() => '');
    for (const line of text.split('\n').slice(1)) {
      const columns = line.trim().split(/\s+/);
      if (columns[3] === '0A') listening.add(columns[9] as string); // 0A: LISTEN; column 9: inode
    }
  }
  const mine = new Set<string>();
  for (const fd of await readdir('/proc/self/fd').catch(() => [] as string[])) {
    const target = await fs.readlink(`/proc/self/fd/${fd}`).catch(() => '');
    const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
    if (inode && listening.has(inode)) mine.add(inode);
  }
  return mine;
}

async function writeAndRead(uri: string): Promise<unknown> {
  const connection = await mongoose.createConnection(uri).asPromise();
  try {
    await connection.collection('users').insertOne({ email: 'amina@farm.ae' });
    return (await connection.collection('users').findOne({}))?.email;
  } finally {
    await connection.close();
  }
}

describe('DatabaseServer (embedded mongo-lite)', () => {
  const dirs: string[] = [];
  let warn: jest.SpyInstance;

  beforeAll(() => {
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });

  afterAll(() => {
    jest.restoreAllMocks();
  });

  afterEach(async () => {
    for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  async function dataDir(name = 'data'): Promise<string> {
    const parent = await mkdtemp(join(tmpdir(), 'farm-api-'));
    dirs.push(parent);
    return join(parent, name);
  }

  const configFor = (dir: string | undefined): AppConfig => ({
    ...loadConfig({ DATA_DIR: dir ?? '/nonexistent-data-dir' }),
    mongodbUri: undefined,
    embeddedDbPath: dir === undefined ? undefined : join(dir, 'db'),
  });

  it('keeps the store on disk private: a socket in DATA_DIR/db, 0700 directories, no TCP port', async () => {
    const dir = await dataDir();
    await fs.mkdir(dir, { mode: 0o755 });
    await fs.chmod(dir, 0o755);
    const before = await listeningTcpInodes();
    const server = await DatabaseServer.start(configFor(dir));
    try {
      const socket = join(dir, 'db', 'mongo-lite.sock');
      expect(server.uri).toBe(`mongodb://${encodeURIComponent(socket)}/farm`);
      expect(await listeningTcpInodes()).toEqual(before);
      expect(await mode(dir)).toBe(0o700);
      expect(await mode(join(dir, 'db'))).toBe(0o700);
      expect(await mode(socket)).toBe(0o600);
      expect(await writeAndRead(server.uri)).toBe('amina@farm.ae');
      for (const name of await readdir(join(dir, 'db'))) {
        if (name !== 'mongo-lite.sock')
          expect([name, await mode(join(dir, 'db', name))]).toEqual([name, 0o600]);
      }
    } finally {
      await server.stop();
    }
    await expect(stat(join(dir, 'db', 'mongo-lite.sock'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('serves the store from a thread of its own: this thread gets no handle of it', async () => {
    const handles = () => process.getActiveResourcesInfo().filter((name) => /Pipe|TCP/.test(name)).length;
    const before = handles();
    const server = await DatabaseServer.start(configFor(undefined));
    try {
      expect(handles()).toBe(before);
      expect(await writeAndRead(server.uri)).toBe('amina@farm.ae');
    } finally {
      await server.stop();
    }
  });

  it("refuses a second start on the same DATA_DIR with the store's own reason, and the first keeps working", async () => {
    const dir = await dataDir();
    const first = await DatabaseServer.start(configFor(dir));
    try {
      await expect(DatabaseServer.start(configFor(dir))).rejects.toThrow(/in use by this process/);
      expect(await writeAndRead(first.uri)).toBe('amina@farm.ae');
    } finally {
      await first.stop();
    }
    // once stopped, the store opens again, with what the first one wrote
    const again = await DatabaseServer.start(configFor(dir));
    try {
      const connection = await mongoose.createConnection(again.uri).asPromise();
      expect(await connection.collection('users').countDocuments()).toBe(1);
      await connection.close();
    } finally {
      await again.stop();
    }
  });

  it('a start refused (a store that cannot open, a store in use) leaves no socket directory and the store free', async () => {
    // Deeper than a socket path may be, so each start makes a temporary socket directory: in a temporary
    // directory of this test's own, which no other test file running meanwhile writes to.
    const dir = await dataDir('d'.repeat(120));
    await fs.mkdir(dir, { recursive: true });
    const ownTmp = await mkdtemp(join(tmpdir(), 'farm-tmp-'));
    dirs.push(ownTmp);
    // The very module object database-server.ts calls tmpdir() on.
    const nodeOs = jest.requireActual<typeof import('node:os')>('node:os');
    const ownTmpdir = jest.spyOn(nodeOs, 'tmpdir').mockReturnValue(ownTmp);
    try {
      const socketDirs = async () => (await readdir(ownTmp)).filter((name) => name.startsWith('farm-db-'));
      // DATA_DIR/db is a file: the store cannot open, and says why.
      await fs.writeFile(join(dir, 'db'), 'not a directory');
      await expect(DatabaseServer.start(configFor(dir))).rejects.toThrow();
      expect(await socketDirs()).toEqual([]);
      // The thread has ended and given the store back: it opens at once once the cause is gone.
      await rm(join(dir, 'db'));
      const server = await DatabaseServer.start(configFor(dir));
      try {
        expect(await socketDirs()).toHaveLength(1);
        await expect(DatabaseServer.start(configFor(dir))).rejects.toThrow(/in use by this process/);
        expect(await socketDirs()).toHaveLength(1);
        expect(await writeAndRead(server.uri)).toBe('amina@farm.ae');
      } finally {
        await server.stop();
      }
      expect(await socketDirs()).toEqual([]);
    } finally {
      ownTmpdir.mockRestore();
    }
  });

  it('puts the in-memory store on a socket in a private temporary directory, removed on stop', async () => {
    const before = await listeningTcpInodes();
    const server = await DatabaseServer.start(configFor(undefined));
    const socket = socketOf(server.uri);
    try {
      expect(socket.startsWith(join(tmpdir(), 'farm-db-'))).toBe(true);
      expect(await mode(dirname(socket))).toBe(0o700);
      expect(await listeningTcpInodes()).toEqual(before);
      expect(await writeAndRead(server.uri)).toBe('amina@farm.ae');
    } finally {
      await server.stop();
    }
    await expect(stat(dirname(socket))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('falls back to a private temporary socket when DATA_DIR is too deep for a socket path', async () => {
    const dir = await dataDir('d'.repeat(120));
    const server = await DatabaseServer.start(configFor(dir));
    try {
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('longer than a Unix socket path may be'));
      expect(dirname(socketOf(server.uri)).startsWith(join(tmpdir(), 'farm-db-'))).toBe(true);
      expect(await writeAndRead(server.uri)).toBe('amina@farm.ae');
      // the data still lives in DATA_DIR/db
      expect((await readdir(join(dir, 'db'))).some((name) => name.startsWith('journal-'))).toBe(true);
    } finally {
      await server.stop();
    }
  });
});

describe('withDatabaseName', () => {
  it('adds a name to a URI without one', () => {
    expect(withDatabaseName('mongodb://127.0.0.1:27017', 'farm')).toBe('mongodb://127.0.0.1:27017/farm');
    expect(withDatabaseName('mongodb://127.0.0.1:27017/', 'farm')).toBe('mongodb://127.0.0.1:27017/farm');
    expect(withDatabaseName('mongodb://h:1/?directConnection=true', 'farm')).toBe(
      'mongodb://h:1/farm?directConnection=true',
    );
  });

  it('keeps a name that is already there', () => {
    expect(withDatabaseName('mongodb://mongo:27017/shop', 'farm')).toBe('mongodb://mongo:27017/shop');
  });
  it('names the database of a configured MongoDB whose URI has none, leaving the URI as given', async () => {
    const start = (mongodbUri: string) => DatabaseServer.start({ ...loadConfig({}), mongodbUri });
    // The URI's path also names where a password is checked: it stays as the operator wrote it.
    const bare = await start('mongodb://root:pw@mongo:27017/?replicaSet=rs0');
    expect(bare.uri).toBe('mongodb://root:pw@mongo:27017/?replicaSet=rs0');
    expect(bare.dbName).toBe('farm');
    expect((await start('mongodb://mongo:27017/shop?replicaSet=rs0')).dbName).toBeUndefined();
  });
});

describe('refusesTransactions', () => {
  it("knows a standalone server's refusal from any other failure", () => {
    expect(
      refusesTransactions({
        code: 20,
        message: 'Transaction numbers are only allowed on a replica set member or mongos',
      }),
    ).toBe(true);
    expect(refusesTransactions({ code: 112, message: 'WriteConflict' })).toBe(false);
    expect(refusesTransactions(new Error('connection refused'))).toBe(false);
  });
});

describe('replaceDatabaseName', () => {
  it('swaps the database and keeps credentials and options', () => {
    expect(replaceDatabaseName('mongodb://u:p@mongo:27017/farm?authSource=admin', 'farm_test_1')).toBe(
      'mongodb://u:p@mongo:27017/farm_test_1?authSource=admin',
    );
    expect(replaceDatabaseName('mongodb+srv://cluster.example.net', 'x')).toBe(
      'mongodb+srv://cluster.example.net/x',
    );
  });
});
