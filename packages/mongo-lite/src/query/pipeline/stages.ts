import { Int32 } from 'bson';
import type { Document } from 'bson';
import { mongoError } from '../../errors';
import { isNumeric, isPlainObject } from '../bson-types';
import { evaluate } from '../expressions';
import { compileMatch } from '../filter';
import { isIntegral, toDouble } from '../numbers';
import { compileSort } from '../sort';
import { bsonTypeAlias } from '../bson-types';
import type { Stage } from './env';
import { validFieldName } from './fields';
import { groupDocuments } from './group';

export const matchStage: Stage = (docs, spec, env) => {
  if (!isPlainObject(spec)) throw mongoError(15959, 'the match filter must be an expression in an object');
  const m = compileMatch(spec, env.vars);
  return docs.filter((d) => m(d));
};

export const sortStage: Stage = (docs, spec) => {
  if (!isPlainObject(spec) || Object.keys(spec).length === 0) {
    throw mongoError(15976, '$sort stage must have at least one sort key');
  }
  const cmp = compileSort(spec);
  // Array.prototype.sort is stable, like MongoDB's sort for equal keys in input order.
  return [...docs].sort(cmp);
};

function count(spec: unknown, stage: string, positive: boolean): number {
  if (!isNumeric(spec) || !isIntegral(spec)) {
    throw mongoError(
      15957,
      `invalid argument to ${stage} stage: ${stage === '$limit' ? 'the limit' : 'the skip'} must be specified as a number`,
    );
  }
  const n = toDouble(spec);
  if (positive && n <= 0)
    throw mongoError(15958, 'invalid argument to $limit stage: the limit must be positive');
  if (n < 0)
    throw mongoError(15956, 'invalid argument to $skip stage: the number to skip cannot be negative');
  return n;
}

export const skipStage: Stage = (docs, spec) => docs.slice(count(spec, '$skip', false));
export const limitStage: Stage = (docs, spec) => docs.slice(0, count(spec, '$limit', true));

export const countStage: Stage = (docs, spec) => {
  if (!validFieldName(spec)) {
    throw mongoError(40157, 'the count field must be a non-empty string that does not start with $');
  }
  if (spec.includes('.')) throw mongoError(40160, "the count field cannot contain '.'");
  // $count on empty input produces no document at all.
  return docs.length === 0 ? [] : [{ [spec]: new Int32(docs.length) }];
};

export const sortByCountStage: Stage = (docs, spec, env) => {
  const isExpr =
    (typeof spec === 'string' && spec.startsWith('$')) ||
    (isPlainObject(spec) && Object.keys(spec)[0]?.startsWith('$'));
  if (!isExpr) {
    throw mongoError(40148, 'the sortByCount field must be defined as a $-prefixed path or an expression');
  }
  const grouped = groupDocuments(docs, { _id: spec, count: { $sum: new Int32(1) } }, env.vars);
  return sortStage(grouped, { count: new Int32(-1) }, env);
};

function replaceRoot(docs: Document[], expr: unknown, vars: Document): Document[] {
  return docs.map((d) => {
    const root = evaluate(expr, { vars: { ROOT: d, CURRENT: d, ...vars } });
    if (!isPlainObject(root)) {
      throw mongoError(
        40228,
        `'newRoot' expression must evaluate to an object, but resulting value was: ${root === undefined ? 'MISSING' : String(root)}. Type of resulting value: '${bsonTypeAlias(root)}'.`,
      );
    }
    return root;
  });
}

export const replaceRootStage: Stage = (docs, spec, env) => {
  if (!isPlainObject(spec) || !('newRoot' in spec))
    throw mongoError(40231, 'no newRoot specified for the $replaceRoot stage');
  return replaceRoot(docs, spec.newRoot, env.vars);
};

export const replaceWithStage: Stage = (docs, spec, env) => replaceRoot(docs, spec, env.vars);

export const facetStage: Stage = (docs, spec, env) => {
  if (!isPlainObject(spec) || Object.keys(spec).length === 0) {
    throw mongoError(40169, 'the $facet specification must be a non-empty object');
  }
  const out: Document = {};
  for (const [name, pipeline] of Object.entries(spec)) {
    if (!Array.isArray(pipeline))
      throw mongoError(
        40170,
        `arguments to $facet must be arrays, ${name} is type ${bsonTypeAlias(pipeline)}`,
      );
    out[name] = env.run(docs, pipeline as Document[], env.vars);
  }
  return [out];
};
