import { describe, expect, it } from 'vitest';
import { OrderedEntries, type Entry } from '../../src/engine/ordered-entries';

const byKey = (a: unknown[], b: unknown[]) => (a[0] as number) - (b[0] as number);

describe('OrderedEntries', () => {
  it('stays sorted by key then rank through thousands of inserts and removals, across chunk splits', () => {
    const entries = new OrderedEntries(byKey);
    const model: Entry[] = [];
    let seed = 7;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 5000; i++) {
      if (model.length && rnd() < 0.3) {
        const [gone] = model.splice(Math.floor(rnd() * model.length), 1);
        expect(entries.remove({ ...gone })).toBe(true);
      } else {
        const entry = { key: [Math.floor(rnd() * 300)], order: i, id: String(i) };
        entries.insert(entry);
        model.push(entry);
      }
    }
    model.sort((a, b) => byKey(a.key, b.key) || a.order - b.order);
    expect(entries.size).toBe(model.length);
    expect([...entries.forward(0, entries.size)]).toEqual(model);
    expect([...entries.backward(entries.size, 0)]).toEqual([...model].reverse());
    expect(entries.remove({ key: [1], order: -1, id: 'none' })).toBe(false);

    // positions of a key range, and walks between them
    const start = entries.position((e) => (e.key[0] as number) < 100);
    const end = entries.position((e) => (e.key[0] as number) <= 150);
    const inRange = model.filter((e) => (e.key[0] as number) >= 100 && (e.key[0] as number) <= 150);
    expect(end - start).toBe(inRange.length);
    expect([...entries.forward(start + 3, end)]).toEqual(inRange.slice(3));
    expect(entries.at(start)).toEqual(inRange[0]);
    expect(entries.sameKey(model[0], { key: [model[0].key[0]], order: 1e9, id: 'x' })).toBe(true);
  });
});
