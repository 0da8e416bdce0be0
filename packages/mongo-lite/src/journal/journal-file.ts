import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import type { Document } from 'bson';
import { decodeFrames, firstIntactFrameAfter } from './frames';
import { FILE_MODE, journalName, syncDirectory } from './layout';

export interface JournalContents {
  records: Document[];
  /** size of the file after any torn tail was cut off */
  bytes: number;
}

/**
 * Reads journal-G. A torn tail (the last batch, which a crash interrupted and so was never acknowledged) is
 * dropped and cut off the file, so records appended later do not sit behind garbage that would hide them
 * from the next replay; the cut bytes are kept in a side file first. Damage followed by intact records is
 * not a torn tail but lost acknowledged writes, so opening is refused rather than dropping them.
 */
export async function readJournalFile(dir: string, generation: number): Promise<JournalContents> {
  const name = journalName(generation);
  const file = path.join(dir, name);
  const data = await fs.readFile(file);
  const { records, goodEnd, tornTail } = decodeFrames(data);
  if (tornTail) {
    const intact = firstIntactFrameAfter(data, goodEnd);
    if (intact) {
      throw new Error(
        `mongo-lite journal ${file} is corrupt at offset ${goodEnd}: ${intact.count} intact record(s) ` +
          `follow from offset ${intact.offset}, so this is not a torn last write. Refusing to open rather than ` +
          `drop acknowledged writes. Restore the directory from a backup, or move the file aside to start ` +
          `with the data up to offset ${goodEnd}.`,
      );
    }
    const sideFile = path.join(dir, `${name}.torn-${goodEnd}`);
    await fs.writeFile(sideFile, data.subarray(goodEnd), { flush: true, mode: FILE_MODE });
    await syncDirectory(dir);
    console.warn(
      `mongo-lite: journal ${file} ended in an incomplete write (${data.length - goodEnd} bytes at offset ` +
        `${goodEnd}, never acknowledged); discarded it and kept the bytes in ${sideFile}`,
    );
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
