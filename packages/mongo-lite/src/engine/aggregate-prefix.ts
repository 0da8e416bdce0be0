import { Int32, Long, type Document } from 'bson';
import { isPlainObject } from '../query/bson-types';
import { isIntegral, numKind, toDouble } from '../query/numbers';
import { validFieldName } from '../query/pipeline/fields';
import { Matches, MatchesView } from './matches';

/** Runs a pipeline over documents, as the aggregate command does (its collection and variables bound). */
export type PipelineRunner = (docs: Document[], pipeline: Document[]) => Document[];

/**
 * Runs the stages after a leading `$match` (and `$sort`) without materialising every match when their
 * shape allows: `$skip`/`$limit` narrow a window, `$count` and a constant-key `$group` that counts
 * (countDocuments) read only the count, and each branch of a `$facet` does the same on the window. Anything
 * else gets the window's documents and runs as usual; an invalid stage is left to the pipeline, which reports
 * it as MongoDB does.
 */
export function runAfterMatch(matches: Matches, stages: Document[], run: PipelineRunner): Document[] {
  return runOnView(new MatchesView(matches), stages, run);
}

function runOnView(view: MatchesView, stages: Document[], run: PipelineRunner): Document[] {
  let i = 0;
  for (; i < stages.length; i++) {
    const stage = stages[i];
    const n = isPlainObject(stage) && Object.keys(stage).length === 1 ? windowSize(stage) : undefined;
    if (n === undefined) break;
    view = '$skip' in stage ? view.skip(n) : view.take(n);
  }
  const next = stages[i];
  const counted = next !== undefined ? countOnly(next, view) : undefined;
  if (counted) return run(counted, stages.slice(i + 1));
  if (
    next !== undefined &&
    isPlainObject(next) &&
    isPlainObject(next.$facet) &&
    Object.keys(next).length === 1
  ) {
    const branches = Object.entries(next.$facet);
    if (branches.length > 0 && branches.every(([, pipeline]) => Array.isArray(pipeline))) {
      const out: Document = {};
      for (const [name, pipeline] of branches) out[name] = runOnView(view, pipeline as Document[], run);
      return run([out], stages.slice(i + 1));
    }
  }
  return run(view.page(), stages.slice(i));
}

/** The n of a valid `{$skip: n}` (n >= 0) or `{$limit: n}` (n > 0), else undefined. */
function windowSize(stage: Document): number | undefined {
  const [name] = Object.keys(stage);
  if (name !== '$skip' && name !== '$limit') return undefined;
  const value = stage[name];
  if (numKind(value) === undefined || !isIntegral(value)) return undefined;
  const n = toDouble(value);
  return n > 0 || (n === 0 && name === '$skip') ? n : undefined;
}

/** The output of `$count` or of a counting `$group` with a constant key, from the count alone. */
function countOnly(stage: unknown, view: MatchesView): Document[] | undefined {
  if (!isPlainObject(stage) || Object.keys(stage).length !== 1) return undefined;
  if (typeof stage.$count === 'string') {
    const name = stage.$count;
    if (!validFieldName(name) || name.includes('.')) return undefined;
    const n = view.count();
    // $count on no documents produces no document at all
    return n === 0 ? [] : [{ [name]: new Int32(n) }];
  }
  const group = stage.$group;
  if (!isPlainObject(group) || !('_id' in group) || !isConstant(group._id)) return undefined;
  const fields = Object.entries(group).filter(([key]) => key !== '_id');
  const ones = fields.every(
    ([, accumulator]) =>
      isPlainObject(accumulator) &&
      Object.keys(accumulator).length === 1 &&
      numKind(accumulator.$sum) === 'int' &&
      toDouble(accumulator.$sum) === 1,
  );
  if (!ones) return undefined;
  const n = view.count();
  if (n === 0) return [];
  // $sum of int 1s is an int while the total fits, then a long (NumericSum's rule)
  const total = n < 2 ** 31 ? new Int32(n) : Long.fromNumber(n);
  const out: Document = { _id: group._id };
  for (const [key] of fields) out[key] = total;
  return [out];
}

/** A group key that evaluates to itself whatever the document: a number, boolean, null or plain string. */
function isConstant(value: unknown): boolean {
  if (value === null || typeof value === 'boolean' || typeof value === 'number') return true;
  if (typeof value === 'string') return !value.startsWith('$');
  return numKind(value) !== undefined;
}
