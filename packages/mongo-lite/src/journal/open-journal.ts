import type { Document } from 'bson';
import { DiskJournal, type Journal } from './disk-journal';
import { readJournalFile } from './journal-file';
import { ensureDirectory, listStoreFiles, removeFiles, type StoreFiles, tightenFiles } from './layout';
import { acquireLock } from './lock';
import { readSnapshot } from './snapshot';

/**
 * Opens (creating if needed) the store at dbPath: takes the lock, then reads the newest snapshot and the
 * journals after it. A torn or corrupt last record is dropped, never an error.
 */
export async function openJournal(dbPath: string): Promise<{ journal: Journal; replay: Document[] }> {
  await ensureDirectory(dbPath);
  const lock = await acquireLock(dbPath);
  try {
    await tightenFiles(dbPath);
    const files = await listStoreFiles(dbPath);
    await removeFiles(dbPath, files.garbage);
    const { replay, journalBytes } = await readLiveFiles(dbPath, files);
    const generation = Math.max(1, files.snapshotGeneration, ...files.journals);
    return { journal: new DiskJournal(dbPath, generation, journalBytes, lock), replay };
  } catch (error) {
    await lock.release();
    throw error;
  }
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
