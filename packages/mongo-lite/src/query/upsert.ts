import type { Document } from 'bson';
import { mongoError } from '../errors';
import { isPlainObject, isRegex } from './bson-types';
import { isOperatorObject } from './filter';
import { hasField } from './path';
import { cloneDeep } from './update/mutate';

function equalityValue(value: unknown): { ok: boolean; value?: unknown; repeated?: boolean } {
  if (isRegex(value)) return { ok: false };
  if (!isOperatorObject(value)) return { ok: true, value };
  if (hasField(value, '$eq')) return { ok: true, value: value.$eq };
  // MongoDB rewrites a one-element $in into an equality, which then seeds the upsert.
  if (Array.isArray(value.$in) && value.$in.length === 1 && !isRegex(value.$in[0])) {
    return { ok: true, value: value.$in[0] };
  }
  // {$all: [x]} parses into the equality {a: x} (a longer $all into several, which place() rejects).
  if (
    Array.isArray(value.$all) &&
    value.$all.length > 0 &&
    value.$all.every((x) => !isRegex(x) && !isOperatorObject(x))
  ) {
    if (value.$all.length > 1) return { ok: true, value: value.$all[0], repeated: true };
    return { ok: true, value: value.$all[0] };
  }
  return { ok: false };
}

function place(seed: Document, path: string, value: unknown, placed: string[]): void {
  for (const other of placed) {
    if (other === path || path.startsWith(other + '.') || other.startsWith(path + '.')) {
      const shorter = other.length < path.length ? other : path;
      throw mongoError(54, `cannot infer query fields to set, path '${shorter}' is matched twice`);
    }
  }
  placed.push(path);
  const parts = path.split('.');
  let cur: Document = seed;
  for (let i = 0; i < parts.length; i++) {
    const key = parts[i];
    const last = i === parts.length - 1;
    if (last) cur[key] = cloneDeep(value);
    else {
      if (!hasField(cur, key)) cur[key] = {};
      cur = cur[key] as Document;
    }
  }
}

function collect(filter: Document, seed: Document, placed: string[]): void {
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(value)) {
      for (const clause of value) if (isPlainObject(clause)) collect(clause, seed, placed);
      continue;
    }
    // MongoDB normalises the query first, and an $or of one clause is that clause (nested ones too).
    if (key === '$or' && Array.isArray(value) && value.length === 1 && isPlainObject(value[0])) {
      collect(value[0], seed, placed);
      continue;
    }
    if (key.startsWith('$')) continue;
    const eq = equalityValue(value);
    if (eq.ok) {
      place(seed, key, eq.value, placed);
      if (eq.repeated) place(seed, key, eq.value, placed);
    }
  }
}

/** The document an upsert starts from: the filter's equality conditions, dotted paths expanded. */
export function upsertSeed(filter: Document): Document {
  const seed: Document = {};
  collect(filter, seed, []);
  return seed;
}
