import type { Document } from 'bson';
import { mongoError } from '../../errors';
import { isPlainObject } from '../bson-types';
import { canonicalKey } from '../compare';
import { evaluate } from '../expressions';
import type { Vars } from '../expressions';
import { pathValues } from '../path';
import type { Stage } from './env';
import { setField } from './fields';

const ALLOWED = new Set(['from', 'localField', 'foreignField', 'as', 'let', 'pipeline']);

/** Keys a foreign document offers at a path, with query semantics: array elements and the array itself. */
function joinKeys(doc: Document, path: string): string[] {
  const out: string[] = [];
  for (const v of pathValues(doc, path.split('.'))) {
    if (Array.isArray(v)) v.forEach((e) => out.push(canonicalKey(e)));
    out.push(canonicalKey(v));
  }
  return out;
}

function localKeys(doc: Document, path: string): Set<string> {
  const keys = new Set<string>();
  for (const v of pathValues(doc, path.split('.'))) {
    if (Array.isArray(v)) v.forEach((e) => keys.add(canonicalKey(e)));
    else keys.add(canonicalKey(v));
  }
  return keys;
}

export const lookupStage: Stage = (docs, spec, env) => {
  if (!isPlainObject(spec)) throw mongoError(40319, 'the $lookup specification must be an Object');
  for (const key of Object.keys(spec)) {
    if (!ALLOWED.has(key)) throw mongoError(40321, `unknown argument to $lookup: ${key}`);
  }
  const { from, localField, foreignField, as, pipeline } = spec;
  if (typeof from !== 'string') throw mongoError(40321, "$lookup requires a 'from' field of type string");
  if (typeof as !== 'string') throw mongoError(40321, "must specify 'as' field for a $lookup");
  const hasFields = localField !== undefined || foreignField !== undefined;
  if (hasFields && (typeof localField !== 'string' || typeof foreignField !== 'string')) {
    throw mongoError(40321, "$lookup requires both 'localField' and 'foreignField' to be strings");
  }
  if (!hasFields && pipeline === undefined) {
    throw mongoError(40321, "$lookup requires either 'pipeline' or both 'localField' and 'foreignField'");
  }
  if (pipeline !== undefined && !Array.isArray(pipeline)) {
    throw mongoError(40321, "$lookup argument 'pipeline' must be an array");
  }
  if (spec.let !== undefined && pipeline === undefined) {
    throw mongoError(40321, "$lookup with 'let' must also specify 'pipeline'");
  }
  if (spec.let !== undefined && !isPlainObject(spec.let)) {
    throw mongoError(40321, "$lookup argument 'let' must be an object");
  }
  const foreign = env.ctx.collection(from);
  // key -> positions of the foreign documents offering it, so each join is a lookup, not a scan
  const byKey = new Map<string, number[]>();
  if (hasFields) {
    foreign.forEach((d, i) => {
      for (const k of new Set(joinKeys(d, foreignField as string))) {
        const list = byKey.get(k);
        if (list) list.push(i);
        else byKey.set(k, [i]);
      }
    });
  }
  const asParts = as.split('.');
  return docs.map((doc) => {
    let matched = foreign;
    if (hasFields) {
      const hits = new Set<number>();
      for (const k of localKeys(doc, localField as string)) byKey.get(k)?.forEach((i) => hits.add(i));
      // keep the foreign collection's natural order
      matched = [...hits].sort((a, b) => a - b).map((i) => foreign[i]);
    }
    if (pipeline !== undefined) {
      const vars: Vars = { ...env.vars };
      for (const [name, expr] of Object.entries((spec.let as Document | undefined) ?? {})) {
        if (!/^[a-z][A-Za-z0-9_]*$/.test(name)) {
          throw mongoError(16867, `'${name}' starts with an invalid character for a user variable name`);
        }
        vars[name] = evaluate(expr, { vars: { ROOT: doc, CURRENT: doc, ...env.vars } });
      }
      matched = env.run(matched, pipeline as Document[], vars);
    }
    return setField(doc, asParts, matched);
  });
};
