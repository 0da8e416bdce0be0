import { BSON, type Document } from 'bson';
import { expect } from 'vitest';
import { Engine } from '../../src/engine/engine';
import { runOn } from '../query/helpers';

/** A value as canonical extended JSON: two answers compare equal only with the same BSON types and order. */
export const canonical = (value: unknown) => JSON.stringify(BSON.EJSON.serialize({ v: value } as Document));

/**
 * Two engines fed the same commands for a differential test: `indexed` has `indexes` on `collection`, the
 * other none, so every answer the index paths give is checked against a plain scan's. `both(body)` runs a
 * command on each, expects the same answer (a failure names the seed and the command) and returns the
 * indexed engine's.
 */
export function differential(collection: string, indexes: Document[], seed: number) {
  const indexed = new Engine();
  const plain = new Engine();
  runOn(indexed, { createIndexes: collection, indexes });
  const both = (body: Document) => {
    const a = runOn(indexed, body);
    const b = runOn(plain, body);
    expect(canonical(a), `seed ${seed}: ${canonical(body).slice(0, 400)}`).toBe(canonical(b));
    return a;
  };
  return { indexed, both };
}
