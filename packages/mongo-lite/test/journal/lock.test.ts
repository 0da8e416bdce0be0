import { spawnSync } from 'node:child_process';
import { existsSync, promises as fs } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openJournal } from '../../src/journal';
import { collectOutput, spawnFixture, tempDir, waitForLine } from './helpers';
import type { ChildProcess } from 'node:child_process';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) =>
    child.exitCode !== null ? resolve() : child.once('exit', () => resolve()),
  );
}

/** The pid of a process that has certainly ended. */
function deadPid(): number {
  const result = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(result.stdout.toString());
}

describe('lock file', () => {
  it('refuses a store held by another live process, naming path and pid; takes it over once that dies', async () => {
    const dir = tempDir();
    const holder = spawnFixture('hold-lock.ts', [dir]);
    children.push(holder);
    const line = await waitForLine(holder, /^holding \d+/);
    expect(line).toBe(`holding ${holder.pid}`);

    const refusal = openJournal(dir);
    await expect(refusal).rejects.toThrow(path.resolve(dir));
    await expect(refusal).rejects.toThrow(`pid ${holder.pid}`);
    await expect(refusal).rejects.toThrow(/in use by another mongo-lite process/);

    holder.kill('SIGKILL');
    await exited(holder);
    const { journal } = await openJournal(dir);
    const lock = JSON.parse(await fs.readFile(path.join(dir, 'mongo-lite.lock'), 'utf8'));
    expect(lock.pid).toBe(process.pid);
    await journal.close();
  });

  it('makes a second process that opens a store held here exit with the reason', async () => {
    const dir = tempDir();
    const { journal } = await openJournal(dir);
    const child = spawnFixture('open-store.ts', [dir]);
    children.push(child);
    const { stdout, code } = await collectOutput(child);
    expect(code).toBe(3);
    expect(stdout).toContain(`refused: mongo-lite cannot open the database directory ${path.resolve(dir)}`);
    expect(stdout).toContain(`in use by another mongo-lite process (pid ${process.pid})`);
    await journal.close();
  });

  it('refuses a second open in the same process until the first is closed', async () => {
    const dir = tempDir();
    const first = await openJournal(dir);
    await expect(openJournal(dir)).rejects.toThrow(/in use by this process/);
    await first.journal.close();
    expect(existsSync(path.join(dir, 'mongo-lite.lock'))).toBe(false);
    const second = await openJournal(dir);
    await second.journal.close();
  });

  it('takes over a lock left by a dead process', async () => {
    const dir = tempDir();
    const pid = deadPid();
    await fs.writeFile(
      path.join(dir, 'mongo-lite.lock'),
      JSON.stringify({ pid, host: os.hostname(), started: null }),
    );
    const { journal } = await openJournal(dir);
    await journal.close();
  });

  it('takes over a lock whose pid now belongs to another program', async () => {
    const dir = tempDir();
    // the parent process is alive, but it started at another time than the recorded holder
    const holder = { pid: process.ppid, host: os.hostname(), started: '1' };
    await fs.writeFile(path.join(dir, 'mongo-lite.lock'), JSON.stringify(holder));
    const { journal } = await openJournal(dir);
    await journal.close();
  });

  it('takes over a lock holding our own pid that this process never took (pid reused after a restart)', async () => {
    const dir = tempDir();
    const holder = { pid: process.pid, host: os.hostname(), started: null };
    await fs.writeFile(path.join(dir, 'mongo-lite.lock'), JSON.stringify(holder));
    const { journal } = await openJournal(dir);
    await journal.close();
  });

  it('takes over an unreadable lock file', async () => {
    const dir = tempDir();
    await fs.writeFile(path.join(dir, 'mongo-lite.lock'), '');
    const { journal } = await openJournal(dir);
    await journal.close();
  });

  it('keeps refusing a live holder on another host', async () => {
    const dir = tempDir();
    const holder = { pid: deadPid(), host: `${os.hostname()}-elsewhere`, started: null };
    await fs.writeFile(path.join(dir, 'mongo-lite.lock'), JSON.stringify(holder));
    await expect(openJournal(dir)).rejects.toThrow(`on host ${holder.host}`);
  });
});

describe('lock file, concurrent opens in one process', () => {
  it('lets exactly one of two simultaneous opens through', async () => {
    const dir = tempDir();
    const results = await Promise.allSettled([openJournal(dir), openJournal(dir)]);
    const opened = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result) => result.status === 'rejected');
    expect(opened).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(String((refused[0] as PromiseRejectedResult).reason)).toMatch(/in use by this process/);
    await (
      opened[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof openJournal>>>
    ).value.journal.close();
  });
});

describe('lock file leftovers', () => {
  it('removes lock drafts left by dead processes and keeps those of live ones', async () => {
    const dir = tempDir();
    const dead = `mongo-lite.lock.${deadPid()}.0badc0de.new`;
    const deadAside = `mongo-lite.lock.${deadPid()}.0badc0de.stale`;
    const live = `mongo-lite.lock.${process.ppid}.0badc0de.new`;
    for (const name of [dead, deadAside, live]) await fs.writeFile(path.join(dir, name), '{}');
    const { journal } = await openJournal(dir);
    await journal.close();
    expect((await fs.readdir(dir)).sort()).toEqual([live]);
  });
});
