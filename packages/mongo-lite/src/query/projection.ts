import type { Document } from 'bson';
import { ErrorCodes, mongoError, unsupported } from '../errors';
import { isNumeric, isPlainObject } from './bson-types';
import { compareValues } from './compare';
import { compileElemMatchElement } from './filter';
import { toDouble } from './numbers';

type Leaf =
  | { kind: 'include' }
  | { kind: 'exclude' }
  | { kind: 'slice'; skip: number | undefined; limit: number }
  | { kind: 'elemMatch'; test: (e: unknown) => boolean };

interface Node {
  leaf?: Leaf;
  children: Map<string, Node>;
}

const newNode = (): Node => ({ children: new Map() });

function parseSlice(arg: unknown): Leaf {
  if (isNumeric(arg)) return { kind: 'slice', skip: undefined, limit: toInt(arg) };
  if (Array.isArray(arg) && arg.length === 2 && arg.every(isNumeric)) {
    const limit = toInt(arg[1]);
    if (limit <= 0) throw mongoError(ErrorCodes.BadValue, '$slice limit must be positive');
    return { kind: 'slice', skip: toInt(arg[0]), limit };
  }
  throw mongoError(ErrorCodes.BadValue, '$slice only supports numbers and [skip, limit] arrays');
}

function toInt(v: unknown): number {
  return Math.trunc(toDouble(v));
}

function parseLeaf(path: string, value: unknown): Leaf {
  if (typeof value === 'boolean') return { kind: value ? 'include' : 'exclude' };
  if (isNumeric(value)) return { kind: compareValues(value, 0) === 0 ? 'exclude' : 'include' };
  if (isPlainObject(value)) {
    const keys = Object.keys(value);
    if (keys.length === 1 && keys[0] === '$slice') return parseSlice(value.$slice);
    if (keys.length === 1 && keys[0] === '$elemMatch') {
      if (path.includes('.')) {
        throw mongoError(ErrorCodes.BadValue, 'Cannot use $elemMatch projection on a nested field.');
      }
      return { kind: 'elemMatch', test: compileElemMatchElement(value.$elemMatch) };
    }
    if (keys[0] === '$meta') throw unsupported('$meta projections');
  }
  throw unsupported('computed fields (expressions) in find projections');
}

/**
 * find/findAndModify projection: inclusion or exclusion (never both, except _id), $slice and $elemMatch.
 * Output keeps the stored field order; $elemMatch fields come last, as MongoDB 4.4+ returns them.
 */
export function compileProjection(projection: Document): (doc: Document) => Document {
  if (!isPlainObject(projection)) throw mongoError(ErrorCodes.BadValue, 'projection must be an object');
  const root = newNode();
  let mode: 'include' | 'exclude' | undefined;
  let excludeId = false;
  let includeId = false;
  for (const [path, value] of Object.entries(projection)) {
    if (path.endsWith('.$') || path.includes('.$.') || path === '$') {
      throw unsupported('positional ($) projection');
    }
    if (path.startsWith('$'))
      throw mongoError(ErrorCodes.BadValue, `FieldPath field names may not start with '$'.`);
    const leaf = parseLeaf(path, value);
    if (path === '_id' && (leaf.kind === 'include' || leaf.kind === 'exclude')) {
      if (leaf.kind === 'exclude') excludeId = true;
      else includeId = true;
      continue;
    }
    if (leaf.kind === 'include' || leaf.kind === 'exclude' || leaf.kind === 'elemMatch') {
      const kind = leaf.kind === 'exclude' ? 'exclude' : 'include';
      if (mode === 'include' && kind === 'exclude') {
        throw mongoError(31254, `Cannot do exclusion on field ${path} in inclusion projection`);
      }
      if (mode === 'exclude' && kind === 'include') {
        if (leaf.kind === 'elemMatch') throw unsupported('$elemMatch in an exclusion projection');
        throw mongoError(31253, `Cannot do inclusion on field ${path} in exclusion projection`);
      }
      mode = kind;
    }
    insert(root, path, leaf);
  }
  if (mode === undefined) mode = includeId ? 'include' : 'exclude';
  if (mode === 'exclude' && hasElemMatch(root)) throw unsupported('$elemMatch in an exclusion projection');
  if (root.children.size === 0 && !excludeId && mode === 'exclude') return (doc) => doc;
  const finalMode = mode;
  return (doc) => {
    const out = finalMode === 'include' ? include(doc, root, true, !excludeId) : exclude(doc, root);
    if (finalMode === 'exclude' && excludeId) delete out._id;
    return out;
  };
}

function hasElemMatch(root: Node): boolean {
  return [...root.children.values()].some((n) => n.leaf?.kind === 'elemMatch');
}

function insert(root: Node, path: string, leaf: Leaf): void {
  const parts = path.split('.');
  let node = root;
  for (let i = 0; i < parts.length; i++) {
    if (node.leaf) {
      throw mongoError(31249, `Path collision at ${path} remaining portion ${parts.slice(i).join('.')}`);
    }
    let child = node.children.get(parts[i]);
    if (!child) {
      child = newNode();
      node.children.set(parts[i], child);
    }
    node = child;
  }
  if (node.leaf || node.children.size > 0) throw mongoError(31250, `Path collision at ${path}`);
  node.leaf = leaf;
}

function slice(value: unknown, leaf: Extract<Leaf, { kind: 'slice' }>): unknown {
  if (!Array.isArray(value)) return value;
  if (leaf.skip === undefined) {
    return leaf.limit >= 0 ? value.slice(0, leaf.limit) : value.slice(Math.max(0, value.length + leaf.limit));
  }
  const start = leaf.skip >= 0 ? leaf.skip : Math.max(0, value.length + leaf.skip);
  return value.slice(start, start + leaf.limit);
}

function include(doc: Document, node: Node, top: boolean, keepId: boolean): Document {
  const out: Document = {};
  const last: Document = {};
  for (const [key, value] of Object.entries(doc)) {
    if (top && key === '_id') {
      if (keepId) out._id = value;
      continue;
    }
    const child = node.children.get(key);
    if (!child) continue;
    const leaf = child.leaf;
    if (leaf?.kind === 'include') out[key] = value;
    else if (leaf?.kind === 'slice') out[key] = slice(value, leaf);
    else if (leaf?.kind === 'elemMatch') {
      if (Array.isArray(value)) {
        const hit = value.find((e) => leaf.test(e));
        if (hit !== undefined) last[key] = [hit];
      }
    } else if (child.children.size > 0) {
      const sub = includeNested(value, child);
      if (sub !== undefined) out[key] = sub;
    }
  }
  return Object.assign(out, last);
}

function includeNested(value: unknown, node: Node): unknown {
  if (isPlainObject(value)) return include(value, node, false, true);
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (const e of value) {
      const r = includeNested(e, node);
      if (r !== undefined) out.push(r);
    }
    return out;
  }
  return undefined;
}

function exclude(doc: Document, node: Node): Document {
  const out: Document = {};
  for (const [key, value] of Object.entries(doc)) {
    const child = node.children.get(key);
    if (!child) {
      out[key] = value;
      continue;
    }
    const leaf = child.leaf;
    if (leaf?.kind === 'exclude') continue;
    if (leaf?.kind === 'slice') out[key] = slice(value, leaf);
    else out[key] = excludeNested(value, child);
  }
  return out;
}

function excludeNested(value: unknown, node: Node): unknown {
  if (isPlainObject(value)) return exclude(value, node);
  if (Array.isArray(value)) return value.map((e) => excludeNested(e, node));
  return value;
}
