import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import type { Document } from 'bson';
import { decodeFrames } from './frames';
import { journalName } from './layout';

export interface JournalContents {
  records: Document[];
  /** size of the file after any torn tail was cut off */
  bytes: number;
}

/**
 * Reads journal-G. A torn or corrupt tail (a batch that a crash interrupted, so never acknowledged) is
 * dropped and cut off the file, so records appended later do not sit behind garbage that would hide them
 * from the next replay.
 */
export async function readJournalFile(dir: string, generation: number): Promise<JournalContents> {
  const file = path.join(dir, journalName(generation));
  const data = await fs.readFile(file);
  const { records, goodEnd, tornTail } = decodeFrames(data);
  if (tornTail) {
    const handle = await fs.open(file, 'r+');
    try {
      await handle.truncate(goodEnd);
      await handle.sync();
    } finally {
      await handle.close();
    }
  }
  return { records, bytes: goodEnd };
}
