import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { describe, expect, it } from 'vitest';

const packageDir = join(__dirname, '..', '..');
const tsx = join(packageDir, 'node_modules', '.bin', 'tsx');

describe('mongo-lite CLI', () => {
  it('prints the listening line, serves clients and stops cleanly on SIGTERM', async () => {
    const child = spawn(tsx, [join(packageDir, 'src', 'cli.ts'), '--port', '0'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let output = '';
      const uri = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /mongo-lite listening on (mongodb:\/\/127\.0\.0\.1:\d+)/.exec(output);
          if (match) resolve(match[1]);
        });
        child.once('exit', (code) => reject(new Error(`CLI exited early (${code}): ${output}`)));
      });
      const client = await MongoClient.connect(uri);
      await client.db('cli').collection('x').insertOne({ ok: true });
      expect(await client.db('cli').collection('x').countDocuments()).toBe(1);
      await client.close();
      child.kill('SIGTERM');
      const [code] = await once(child, 'exit');
      expect(code).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });

  it('--socket listens on a Unix domain socket instead of a port, and removes it on stop', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ml-cli-'));
    const socket = join(dir, 'run', 'mongo-lite.sock');
    const child = spawn(tsx, [join(packageDir, 'src', 'cli.ts'), '--socket', socket], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let output = '';
      const uri = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /mongo-lite listening on (mongodb:\/\/\S+)/.exec(output);
          if (match) resolve(match[1]);
        });
        child.once('exit', (code) => reject(new Error(`CLI exited early (${code}): ${output}`)));
      });
      expect(uri).toBe(`mongodb://${encodeURIComponent(socket)}`);
      const client = await MongoClient.connect(uri);
      expect(await client.db('admin').command({ ping: 1 })).toEqual({ ok: 1 });
      await client.close();
      child.kill('SIGTERM');
      const [code] = await once(child, 'exit');
      expect(code).toBe(0);
      await expect(stat(socket)).rejects.toMatchObject({ code: 'ENOENT' });
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('rejects --socket together with --port', async () => {
    const child = spawn(tsx, [join(packageDir, 'src', 'cli.ts'), '--socket', '/tmp/x.sock', '--port', '1'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(stderr).toMatch(/--socket replaces --port and --host/);
  });

  it('rejects unknown arguments', async () => {
    const child = spawn(tsx, [join(packageDir, 'src', 'cli.ts'), '--bogus'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(stderr).toMatch(/unknown argument --bogus/);
  });
});
