import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { promises as fs } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import mongoose from 'mongoose';
import { afterEach, describe, expect, it } from 'vitest';
import { maxSocketPathBytes, startMongoLite, type MongoLite } from '../../src/index';

/**
 * mongo-lite has no authentication, so whoever can connect reads every database: on a Unix domain socket in a
 * private directory only its user can, and its files are private too.
 */
const dirs: string[] = [];
const servers: MongoLite[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop();
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function privateDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'ml-'));
  dirs.push(dir);
  return dir;
}

async function start(options: Parameters<typeof startMongoLite>[0]): Promise<MongoLite> {
  const server = await startMongoLite(options);
  servers.push(server);
  return server;
}

const mode = async (path: string): Promise<number> => (await stat(path)).mode & 0o777;

/** Inodes of the TCP sockets this process listens on (Linux: /proc), to prove no port was opened. */
async function listeningTcpInodes(): Promise<Set<string>> {
  const listening = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const text = await fs.readFile(table, 'utf8').catch(() => '');
    for (const line of text.split('\n').slice(1)) {
      const columns = line.trim().split(/\s+/);
      if (columns[3] === '0A') listening.add(columns[9]); // state 0A: LISTEN; column 9: inode
    }
  }
  const mine = new Set<string>();
  for (const fd of await readdir('/proc/self/fd')) {
    const target = await fs.readlink(`/proc/self/fd/${fd}`).catch(() => '');
    const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
    if (inode && listening.has(inode)) mine.add(inode);
  }
  return mine;
}

describe('listening on a Unix domain socket', () => {
  it('serves the driver and mongoose on mongodb://<encoded path>, opening no TCP port', async () => {
    const dir = await privateDir();
    const socket = join(dir, 'db', 'mongo-lite.sock');
    const before = await listeningTcpInodes();
    const server = await start({ socket, dbPath: join(dir, 'db') });
    expect(server.uri).toBe(`mongodb://${encodeURIComponent(socket)}`);
    expect(server.socket).toBe(socket);
    expect(server.port).toBeUndefined();
    if (process.platform === 'linux') expect(await listeningTcpInodes()).toEqual(before);
    expect(await mode(socket)).toBe(0o600);

    const client = await MongoClient.connect(server.uri);
    try {
      await client.db('farm').collection('users').insertOne({ email: 'a@farm.ae' });
      expect(await client.db('farm').collection('users').countDocuments()).toBe(1);
    } finally {
      await client.close();
    }
    const connection = await mongoose.createConnection(`${server.uri}/farm`).asPromise();
    try {
      const users = connection.model('User', new mongoose.Schema({ email: String }));
      expect((await users.findOne({}).lean())?.email).toBe('a@farm.ae');
    } finally {
      await connection.close();
    }
    await server.stop();
    await expect(stat(socket)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('creates a missing directory 0700 and refuses one other users may enter', async () => {
    const dir = await privateDir();
    const server = await start({ socket: join(dir, 'new', 'deeper', 'm.sock') });
    expect(await mode(join(dir, 'new'))).toBe(0o700);
    expect(await mode(join(dir, 'new', 'deeper'))).toBe(0o700);
    await server.stop();

    const open = join(dir, 'open');
    await fs.mkdir(open);
    await fs.chmod(open, 0o755);
    await expect(start({ socket: join(open, 'm.sock') })).rejects.toThrow(
      /will not put its socket in .*open: other users may enter that directory \(mode 755\)/,
    );
    expect(await mode(open)).toBe(0o755);
  });

  it('removes a socket file a dead server left, never one a live server listens on', async () => {
    const dir = await privateDir();
    const socket = join(dir, 'm.sock');
    // a process that dies without closing leaves its socket file behind
    const child = spawn(process.execPath, [
      '-e',
      `require('net').createServer().listen(${JSON.stringify(socket)}, () => console.log('up'))`,
    ]);
    await once(child.stdout!, 'data');
    child.kill('SIGKILL');
    await once(child, 'exit');
    expect((await fs.lstat(socket)).isSocket()).toBe(true);
    const server = await start({ socket });
    const client = await MongoClient.connect(server.uri);
    await client.close();

    await expect(startMongoLite({ socket })).rejects.toThrow(/a running server is listening on it/);
    // the live server's socket is still there and still answers
    const again = await MongoClient.connect(server.uri);
    await again.db('admin').command({ ping: 1 });
    await again.close();

    await fs.writeFile(join(dir, 'file.sock'), 'not a socket');
    await expect(startMongoLite({ socket: join(dir, 'file.sock') })).rejects.toThrow(/not a socket/);
  });

  it('says why a path cannot be a socket: too long, no .sock suffix, or with a TCP port', async () => {
    const dir = await privateDir();
    const long = join(dir, 'x'.repeat(maxSocketPathBytes), 'm.sock');
    await expect(startMongoLite({ socket: long })).rejects.toThrow(/bytes long; Unix sockets allow at most/);
    await expect(startMongoLite({ socket: join(dir, 'm.socket') })).rejects.toThrow(/must end in \.sock/);
    await expect(startMongoLite({ socket: join(dir, 'm.sock'), port: 0 })).rejects.toThrow(/not both/);
  });
});
