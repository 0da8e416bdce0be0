import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openJournal } from '../../src/journal';
import { tempDir } from './helpers';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a failing disk', () => {
  it('rejects the batch whose fsync failed and every later append, keeping what was acknowledged', async () => {
    const dir = tempDir();
    const probe = await fs.open(path.join(dir, 'probe'), 'w');
    await probe.close();
    const proto = Object.getPrototypeOf(probe) as { datasync(): Promise<void> };
    await fs.rm(path.join(dir, 'probe'));

    const { journal } = await openJournal(dir);
    await journal.append([{ n: 1 }]);
    vi.spyOn(proto, 'datasync').mockRejectedValueOnce(
      Object.assign(new Error('EIO: i/o error'), { code: 'EIO' }),
    );
    await expect(journal.append([{ n: 2 }])).rejects.toThrow(/journal write failed: EIO/);
    // after a failed fsync the file's tail is unknown: nothing more goes behind it
    await expect(journal.append([{ n: 3 }])).rejects.toThrow(/journal write failed/);
    await journal.close();

    const reopened = await openJournal(dir);
    // record 2 reached the page cache, so it may be there; record 1 must be, record 3 must not
    const numbers = reopened.replay.map((record) => Number(record.n));
    expect(numbers[0]).toBe(1);
    expect(numbers).not.toContain(3);
    await reopened.journal.close();
  });
});
