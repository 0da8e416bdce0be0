import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import { FILE_MODE, LOCK_FILE } from './layout';
import { currentProcess, isRunning, type ProcessIdentity } from './process-identity';

/**
 * Lock files this process holds or is taking: a second open of the same store in one process is refused too.
 * A path is reserved here synchronously, before the first await, so two concurrent opens cannot both proceed.
 */
const heldHere = new Set<string>();

export interface StoreLock {
  release(): Promise<void>;
}

/**
 * Takes `<dir>/mongo-lite.lock`. The lock's content is written to a private file first and then hard-linked
 * into place, so the lock never exists half-written and exactly one of several racing processes creates it.
 * A lock whose holder is dead (pid gone, or reused by another program) is taken over.
 */
export async function acquireLock(dir: string): Promise<StoreLock> {
  const lockPath = reserve(dir);
  try {
    const owner = JSON.stringify(currentProcess());
    await takeLock(dir, lockPath, owner);
    await removeLeftovers(dir);
    return { release: () => release(lockPath, owner) };
  } catch (error) {
    heldHere.delete(lockPath);
    throw error;
  }
}

function reserve(dir: string): string {
  const lockPath = path.resolve(dir, LOCK_FILE);
  if (heldHere.has(lockPath)) throw inUse(dir, lockPath, currentProcess());
  heldHere.add(lockPath);
  return lockPath;
}

/**
 * Reserves a store for a worker thread of this process (thread.ts) until `release` is called. Each thread
 * has its own module state, and a lock file with this process's pid reads as left by an earlier process
 * (isLiveHolder): without this reservation, a second thread, or this thread, could take over a store
 * another thread of this process has open.
 */
export function reserveForThread(dir: string): () => void {
  const lockPath = reserve(dir);
  return () => heldHere.delete(lockPath);
}

async function takeLock(dir: string, lockPath: string, owner: string): Promise<void> {
  const draft = `${lockPath}.${process.pid}.${randomBytes(4).toString('hex')}.new`;
  await fs.writeFile(draft, owner, { mode: FILE_MODE });
  try {
    for (let attempt = 0; attempt < 10; attempt++) {
      if (await tryCreate(draft, lockPath, owner)) return;
      const current = await readHolder(lockPath);
      if (current === undefined) continue; // it vanished meanwhile: try again
      if (current.holder && isLiveHolder(current.holder)) throw inUse(dir, lockPath, current.holder);
      await removeStale(lockPath, current.text);
    }
    throw new Error(
      `mongo-lite could not take the lock file ${lockPath}: it keeps changing; is another server starting?`,
    );
  } finally {
    await fs.rm(draft, { force: true });
  }
}

/** Drafts and set-aside locks (see takeLock, removeStale) of processes that died before removing them. */
const LEFTOVER = /^mongo-lite\.lock\.(\d+)\.[0-9a-f]{8}\.(new|stale)$/;

async function removeLeftovers(dir: string): Promise<void> {
  const host = currentProcess().host;
  for (const name of await fs.readdir(dir)) {
    const match = LEFTOVER.exec(name);
    if (!match || isRunning({ pid: Number(match[1]), host, started: null })) continue;
    await fs.rm(path.join(dir, name), { force: true });
  }
}

async function tryCreate(draft: string, lockPath: string, owner: string): Promise<boolean> {
  try {
    await fs.link(draft, lockPath);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS') throw error;
  }
  // file systems without hard links: exclusive create is still atomic, only briefly empty
  try {
    await fs.writeFile(lockPath, owner, { flag: 'wx', mode: FILE_MODE });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** The lock's text and its holder (undefined holder: unreadable content, which only a crash leaves). */
async function readHolder(lockPath: string): Promise<{ text: string; holder?: ProcessIdentity } | undefined> {
  let text: string;
  try {
    text = await fs.readFile(lockPath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as Partial<ProcessIdentity>;
    if (typeof parsed.pid !== 'number' || typeof parsed.host !== 'string') return { text };
    return { text, holder: { pid: parsed.pid, host: parsed.host, started: parsed.started ?? null } };
  } catch {
    return { text };
  }
}

function isLiveHolder(holder: ProcessIdentity): boolean {
  // Our own pid, while heldHere shows no other open of this store in this process: the lock was left by an
  // earlier process that had the same pid (pid 1 in a restarted container, say).
  if (holder.pid === process.pid && holder.host === currentProcess().host) return false;
  return isRunning(holder);
}

/**
 * Moves the stale lock aside with rename (atomic), then checks that what moved is the stale lock that was
 * judged: if a racing process replaced it meanwhile with its own live lock, that lock is put back.
 */
async function removeStale(lockPath: string, staleText: string): Promise<void> {
  const aside = `${lockPath}.${process.pid}.${randomBytes(4).toString('hex')}.stale`;
  try {
    await fs.rename(lockPath, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = await fs.readFile(aside, 'utf8');
  if (moved !== staleText) {
    await fs.link(aside, lockPath).catch(() => undefined);
  }
  await fs.rm(aside, { force: true });
}

async function release(lockPath: string, owner: string): Promise<void> {
  heldHere.delete(lockPath);
  const current = await fs.readFile(lockPath, 'utf8').catch(() => undefined);
  if (current === owner) await fs.rm(lockPath, { force: true });
}

function inUse(dir: string, lockPath: string, holder: ProcessIdentity): Error {
  const where = holder.host === currentProcess().host ? '' : ` on host ${holder.host}`;
  const who = holder.pid === process.pid && !where ? 'this process' : 'another mongo-lite process';
  return new Error(
    `mongo-lite cannot open the database directory ${path.resolve(dir)}: it is in use by ${who} ` +
      `(pid ${holder.pid}${where}). Stop that process or choose another --dbpath (lock file ${lockPath}).`,
  );
}
