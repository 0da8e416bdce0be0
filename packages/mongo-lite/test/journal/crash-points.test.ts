import { spawnSync } from 'node:child_process';
import { promises as fs } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openJournal } from '../../src/journal';
import { tempDir } from './helpers';

/**
 * A crash at every file-system step of a compaction racing appends. SIGKILL leaves the files exactly as the
 * completed system calls made them, so the crash is modelled in-process: from the k-th file operation on,
 * every operation hangs forever; the directory is then copied by an outside process and opened.
 */
const PROMISE_OPERATIONS = [
  'open',
  'rename',
  'rm',
  'readdir',
  'writeFile',
  'link',
  'truncate',
  'mkdir',
] as const;
// FileHandle's close is an instance field, not on the prototype; closing changes nothing on disk anyway
const HANDLE_OPERATIONS = ['write', 'sync', 'datasync', 'truncate'] as const;

afterEach(() => {
  vi.restoreAllMocks();
});

async function handlePrototype(dir: string): Promise<Record<string, (...args: unknown[]) => unknown>> {
  const handle = await fs.open(`${dir}/probe`, 'w');
  await handle.close();
  await fs.rm(`${dir}/probe`);
  return Object.getPrototypeOf(handle);
}

/**
 * Makes the `crashAt`-th file operation from now on, and every later one, never complete. `reached` resolves
 * at the crash; `settled()` once the operations started before it have completed, as the kernel completes
 * them.
 */
function crashAtOperation(crashAt: number, proto: Record<string, (...args: unknown[]) => unknown>) {
  let reach = () => {};
  let inFlight = 0;
  const idle: Array<() => void> = [];
  const crash = {
    operations: 0,
    crashed: false,
    reached: new Promise<void>((resolve) => (reach = resolve)),
    settled: () => new Promise<void>((resolve) => (inFlight === 0 ? resolve() : idle.push(resolve))),
  };
  const done = () => {
    if (--inFlight > 0) return;
    for (const resolve of idle.splice(0)) resolve();
  };
  const wrap = (target: Record<string, (...args: unknown[]) => unknown>, name: string) => {
    const original = target[name];
    vi.spyOn(target, name).mockImplementation(function (this: unknown, ...args: unknown[]) {
      if (++crash.operations >= crashAt) {
        crash.crashed = true;
        reach();
        return new Promise(() => undefined);
      }
      const result = original.apply(this, args);
      if (result instanceof Promise) {
        inFlight++;
        result.then(done, done);
      }
      return result;
    });
  };
  for (const name of PROMISE_OPERATIONS)
    wrap(fs as unknown as Record<string, (...args: unknown[]) => unknown>, name);
  for (const name of HANDLE_OPERATIONS) wrap(proto, name);
  return crash;
}

/** Runs the scenario until it finishes or the crash point freezes it; returns the crashed copy's records. */
async function runScenario(
  crashAt: number,
): Promise<{ crashed: boolean; acknowledged: number[]; replay: number[] }> {
  const dir = tempDir();
  const proto = await handlePrototype(dir);
  const { journal } = await openJournal(dir);
  const state: number[] = [];
  const acknowledged: number[] = [];
  const appendOne = (n: number) => {
    state.push(n);
    return journal.append([{ n }]).then(() => acknowledged.push(n));
  };
  for (let n = 1; n <= 5; n++) await appendOne(n);

  const crash = crashAtOperation(crashAt, proto);
  const work = (async () => {
    const racing = [6, 7].map(appendOne);
    const compaction = journal.compact(() => state.map((n) => ({ n })));
    racing.push(...[8, 9].map(appendOne));
    await Promise.all([compaction, ...racing]);
    await appendOne(10);
    await journal.compact(() => state.map((n) => ({ n })));
    await appendOne(11);
  })();
  await Promise.race([work, crash.reached]);
  // operations already under way complete, as the kernel completes them; what was acknowledged by then is
  // what the crash must keep (work that had not reached the file system yet goes on after the copy)
  await crash.settled();
  // one turn of the event loop: acknowledgements of those operations are promise callbacks, all run by then
  await new Promise((resolve) => setImmediate(resolve));
  const acknowledgedAtCrash = [...acknowledged];
  const copy = `${tempDir()}/copy`;
  // an outside process copies the files, unaffected by the frozen operations here
  expect(spawnSync('cp', ['-a', dir, copy]).status).toBe(0);
  vi.restoreAllMocks();
  await fs.rm(`${copy}/mongo-lite.lock`, { force: true });
  const reopened = await openJournal(copy);
  await reopened.journal.close();
  return {
    crashed: crash.crashed,
    acknowledged: acknowledgedAtCrash,
    replay: reopened.replay.map((record) => Number(record.n)),
  };
}

describe('a crash at every step of compaction', () => {
  it('always opens with every acknowledged record, each once and in order', async () => {
    let steps = 0;
    for (let crashAt = 1; ; crashAt++) {
      const { crashed, acknowledged, replay } = await runScenario(crashAt);
      // appends are durable in order, so what replays is 1..m with every acknowledged number inside
      expect(replay).toEqual(Array.from({ length: replay.length }, (_, i) => i + 1));
      expect(replay.length).toBeGreaterThanOrEqual(Math.max(...acknowledged));
      if (!crashed) {
        expect(replay).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
        break;
      }
      steps++;
    }
    expect(steps).toBeGreaterThan(10);
  });
});
