import type { Document } from 'bson';
import { ErrorCodes, mongoError } from '../../errors';
import { isPlainObject } from '../bson-types';
import { hasField, isArrayIndex } from '../path';
import { formatDocument } from './format';

export type Container = Document | unknown[];

/** Copies plain objects and arrays; BSON wrappers are immutable and shared. */
export function cloneDeep<T>(value: T): T {
  if (Array.isArray(value)) return value.map(cloneDeep) as T;
  if (isPlainObject(value)) {
    const out: Document = {};
    for (const [k, v] of Object.entries(value)) out[k] = cloneDeep(v);
    return out as T;
  }
  return value;
}

export function childOf(container: Container, key: string): unknown {
  if (Array.isArray(container)) return isArrayIndex(key) ? container[Number(key)] : undefined;
  return hasField(container, key) ? container[key] : undefined;
}

export function hasChild(container: Container, key: string): boolean {
  if (Array.isArray(container)) return isArrayIndex(key) && Number(key) < container.length;
  return hasField(container, key);
}

function pathNotViable(field: string, parentKey: string, parentValue: unknown): Error {
  return mongoError(
    ErrorCodes.PathNotViable,
    `Cannot create field '${field}' in element ${formatDocument({ [parentKey]: parentValue })}`,
  );
}

/** Writes container[key], padding arrays with nulls as MongoDB does for $set on a far index. */
export function assign(container: Container, key: string, value: unknown, parentKey: string): void {
  if (Array.isArray(container)) {
    if (!isArrayIndex(key)) throw pathNotViable(key, parentKey, container);
    const i = Number(key);
    while (container.length < i) container.push(null);
    container[i] = value;
  } else {
    container[key] = value;
  }
}

export interface Slot {
  container: Container;
  key: string;
  /** the field name of the container in its parent (for error messages) */
  parentKey: string;
}

/**
 * The container holding the last component of `parts`. With `create`, missing intermediate fields become
 * {} and a scalar on the way is error 28 (PathNotViable); without it, an unreachable path gives undefined.
 */
export function locate(root: Document, parts: string[], create: boolean): Slot | undefined {
  let cur: Container = root;
  let parentKey = '';
  for (let i = 0; i < parts.length - 1; i++) {
    const key = parts[i];
    let next = childOf(cur, key);
    if (next === undefined) {
      if (!create) return undefined;
      if (Array.isArray(cur) && !isArrayIndex(key)) throw pathNotViable(key, parentKey, cur);
      next = {};
      assign(cur, key, next, parentKey);
    } else if (!isPlainObject(next) && !Array.isArray(next)) {
      if (!create) return undefined;
      throw pathNotViable(parts[i + 1], key, next);
    }
    cur = next as Container;
    parentKey = key;
  }
  return { container: cur, key: parts[parts.length - 1], parentKey };
}
