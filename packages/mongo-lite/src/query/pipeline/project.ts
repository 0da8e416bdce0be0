import type { Document } from 'bson';
import { ErrorCodes, mongoError, unsupported } from '../../errors';
import { isNumeric, isPlainObject } from '../bson-types';
import { compareValues } from '../compare';
import { evaluate } from '../expressions';
import type { Vars } from '../expressions';
import { isOperatorObject } from '../filter';
import type { Stage } from './env';
import { removeField, setField } from './fields';

type Spec =
  | { kind: 'include' }
  | { kind: 'exclude' }
  | { kind: 'expr'; expr: unknown }
  | { kind: 'nested'; children: Map<string, Spec> };

const projectError = (code: number, message: string) =>
  mongoError(code, `Invalid $project :: caused by :: ${message}`);

function parseValue(value: unknown): Spec {
  if (typeof value === 'boolean') return { kind: value ? 'include' : 'exclude' };
  if (isNumeric(value)) return { kind: compareValues(value, 0) === 0 ? 'exclude' : 'include' };
  if (isPlainObject(value) && !isOperatorObject(value)) {
    if (Object.keys(value).length === 0)
      throw projectError(51270, 'An empty sub-projection is not a valid value.');
    return { kind: 'nested', children: parseTree(value) };
  }
  if (isPlainObject(value) && Object.keys(value)[0] === '$meta') throw unsupported('$meta in $project');
  return { kind: 'expr', expr: value };
}

function parseTree(spec: Document): Map<string, Spec> {
  const tree = new Map<string, Spec>();
  for (const [path, value] of Object.entries(spec)) {
    if (path.startsWith('$')) throw projectError(16410, `FieldPath field names may not start with '$'.`);
    const parts = path.split('.');
    let node = tree;
    for (let i = 0; i < parts.length - 1; i++) {
      let child = node.get(parts[i]);
      if (!child) node.set(parts[i], (child = { kind: 'nested', children: new Map() }));
      if (child.kind !== 'nested') throw projectError(31250, `Path collision at ${path}`);
      node = child.children;
    }
    const last = parts[parts.length - 1];
    if (node.has(last)) throw projectError(31250, `Path collision at ${path}`);
    node.set(last, parseValue(value));
  }
  return tree;
}

/** include / exclude / undefined (only _id or nothing decided) for a spec tree, rejecting mixtures. */
function modeOf(tree: Map<string, Spec>, top: boolean, path = ''): 'include' | 'exclude' | undefined {
  let mode: 'include' | 'exclude' | undefined;
  const see = (m: 'include' | 'exclude', field: string) => {
    if (mode && mode !== m) {
      throw m === 'exclude'
        ? projectError(31254, `Cannot do exclusion on field ${field} in inclusion projection`)
        : projectError(31253, `Cannot do inclusion on field ${field} in exclusion projection`);
    }
    mode = m;
  };
  for (const [key, spec] of tree) {
    const field = path ? `${path}.${key}` : key;
    if (top && key === '_id' && (spec.kind === 'include' || spec.kind === 'exclude')) continue;
    if (spec.kind === 'include' || spec.kind === 'expr') see('include', field);
    else if (spec.kind === 'exclude') see('exclude', field);
    else {
      const m = modeOf(spec.children, false, field);
      if (m) see(m, field);
    }
  }
  return mode;
}

/** Whether a spec tree computes a field somewhere below (then scalars on the way become documents). */
function computes(tree: Map<string, Spec>): boolean {
  return [...tree.values()].some((s) => s.kind === 'expr' || (s.kind === 'nested' && computes(s.children)));
}

function include(value: unknown, tree: Map<string, Spec>, root: Document, vars: Vars, top: boolean): unknown {
  const hasComputed = computes(tree);
  if (Array.isArray(value)) {
    // MongoDB recurses into nested arrays too; scalars are dropped unless a computed field replaces them
    return value
      .filter((e) => hasComputed || isPlainObject(e) || Array.isArray(e))
      .map((e) => include(e, tree, root, vars, false));
  }
  if (!isPlainObject(value)) {
    if (!hasComputed) return undefined;
    value = {};
  }
  const doc = value as Document;
  const out: Document = {};
  for (const [key, v] of Object.entries(doc)) {
    const spec = tree.get(key);
    if (top && key === '_id' && !spec) {
      out._id = v;
      continue;
    }
    if (!spec) continue;
    if (spec.kind === 'include') out[key] = v;
    else if (spec.kind === 'nested') {
      const sub = include(v, spec.children, root, vars, false);
      if (sub !== undefined) out[key] = sub;
    }
  }
  for (const [key, spec] of tree) {
    if (spec.kind === 'expr') {
      const v = evaluate(spec.expr, { vars: { ROOT: root, CURRENT: root, ...vars } });
      if (v !== undefined) out[key] = v;
    } else if (spec.kind === 'nested' && !(key in doc)) {
      const sub = include(undefined, spec.children, root, vars, false);
      if (sub !== undefined && Object.keys(sub as Document).length > 0) out[key] = sub;
    }
  }
  if (top && tree.get('_id')?.kind === 'exclude') delete out._id;
  if (top && '_id' in out) return { _id: out._id, ...out };
  return out;
}

function exclude(value: unknown, tree: Map<string, Spec>): unknown {
  if (Array.isArray(value)) return value.map((e) => exclude(e, tree));
  if (!isPlainObject(value)) return value;
  const out: Document = {};
  for (const [key, v] of Object.entries(value)) {
    const spec = tree.get(key);
    if (!spec) out[key] = v;
    else if (spec.kind === 'nested') out[key] = exclude(v, spec.children);
  }
  return out;
}

export const projectStage: Stage = (docs, spec, env) => {
  if (!isPlainObject(spec) || Object.keys(spec).length === 0) {
    throw mongoError(ErrorCodes.Location, '$project specification must be an object with at least one field');
  }
  const tree = parseTree(spec);
  const mode = modeOf(tree, true) ?? (tree.get('_id')?.kind === 'include' ? 'include' : 'exclude');
  if (mode === 'include') return docs.map((d) => include(d, tree, d, env.vars, true) as Document);
  return docs.map((d) => exclude(d, tree) as Document);
};

export const unsetStage: Stage = (docs, spec) => {
  const fields = typeof spec === 'string' ? [spec] : spec;
  if (!Array.isArray(fields) || fields.length === 0 || !fields.every((f) => typeof f === 'string')) {
    throw mongoError(
      31002,
      '$unset specification must be a string or an array containing only string values',
    );
  }
  const paths = (fields as string[]).map((f) => f.split('.'));
  return docs.map((d) => paths.reduce((acc, parts) => removeField(acc, parts), d));
};

/** $addFields/$set specs: nested literal documents address subfields; all values use the input document. */
function flattenAddFields(spec: Document, prefix: string[], out: [string[], unknown][]): void {
  for (const [key, value] of Object.entries(spec)) {
    if (key.startsWith('$')) throw mongoError(16410, `FieldPath field names may not start with '$'.`);
    const parts = [...prefix, ...key.split('.')];
    if (isPlainObject(value) && !isOperatorObject(value) && Object.keys(value).length > 0) {
      flattenAddFields(value, parts, out);
    } else out.push([parts, value]);
  }
}

export const addFieldsStage: Stage = (docs, spec, env) => {
  if (!isPlainObject(spec)) throw mongoError(40272, '$addFields specification stage must be an object');
  const fields: [string[], unknown][] = [];
  flattenAddFields(spec, [], fields);
  return docs.map((d) => {
    const values = fields.map(([, expr]) => evaluate(expr, { vars: { ROOT: d, CURRENT: d, ...env.vars } }));
    return fields.reduce((acc, [parts], i) => setField(acc, parts, values[i]), d);
  });
};
