/**
 * Durable storage for mongo-lite's dbPath: an append-only, checksummed journal with group commit, atomic
 * snapshots for compaction, and a lock file so one process owns a directory. See layout.ts for the files.
 */
export type { Journal } from './disk-journal';
export { openJournal, readStore } from './open-journal';
