import { Int32 } from 'bson';
import type { Document } from 'bson';
import { mongoError, unsupported } from '../../errors';
import { isPlainObject } from '../bson-types';
import { canonicalKey, compareValues } from '../compare';
import { evaluate } from '../expressions';
import type { Vars } from '../expressions';
import { isNullish } from '../expression-values';
import { NumericSum } from '../summation';
import type { Stage } from './env';

interface Accumulator {
  add(value: unknown): void;
  result(): unknown;
}

function minMax(sign: 1 | -1): () => Accumulator {
  return () => {
    let best: unknown;
    return {
      add(v) {
        // $min/$max ignore null and missing values
        if (isNullish(v)) return;
        if (best === undefined || compareValues(v, best) * sign > 0) best = v;
      },
      result: () => (best === undefined ? null : best),
    };
  };
}

const ACCUMULATORS: Record<string, () => Accumulator> = {
  $sum: () => {
    const s = new NumericSum();
    return { add: (v) => s.add(v), result: () => s.result() };
  },
  $avg: () => {
    const s = new NumericSum();
    return { add: (v) => s.add(v), result: () => s.average() };
  },
  $min: minMax(-1),
  $max: minMax(1),
  $first: () => {
    let seen = false;
    let first: unknown = null;
    return {
      add(v) {
        if (!seen) first = v === undefined ? null : v;
        seen = true;
      },
      result: () => first,
    };
  },
  $last: () => {
    let last: unknown = null;
    return { add: (v) => (last = v === undefined ? null : v), result: () => last };
  },
  $push: () => {
    const out: unknown[] = [];
    return { add: (v) => v !== undefined && out.push(v), result: () => out };
  },
  $addToSet: () => {
    const seen = new Map<string, unknown>();
    return {
      add(v) {
        if (v === undefined) return;
        const k = canonicalKey(v);
        if (!seen.has(k)) seen.set(k, v);
      },
      result: () => [...seen.values()],
    };
  },
  $mergeObjects: () => {
    const out: Document = {};
    return {
      add(v) {
        if (isNullish(v)) return;
        if (!isPlainObject(v)) throw mongoError(40400, '$mergeObjects requires object inputs');
        for (const [k, x] of Object.entries(v)) if (x !== undefined) out[k] = x;
      },
      result: () => out,
    };
  },
};

const KNOWN_UNSUPPORTED = [
  '$stdDevPop',
  '$stdDevSamp',
  '$top',
  '$topN',
  '$bottom',
  '$bottomN',
  '$firstN',
  '$lastN',
  '$maxN',
  '$minN',
  '$median',
  '$percentile',
  '$accumulator',
];

interface FieldSpec {
  name: string;
  make: () => Accumulator;
  expr: unknown;
}

function parseField(name: string, spec: unknown): FieldSpec {
  if (name.includes('.')) throw mongoError(40235, `The field name '${name}' cannot contain '.'`);
  if (!isPlainObject(spec) || Object.keys(spec).length !== 1) {
    throw mongoError(40238, `The field '${name}' must specify one accumulator`);
  }
  const [op] = Object.keys(spec);
  if (op === '$count') {
    if (!isPlainObject(spec.$count) || Object.keys(spec.$count).length > 0) {
      throw mongoError(2, '$count takes no arguments, i.e. $count:{}');
    }
    return { name, make: ACCUMULATORS.$sum, expr: new Int32(1) };
  }
  const make = ACCUMULATORS[op];
  if (!make) {
    if (KNOWN_UNSUPPORTED.includes(op)) throw unsupported(`the $group accumulator ${op}`);
    throw mongoError(15952, `unknown group operator '${op}'`);
  }
  if (Array.isArray(spec[op])) throw mongoError(40237, `The ${op} accumulator is a unary operator`);
  return { name, make, expr: spec[op] };
}

export function groupDocuments(docs: Document[], spec: unknown, vars: Vars): Document[] {
  if (!isPlainObject(spec)) throw mongoError(15947, "a group's fields must be specified in an object");
  if (!('_id' in spec)) throw mongoError(15955, 'a group specification must include an _id');
  const fields = Object.entries(spec)
    .filter(([k]) => k !== '_id')
    .map(([k, v]) => parseField(k, v));
  const groups = new Map<string, { id: unknown; accs: Accumulator[] }>();
  for (const doc of docs) {
    const ctx = { vars: { ROOT: doc, CURRENT: doc, ...vars } };
    const raw = evaluate(spec._id, ctx);
    const id = raw === undefined ? null : raw;
    const key = canonicalKey(id);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { id, accs: fields.map((f) => f.make()) }));
    fields.forEach((f, i) => group!.accs[i].add(evaluate(f.expr, ctx)));
  }
  return [...groups.values()].map(({ id, accs }) => {
    const out: Document = { _id: id };
    fields.forEach((f, i) => (out[f.name] = accs[i].result()));
    return out;
  });
}

export const groupStage: Stage = (docs, spec, env) => groupDocuments(docs, spec, env.vars);
