import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import type { Document } from 'bson';
import { DiskJournal, type Journal } from './disk-journal';
import { readJournalFile } from './journal-file';
import {
  ensureDirectory,
  journalName,
  listStoreFiles,
  removeFiles,
  type StoreFiles,
  tightenFiles,
  tornFilesOlderThan,
} from './layout';
import { acquireLock } from './lock';
import { readSnapshot } from './snapshot';

export interface JournalOptions {
  /**
   * The current time in ms since the epoch (default Date.now). It dates appended records and is compared
   * with the times of files on disk, so it must follow the wall clock; a test moves it forward instead.
   */
  now?: () => number;
  /** side files of torn tails older than this go on opening and at every compaction (default 7 days) */
  keepTornFilesMs?: number;
}

const DEFAULT_KEEP_TORN_FILES_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Opens (creating if needed) the store at dbPath: takes the lock, then reads the newest snapshot and the
 * journals after it. A torn or corrupt last record is dropped, never an error.
 */
export async function openJournal(
  dbPath: string,
  options: JournalOptions = {},
): Promise<{ journal: Journal; replay: Document[] }> {
  const now = options.now ?? Date.now;
  const keepTornFilesMs = options.keepTornFilesMs ?? DEFAULT_KEEP_TORN_FILES_MS;
  await ensureDirectory(dbPath);
  const lock = await acquireLock(dbPath);
  try {
    await tightenFiles(dbPath);
    const files = await listStoreFiles(dbPath);
    await removeFiles(dbPath, files.garbage);
    await removeFiles(dbPath, await tornFilesOlderThan(dbPath, files.torn, now() - keepTornFilesMs));
    const { replay, journalBytes } = await readLiveFiles(dbPath, files);
    const generation = Math.max(1, files.snapshotGeneration, ...files.journals);
    const oldestRecordAt = journalBytes > 0 ? await firstWritten(dbPath, files.journals) : undefined;
    const journal = new DiskJournal(dbPath, generation, journalBytes, lock, {
      oldestRecordAt,
      now,
      keepTornFilesMs,
    });
    return { journal, replay };
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/**
 * When the oldest of these journals received its first record: a journal file is created by its first append,
 * so its birth time is that record's. Where the file system keeps no birth time, Node reports 0 or the change
 * time, and the journal is taken as due at once: one compaction more after opening, rather than old records
 * kept past their time because every restart dated them anew.
 */
async function firstWritten(dbPath: string, generations: number[]): Promise<number> {
  let oldest = Number.POSITIVE_INFINITY;
  for (const generation of generations) {
    const stat = await fs.stat(path.join(dbPath, journalName(generation)));
    const born = stat.birthtimeMs > 0 && stat.birthtimeMs < stat.ctimeMs ? stat.birthtimeMs : 0;
    oldest = Math.min(oldest, born);
  }
  return oldest;
}

/**
 * The records of the store at dbPath, for a server that starts with a copy of it in memory. Nothing is
 * locked, created or removed: the store must be one that no server is writing to.
 */
export async function readStore(dbPath: string): Promise<Document[]> {
  return (await readLiveFiles(dbPath, await listStoreFiles(dbPath))).replay;
}

async function readLiveFiles(
  dbPath: string,
  files: StoreFiles,
): Promise<{ replay: Document[]; journalBytes: number }> {
  const replay: Document[] = [];
  if (files.snapshotGeneration > 0) {
    for (const record of await readSnapshot(dbPath, files.snapshotGeneration)) replay.push(record);
  }
  let journalBytes = 0;
  for (const generation of files.journals) {
    const contents = await readJournalFile(dbPath, generation);
    for (const record of contents.records) replay.push(record);
    journalBytes += contents.bytes;
  }
  return { replay, journalBytes };
}
