import { describe, expect, it } from 'vitest';
import { OrderedEntries } from '../../src/engine/ordered-entries';

interface Entry {
  key: number;
  order: number;
}

const byKey = (a: Entry, b: Entry) => a.key - b.key || a.order - b.order;

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
        const entry = { key: Math.floor(rnd() * 300), order: i };
        entries.insert(entry);
        model.push(entry);
      }
    }
    model.sort(byKey);
    expect(entries.size).toBe(model.length);
    expect([...entries.forward(0, entries.size)]).toEqual(model);
    expect([...entries.backward(entries.size, 0)]).toEqual([...model].reverse());
    expect(entries.remove({ key: 1, order: -1 })).toBe(false);

    // positions of a key range, and walks between them
    const start = entries.position((e) => e.key < 100);
    const end = entries.position((e) => e.key <= 150);
    const inRange = model.filter((e) => e.key >= 100 && e.key <= 150);
    expect(end - start).toBe(inRange.length);
    expect([...entries.forward(start + 3, end)]).toEqual(inRange.slice(3));
    expect(entries.at(start)).toEqual(inRange[0]);
    // each() visits what forward() yields, across chunk edges, from any position to any other
    const visited = (from: number, to: number) => {
      const out: Entry[] = [];
      entries.each(from, to, (entry) => out.push(entry));
      return out;
    };
    for (const [from, to] of [
      [start + 3, end],
      [0, entries.size],
      [255, 257],
      [entries.size - 1, entries.size + 5],
      [10, 10],
    ])
      expect(visited(from, to)).toEqual([...entries.forward(from, to)]);
    // runs() hands out the same entries a chunk's part at a time
    const ran = [...entries.runs(0, entries.size)];
    expect(ran.length).toBeGreaterThan(1);
    expect(ran.flatMap(([list, start, end]) => list.slice(start, end))).toEqual(model);
    expect([...entries.runs(start + 3, end)].flatMap(([list, s, e]) => list.slice(s, e))).toEqual(
      inRange.slice(3),
    );
  });

  it('loads sorted entries at once, then keeps them in order as they change', () => {
    const entries = new OrderedEntries(byKey);
    const model = Array.from({ length: 1000 }, (_, i) => ({ key: i % 97, order: i })).sort(byKey);
    entries.load(model.slice());
    expect([...entries.forward(0, entries.size)]).toEqual(model);
    for (let i = 0; i < 300; i++) {
      const entry = { key: (i * 31) % 101, order: 1000 + i };
      entries.insert(entry);
      model.push(entry);
    }
    for (const gone of model.splice(0, 200)) expect(entries.remove(gone)).toBe(true);
    model.sort(byKey);
    expect(entries.size).toBe(model.length);
    expect([...entries.forward(0, entries.size)]).toEqual(model);
  });
});
