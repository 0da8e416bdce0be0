import { promises as fs } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../src/journal';
import { collectOutput, delay, spawnFixture, tempDir, waitForLine } from './helpers';

/** Runs the append loop until SIGKILL at a random moment; returns the sequence numbers it acknowledged. */
async function killedMidLoop(dir: string): Promise<number[]> {
  const child = spawnFixture('append-loop.ts', [dir]);
  const output = collectOutput(child);
  // kill at a random moment once the loop is well under way (at least 50 acknowledged)
  await waitForLine(child, /^\d+$/);
  let printed = 0;
  child.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString().split('\n').length - 1));
  while (printed < 50 && child.exitCode === null) await delay(5);
  await delay(Math.random() * 300);
  child.kill('SIGKILL');
  const { stdout, stderr } = await output;
  expect(stderr).toBe('');
  return stdout
    .split('\n')
    .filter((line) => /^\d+$/.test(line))
    .map(Number);
}

describe('SIGKILL during appends (journal level)', () => {
  it('loses no acknowledged record, across several kills, compactions included', async () => {
    const dir = tempDir();
    const acknowledged = new Set<number>();
    for (let round = 0; round < 3; round++) {
      for (const seq of await killedMidLoop(dir)) acknowledged.add(seq);
      const { journal, replay } = await openJournal(dir);
      const stored = replay.map((record) => Number(record.seq));
      await journal.close();
      expect(new Set(stored).size).toBe(stored.length); // nothing replayed twice
      const present = new Set(stored);
      const missing = [...acknowledged].filter((seq) => !present.has(seq));
      expect(missing).toEqual([]);
    }
    expect(acknowledged.size).toBeGreaterThan(100);
    const files = await fs.readdir(dir);
    expect(files.some((name) => name.startsWith('snapshot-'))).toBe(true);
  });
});
