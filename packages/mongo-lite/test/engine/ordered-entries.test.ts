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
    expect(ran.flatMap(([list, start, end]) => Array.from(list).slice(start, end))).toEqual(model);
    expect([...entries.runs(start + 3, end)].flatMap(([list, s, e]) => Array.from(list).slice(s, e))).toEqual(
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

  it('packs loaded whole numbers into a Uint32Array and unpacks a chunk when a write changes it', () => {
    const byNumber = (a: number, b: number) => a - b;
    const entries = new OrderedEntries(byNumber);
    let seed = 11;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    // numbers as an index makes them: a rank times 1024 plus a key position, up to the 2^32 limit
    const model = [...new Set(Array.from({ length: 3000 }, () => Math.floor(rnd() * 2 ** 32)))].sort(
      byNumber,
    );
    entries.load(model.slice());
    expect(entries.packed).toBe(true);
    const walked = () => [...entries.forward(0, entries.size)];
    expect(walked()).toEqual(model);
    expect([...entries.backward(entries.size, 0)]).toEqual([...model].reverse());
    expect(entries.at(1234)).toBe(model[1234]);
    expect(entries.position((n) => n < model[500])).toBe(500);
    expect([...entries.runs(190, 400)].flatMap(([list, s, e]) => Array.from(list).slice(s, e))).toEqual(
      model.slice(190, 400),
    );
    // a failed removal copies nothing out
    expect(entries.remove(model[10] + 0.5)).toBe(false);
    for (let i = 0; i < 12; i++) {
      if (rnd() < 0.5) {
        const [gone] = model.splice(Math.floor(rnd() * model.length), 1);
        expect(entries.remove(gone)).toBe(true);
      } else {
        const entry = Math.floor(rnd() * 2 ** 32) + 0.25;
        entries.insert(entry);
        model.push(entry);
        model.sort(byNumber);
      }
    }
    expect(entries.size).toBe(model.length);
    expect(walked()).toEqual(model);
    // chunks no write reached stay packed
    expect(entries.packed).toBe(true);
  });

  it('keeps arrays for entries a Uint32Array cannot hold', () => {
    for (const odd of [-1, 2 ** 32, 1.5]) {
      const entries = new OrderedEntries((a: number, b: number) => a - b);
      const sorted = [0, 1, 2, odd].sort((a, b) => a - b);
      entries.load(sorted.slice());
      expect(entries.packed).toBe(false);
      expect([...entries.forward(0, entries.size)]).toEqual(sorted);
    }
  });
});
