import { promises as fs } from 'node:fs';
import * as path from 'node:path';

/**
 * Files of a store, by generation G (a counter that grows at every compaction):
 * - `snapshot-G.bson`: the whole state as it was when generation G began;
 * - `journal-G.log`: records appended during generation G.
 * The live files are the newest snapshot S (none means S = 0) and every journal with G >= S. A snapshot only
 * appears under its final name once complete (written to `*.tmp`, fsynced, renamed), so whatever instant a
 * crash hits, this rule names a consistent set: before the rename the old snapshot plus all later journals
 * are live; after it, the new snapshot plus the journal its generation started. Older files are garbage.
 * Beside them, `journal-G.log.torn-OFFSET` keeps the bytes of a torn tail cut off journal-G (journal-file.ts)
 * for a human to look at after a crash; it is never read back, and goes once it is old (tornFilesOlderThan).
 */
export const LOCK_FILE = 'mongo-lite.lock';

/**
 * The store is private to the user running mongo-lite (it holds every document, password hashes included):
 * its directory is 0700 and every file mongo-lite writes in it 0600.
 */
export const DIRECTORY_MODE = 0o700;
export const FILE_MODE = 0o600;

const SNAPSHOT = /^snapshot-(\d+)\.bson$/;
const JOURNAL = /^journal-(\d+)\.log$/;
const TEMPORARY = /\.tmp$/;
const TORN = /^journal-\d+\.log\.torn-\d+$/;

export function snapshotName(generation: number): string {
  return `snapshot-${pad(generation)}.bson`;
}

export function journalName(generation: number): string {
  return `journal-${pad(generation)}.log`;
}

function pad(generation: number): string {
  return String(generation).padStart(12, '0');
}

export interface StoreFiles {
  /** generation of the newest snapshot, 0 when there is none */
  snapshotGeneration: number;
  /** live journal generations (>= snapshotGeneration), ascending */
  journals: number[];
  /** files that no longer matter: older snapshots and journals, unfinished snapshot temp files */
  garbage: string[];
  /** side files of torn journal tails, whatever their age */
  torn: string[];
}

export async function listStoreFiles(dir: string): Promise<StoreFiles> {
  const names = await fs.readdir(dir);
  const snapshots: number[] = [];
  const journals: number[] = [];
  const temporary: string[] = [];
  const torn: string[] = [];
  for (const name of names) {
    const snapshot = SNAPSHOT.exec(name);
    const journal = JOURNAL.exec(name);
    if (snapshot) snapshots.push(Number(snapshot[1]));
    else if (journal) journals.push(Number(journal[1]));
    else if (TEMPORARY.test(name)) temporary.push(name);
    else if (TORN.test(name)) torn.push(name);
  }
  const snapshotGeneration = snapshots.length ? Math.max(...snapshots) : 0;
  const garbage = [
    ...temporary,
    ...snapshots.filter((g) => g < snapshotGeneration).map(snapshotName),
    ...journals.filter((g) => g < snapshotGeneration).map(journalName),
  ];
  const live = journals.filter((g) => g >= snapshotGeneration).sort((a, b) => a - b);
  return { snapshotGeneration, journals: live, garbage, torn };
}

/**
 * The torn side files among `names` last written before `before` (ms since the epoch). They hold document
 * bytes, possibly of documents deleted since, so they are kept only for as long as someone may still look
 * into a crash. One that has gone meanwhile is simply not listed.
 */
export async function tornFilesOlderThan(dir: string, names: string[], before: number): Promise<string[]> {
  const old: string[] = [];
  for (const name of names) {
    const stat = await fs.stat(path.join(dir, name)).catch(() => undefined);
    if (stat && stat.mtimeMs < before) old.push(name);
  }
  return old;
}

/** Takes group and other access away from the files a store made before it kept them private. */
export async function tightenFiles(dir: string): Promise<void> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(dir, entry.name);
    if (((await fs.stat(file)).mode & 0o077) !== 0) await fs.chmod(file, FILE_MODE);
  }
}

/** Removes files that are no longer live; a crash midway just leaves some for the next open to remove. */
export async function removeFiles(dir: string, names: string[]): Promise<void> {
  for (const name of names) await fs.rm(path.join(dir, name), { force: true });
}

/**
 * Makes a directory's entries (a created, renamed or removed file) durable: without it a crash can undo a
 * rename or make a freshly created, fsynced file vanish.
 */
export async function syncDirectory(dir: string): Promise<void> {
  const handle = await fs.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Creates the store directory (0700, as are any parents it creates); when it is new, its entry in the parent is
 * made durable too. An existing one is tightened to 0700.
 */
export async function ensureDirectory(dir: string): Promise<void> {
  const created = await fs.mkdir(dir, { recursive: true, mode: DIRECTORY_MODE });
  if (created === undefined) {
    await fs.chmod(dir, DIRECTORY_MODE);
    return;
  }
  // every directory from the first one created down to `dir` is an entry in its parent
  const first = path.resolve(created);
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    await syncDirectory(path.dirname(current));
    if (current === first || current === path.dirname(current)) return;
  }
}
