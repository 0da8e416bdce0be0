import type { Document } from 'bson';
import { canonicalKey, compileSort } from '../query';

type Order = (a: Document, b: Document) => number;

/** More distinct sort specs than an application's queries use; past it the oldest is dropped. */
const maxSpecs = 64;
const orders = new Map<string, Order>();

/**
 * The compiled order for a sort spec, shared by every query with the same spec. compileSort keeps each
 * document's sort key in a WeakMap; stored documents are replaced, never mutated, so a key stays valid for
 * the document object it was computed from, and a paged listing stops recomputing every key per request.
 */
export function sharedSort(spec: Document): Order {
  const key = canonicalKey(spec);
  let order = orders.get(key);
  if (!order) {
    order = compileSort(spec);
    if (orders.size >= maxSpecs) orders.delete(orders.keys().next().value as string);
    orders.set(key, order);
  }
  return order;
}
