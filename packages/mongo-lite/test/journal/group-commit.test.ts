import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openJournal } from '../../src/journal';
import { tempDir } from './helpers';

/** FileHandle is not exported by node:fs, so its prototype is taken from a handle. */
async function fileHandlePrototype(dir: string): Promise<{ datasync(): Promise<void> }> {
  const handle = await fs.open(path.join(dir, 'probe'), 'w');
  await handle.close();
  return Object.getPrototypeOf(handle);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('group commit', () => {
  it('keeps the order of concurrent appends and writes them in few fsynced batches', async () => {
    const dir = tempDir();
    const proto = await fileHandlePrototype(dir);
    const { journal } = await openJournal(dir);
    const datasync = vi.spyOn(proto, 'datasync');

    const settled: number[] = [];
    const appends = Array.from({ length: 400 }, (_, call) => {
      // some calls carry two records: both stay together, in place
      const records =
        call % 3 === 0
          ? [
              { call, part: 0 },
              { call, part: 1 },
            ]
          : [{ call, part: 0 }];
      return journal.append(records).then(() => settled.push(call));
    });
    await Promise.all(appends);

    expect(settled).toEqual(Array.from({ length: 400 }, (_, call) => call));
    expect(datasync.mock.calls.length).toBeGreaterThanOrEqual(1);
    expect(datasync.mock.calls.length).toBeLessThan(10);
    await journal.close();

    const { journal: reopened, replay } = await openJournal(dir);
    const expected = Array.from({ length: 400 }).flatMap((_, call) =>
      call % 3 === 0 ? [`${call}.0`, `${call}.1`] : [`${call}.0`],
    );
    expect(replay.map((record) => `${record.call}.${record.part}`)).toEqual(expected);
    await reopened.close();
  });

  it('acknowledges an append only after its batch is fsynced', async () => {
    const dir = tempDir();
    const proto = await fileHandlePrototype(dir);
    const { journal } = await openJournal(dir);
    const events: string[] = [];
    const realDatasync = proto.datasync;
    vi.spyOn(proto, 'datasync').mockImplementation(async function (this: unknown) {
      events.push('fsync start');
      await realDatasync.call(this);
      events.push('fsync done');
    });
    await Promise.all([
      journal.append([{ n: 1 }]).then(() => events.push('ack 1')),
      journal.append([{ n: 2 }]).then(() => events.push('ack 2')),
    ]);
    expect(events.indexOf('ack 1')).toBeGreaterThan(events.indexOf('fsync done'));
    expect(events.lastIndexOf('fsync done')).toBeLessThan(events.indexOf('ack 2'));
    await journal.close();
  });

  it('an empty append resolves after the appends queued before it', async () => {
    const { journal } = await openJournal(tempDir());
    const order: string[] = [];
    await Promise.all([
      journal.append([{ n: 1 }]).then(() => order.push('records')),
      journal.append([]).then(() => order.push('empty')),
    ]);
    expect(order).toEqual(['records', 'empty']);
    await journal.close();
  });
});
