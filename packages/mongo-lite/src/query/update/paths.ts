import type { Document } from 'bson';
import { ErrorCodes, mongoError, unsupported } from '../../errors';
import { bsonTypeAlias, isPlainObject } from '../bson-types';
import { compileFilter } from '../filter';
import { getPath } from '../path';
import { formatValue } from './format';
import { childOf } from './mutate';

export const UPDATE_OPERATORS = new Set([
  '$set',
  '$unset',
  '$inc',
  '$mul',
  '$min',
  '$max',
  '$rename',
  '$setOnInsert',
  '$currentDate',
  '$push',
  '$addToSet',
  '$pull',
  '$pullAll',
  '$pop',
]);

export interface UpdateEntry {
  op: string;
  path: string;
  arg: unknown;
}

const badValue = (m: string) => mongoError(ErrorCodes.BadValue, m);

function checkPath(path: string): void {
  const parts = path.split('.');
  if (path === '' || parts.some((p) => p === '')) {
    throw mongoError(56, `The update path '${path}' contains an empty field name, which is not allowed.`);
  }
  if (parts.some((p) => p.startsWith('$') && p !== '$' && !IDENT.test(p))) {
    throw unsupported(`the update path '${path}' ($-prefixed field names)`);
  }
}

/** Splits an operator update into (operator, path, argument) entries and rejects conflicting paths (40). */
export function parseOperatorUpdate(update: Document): UpdateEntry[] {
  const entries: UpdateEntry[] = [];
  for (const [op, fields] of Object.entries(update)) {
    if (op === '$bit')
      throw mongoError(ErrorCodes.NotImplemented, 'mongo-lite does not support the update operator $bit');
    if (!UPDATE_OPERATORS.has(op)) {
      throw mongoError(
        ErrorCodes.FailedToParse,
        `Unknown modifier: ${op}. Expected a valid update modifier or pipeline-style update specified as an array`,
      );
    }
    if (!isPlainObject(fields)) {
      throw mongoError(
        ErrorCodes.FailedToParse,
        `Modifiers operate on fields but we found type ${bsonTypeAlias(fields)} instead. For example: {$mod: {<field>: ...}} not {${op}: ${formatValue(fields)}}`,
      );
    }
    for (const [path, arg] of Object.entries(fields)) {
      checkPath(path);
      if (op === '$rename') checkRename(path, arg);
      entries.push({ op, path, arg });
    }
  }
  checkConflicts(entries);
  return entries;
}

function checkRename(from: string, to: unknown): void {
  if (typeof to !== 'string') {
    throw badValue(`The 'to' field for $rename must be a string: ${from}: ${formatValue(to)}`);
  }
  checkPath(to);
  if (from === to) throw badValue(`The source and target field for $rename must differ: ${from}: "${to}"`);
  if (from.split('.').some((p) => p.startsWith('$'))) {
    throw badValue(`The source field for $rename may not be dynamic: ${from}`);
  }
  if (to.split('.').some((p) => p.startsWith('$'))) {
    throw badValue(`The destination field for $rename may not be dynamic: ${to}`);
  }
  if (to.startsWith(from + '.') || from.startsWith(to + '.')) {
    throw badValue(`The source and target field for $rename must not be on the same path: ${from}: "${to}"`);
  }
}

function checkConflicts(entries: UpdateEntry[]): void {
  const seen: string[] = [];
  const add = (path: string) => {
    for (const other of seen) {
      let at: string | undefined;
      if (other === path || path.startsWith(other + '.')) at = other;
      else if (other.startsWith(path + '.')) at = path;
      if (at !== undefined) {
        throw mongoError(
          ErrorCodes.ConflictingUpdateOperators,
          `Updating the path '${path}' would create a conflict at '${at}'`,
        );
      }
    }
    seen.push(path);
  };
  for (const e of entries) {
    add(e.path);
    if (e.op === '$rename') add(e.arg as string);
  }
}

const IDENT = /^\$\[([^\]]*)\]$/;

/** Array filters by identifier, each a test of one array element. */
export type ArrayFilters = Map<string, (element: unknown) => boolean>;

export function compileArrayFilters(filters: Document[] | undefined): ArrayFilters {
  const out: ArrayFilters = new Map();
  for (const filter of filters ?? []) {
    if (!isPlainObject(filter)) throw mongoError(ErrorCodes.FailedToParse, 'arrayFilters must be objects');
    const ids = new Set(Object.keys(filter).map((k) => k.split('.')[0]));
    if (ids.size !== 1) {
      throw mongoError(ErrorCodes.FailedToParse, 'Each array filter must use a single top-level field name');
    }
    const id = [...ids][0];
    if (!/^[a-z][a-zA-Z0-9]*$/.test(id)) {
      throw badValue(
        `The top-level field name must be an alphanumeric string beginning with a lowercase letter, found '${id}'`,
      );
    }
    if (out.has(id))
      throw mongoError(
        ErrorCodes.FailedToParse,
        `Found multiple array filters with the same top-level field name ${id}`,
      );
    const m = compileFilter(filter);
    out.set(id, (element) => m({ [id]: element }));
  }
  return out;
}

/** Checks that every array filter is used by some path (MongoDB rejects unused ones with code 9). */
export function checkArrayFiltersUsed(entries: UpdateEntry[], filters: ArrayFilters, update: Document): void {
  const used = new Set<string>();
  for (const e of entries) {
    for (const part of e.path.split('.')) {
      const m = IDENT.exec(part);
      if (m && m[1] !== '') {
        if (!filters.has(m[1])) {
          throw badValue(`No array filter found for identifier '${m[1]}' in path '${e.path}'`);
        }
        used.add(m[1]);
      }
    }
  }
  for (const id of filters.keys()) {
    if (!used.has(id)) {
      throw mongoError(
        ErrorCodes.FailedToParse,
        `The array filter for identifier '${id}' was not used in the update ${formatValue(update)}`,
      );
    }
  }
}

/** Index of the array element the query matched, for the positional `$` operator. */
function positionalIndex(doc: Document, prefix: string[], query: Document | undefined): number {
  const notFound = () => badValue('The positional operator did not find the match needed from the query.');
  const array = getPath(doc, prefix);
  if (!Array.isArray(array) || !query) throw notFound();
  const prefixPath = prefix.join('.');
  const relevant: Document = {};
  const collect = (q: Document) => {
    for (const [k, v] of Object.entries(q)) {
      if (k === '$and' && Array.isArray(v)) v.forEach((c) => isPlainObject(c) && collect(c));
      else if (k === prefixPath || k.startsWith(prefixPath + '.')) {
        relevant.$and = [...((relevant.$and as Document[]) ?? []), { [k]: v }];
      }
    }
  };
  collect(query);
  if (!relevant.$and) throw notFound();
  const matcher = compileFilter(relevant);
  for (let i = 0; i < array.length; i++) {
    if (matcher(withPath(doc, prefix, [array[i]]))) return i;
  }
  throw notFound();
}

function withPath(doc: Document, parts: string[], value: unknown): Document {
  const [head, ...rest] = parts;
  const copy: Document = { ...doc };
  copy[head] = rest.length === 0 ? value : withPath(doc[head] as Document, rest, value);
  return copy;
}

/**
 * Concrete paths an update path addresses in `doc`: `$` becomes the query-matched index, `$[]` every
 * element and `$[id]` the elements its array filter accepts.
 */
export function expandPath(
  doc: Document,
  path: string,
  query: Document | undefined,
  filters: ArrayFilters,
): string[][] {
  let parts = path.split('.');
  const dollars = parts.filter((p) => p === '$').length;
  if (dollars > 1) throw badValue(`Too many positional (i.e. '$') elements found in path '${path}'`);
  if (dollars === 1) {
    const at = parts.indexOf('$');
    if (at === 0)
      throw badValue(`Cannot have positional (i.e. '$') element in the first component in path '${path}'`);
    const index = positionalIndex(doc, parts.slice(0, at), query);
    parts = [...parts.slice(0, at), String(index), ...parts.slice(at + 1)];
  }
  if (!parts.some((p) => IDENT.test(p))) return [parts];
  const out: string[][] = [];
  const walk = (value: unknown, i: number, prefix: string[]) => {
    if (i === parts.length) {
      out.push(prefix);
      return;
    }
    const part = parts[i];
    const m = IDENT.exec(part);
    if (!m) {
      const next = Array.isArray(value) || isPlainObject(value) ? childOf(value, part) : undefined;
      walk(next, i + 1, [...prefix, part]);
      return;
    }
    if (value === undefined) {
      throw badValue(
        `The path '${prefix.join('.')}' must exist in the document in order to apply array updates.`,
      );
    }
    if (!Array.isArray(value)) {
      throw badValue(
        `Cannot apply array updates to non-array element ${prefix[prefix.length - 1]}: ${formatValue(value)}`,
      );
    }
    const test = m[1] === '' ? () => true : filters.get(m[1])!;
    value.forEach((element, index) => {
      if (test(element)) walk(element, i + 1, [...prefix, String(index)]);
    });
  };
  walk(doc, 0, []);
  return out;
}
