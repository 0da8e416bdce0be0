import { Long, type Document } from 'bson';
import { withoutFields } from '../../bson-decode';
import { RawDocument } from '../../bson-raw';
import { compareValues, compileProjection, distinctValues, canonicalKey, runPipeline } from '../../query';
import { isNumeric } from '../../query/bson-types';
import { ErrorCodes, mongoError, unsupported } from '../../errors';
import type { CommandContext, CommandHandler } from '../context';
import { runAfterMatch } from '../aggregate-prefix';
import type { ResultDocument } from '../cursors';
import { Matches } from '../matches';
import { sharedSort } from '../sort-cache';
import { topK } from '../top-k';
import { isPlainObject, optionalNumber, requireString, toBigInt, truthy } from '../values';

/** find options that change results and that mongo-lite does not implement: refused, never ignored. */
const refusedFindOptions = [
  'collation',
  'min',
  'max',
  'returnKey',
  'showRecordId',
  'tailable',
  'awaitData',
  'let',
  'allowPartialResults',
  'oplogReplay',
];

function filterOf(ctx: CommandContext, field: string): Document {
  const value = ctx.body[field];
  if (value === undefined || value === null) return {};
  if (!isPlainObject(value)) {
    throw mongoError(ErrorCodes.TypeMismatch, `BSON field '${field}' is the wrong type, expected an object`);
  }
  return value;
}

/** Refuses a hint naming no index of the collection, as MongoDB's planner does (code 2). */
export function checkHint(ctx: CommandContext, collName: string, hint: unknown): void {
  if (hint === undefined) return;
  const coll = ctx.store.collection(ctx.db, collName);
  if (!coll) return;
  const names = ['_id_', ...coll.indexes.keys()];
  const keys = [{ _id: 1 }, ...[...coll.indexes.values()].map((index) => index.spec.key)].map((k) =>
    canonicalKey(k),
  );
  const ok =
    typeof hint === 'string'
      ? names.includes(hint)
      : isPlainObject(hint) && (keys.includes(canonicalKey(hint)) || '$natural' in hint);
  if (!ok)
    throw mongoError(
      ErrorCodes.BadValue,
      'error processing query: planner returned error :: caused by :: hint provided does not correspond to an existing index',
    );
}

interface QueryOptions {
  sort?: unknown;
  skip?: number;
  limit?: number;
  projection?: unknown;
}

/**
 * The matches of a read outside a transaction, planned for its sort and limit (indexes walked in order where
 * they give it); undefined inside one, whose reads see its snapshot rather than the indexes' current state.
 */
function matchesOf(ctx: CommandContext, collName: string, filter: Document, opts: QueryOptions = {}) {
  if (ctx.txn) return undefined;
  const sort = isPlainObject(opts.sort) ? opts.sort : undefined;
  const wanted = opts.limit ? (opts.skip ?? 0) + Math.abs(opts.limit) : undefined;
  return new Matches(ctx.store.collection(ctx.db, collName), filter, sort, wanted);
}

/**
 * Matching documents after sort, skip, limit and projection: stored documents as they are (the wire writes
 * their bytes) when nothing projects them, else decoded.
 */
export function query(
  ctx: CommandContext,
  collName: string,
  filter: Document,
  opts: QueryOptions,
): ResultDocument[] {
  const skip = opts.skip ?? 0;
  if (skip < 0) throw mongoError(ErrorCodes.BadValue, 'skip value must be non-negative');
  const limit = opts.limit ? Math.abs(opts.limit) : undefined;
  const matches = matchesOf(ctx, collName, filter, opts);
  const projecting = isPlainObject(opts.projection) && Object.keys(opts.projection).length > 0;
  if (matches) {
    const page = matches.page(skip, limit);
    if (!projecting) return page;
    // compiled in every case, so an invalid projection is refused as MongoDB refuses it
    const project = compileProjection(opts.projection as Document);
    // top-level fields left out: cut from the stored bytes, not decoded and encoded again
    const left = leftOut(opts.projection as Document);
    if (left) return page.map((stored) => new RawDocument(withoutFields(stored.bytesLeaving(left), left)));
    return page.map((stored) => project(matches.document(stored)));
  }
  // inside a transaction: its snapshot, filtered, then sorted
  let docs = ctx.access.find(ctx.store.collection(ctx.db, collName), filter);
  if (isPlainObject(opts.sort) && Object.keys(opts.sort).length > 0) {
    const order = sharedSort(opts.sort);
    docs = limit ? topK(docs, skip + limit, order) : docs.slice().sort(order);
  }
  if (skip || limit) docs = docs.slice(skip, limit ? skip + limit : undefined);
  if (projecting) docs = docs.map(compileProjection(opts.projection as Document));
  return docs;
}

/** The fields a projection that only leaves out top-level fields (`{ a: 0, b: false }`) leaves out. */
function leftOut(projection: Document): Set<string> | undefined {
  const names = new Set<string>();
  for (const [name, value] of Object.entries(projection)) {
    if (name.includes('.') || name.startsWith('$')) return undefined;
    const zero = value === false || (isNumeric(value) && compareValues(value, 0) === 0);
    if (!zero) return undefined;
    names.add(name);
  }
  return names;
}

const find: CommandHandler = (ctx) => {
  const collName = requireString(ctx.body.find, 'find');
  for (const option of refusedFindOptions) {
    if (ctx.body[option] !== undefined) throw unsupported(`the find option '${option}'`);
  }
  checkHint(ctx, collName, ctx.body.hint);
  const limit = optionalNumber(ctx.body.limit, 'limit');
  const docs = query(ctx, collName, filterOf(ctx, 'filter'), {
    sort: ctx.body.sort,
    skip: optionalNumber(ctx.body.skip, 'skip'),
    limit,
    projection: ctx.body.projection,
  });
  const batchSize = optionalNumber(ctx.body.batchSize, 'batchSize');
  const single = truthy(ctx.body.singleBatch) || (limit !== undefined && limit < 0);
  return { cursor: ctx.cursors.firstBatch(`${ctx.db}.${collName}`, docs, batchSize, single), ok: 1 };
};

const getMore: CommandHandler = (ctx) => {
  const id = toBigInt(ctx.body.getMore, 'getMore');
  const collName = requireString(ctx.body.collection, 'collection');
  const batchSize = optionalNumber(ctx.body.batchSize, 'batchSize');
  return { cursor: ctx.cursors.getMore(id, `${ctx.db}.${collName}`, batchSize), ok: 1 };
};

const killCursors: CommandHandler = (ctx) => {
  const ids = Array.isArray(ctx.body.cursors)
    ? ctx.body.cursors.map((id: unknown) => toBigInt(id, 'cursors'))
    : [];
  const { killed, notFound } = ctx.cursors.kill(ids);
  return {
    cursorsKilled: killed.map((id) => Long.fromBigInt(id)),
    cursorsNotFound: notFound.map((id) => Long.fromBigInt(id)),
    cursorsAlive: [],
    cursorsUnknown: [],
    ok: 1,
  };
};

const aggregate: CommandHandler = (ctx) => {
  if (typeof ctx.body.aggregate !== 'string') throw unsupported('database-level aggregation (aggregate: 1)');
  const collName = ctx.body.aggregate;
  const pipeline = ctx.body.pipeline;
  if (!Array.isArray(pipeline))
    throw mongoError(ErrorCodes.TypeMismatch, "'pipeline' option must be specified as an array");
  if (truthy(ctx.body.explain)) throw unsupported('explain');
  for (const option of ['collation', 'let']) {
    if (ctx.body[option] !== undefined) throw unsupported(`the aggregate option '${option}'`);
  }
  if (!isPlainObject(ctx.body.cursor)) {
    throw mongoError(
      ErrorCodes.FailedToParse,
      "The 'cursor' option is required, except for aggregate with the explain argument",
    );
  }
  checkHint(ctx, collName, ctx.body.hint);
  const context = { collection: (name: string) => ctx.access.find(ctx.store.collection(ctx.db, name), {}) };
  const run = (input: Document[], stages: Document[]) => runPipeline(input, stages, context);
  const first = pipeline[0] as Document | undefined;
  const filter =
    first && isPlainObject(first.$match) && Object.keys(first).length === 1 ? first.$match : undefined;
  const second = pipeline[1] as Document | undefined;
  const sort =
    filter &&
    second &&
    isPlainObject(second.$sort) &&
    Object.keys(second).length === 1 &&
    Object.keys(second.$sort).length
      ? second.$sort
      : undefined;
  // a leading $match (and $sort) is answered by Matches: through the indexes, in order, only as far as the
  // stages after it need (see runAfterMatch)
  const matches = filter ? matchesOf(ctx, collName, filter, { sort }) : undefined;
  let docs: Document[];
  if (matches) docs = runAfterMatch(matches, pipeline.slice(sort ? 2 : 1), run);
  else {
    // inside a transaction: a leading $match still narrows the input through the indexes
    const input = ctx.access.find(ctx.store.collection(ctx.db, collName), filter ?? {});
    docs = run(input, pipeline);
  }
  const batchSize = optionalNumber(ctx.body.cursor.batchSize, 'batchSize');
  return { cursor: ctx.cursors.firstBatch(`${ctx.db}.${collName}`, docs, batchSize), ok: 1 };
};

const count: CommandHandler = (ctx) => {
  const collName = requireString(ctx.body.count, 'count');
  if (ctx.body.collation !== undefined) throw unsupported("the count option 'collation'");
  checkHint(ctx, collName, ctx.body.hint);
  const skip = optionalNumber(ctx.body.skip, 'skip');
  const limit = optionalNumber(ctx.body.limit, 'limit');
  const filter = filterOf(ctx, 'query');
  const matches = matchesOf(ctx, collName, filter);
  if (matches && !skip && !limit) return { n: matches.count(), ok: 1 };
  return { n: query(ctx, collName, filter, { skip, limit }).length, ok: 1 };
};

const distinct: CommandHandler = (ctx) => {
  const collName = requireString(ctx.body.distinct, 'distinct');
  const key = requireString(ctx.body.key, 'key');
  if (ctx.body.collation !== undefined) throw unsupported("the distinct option 'collation'");
  const docs = query(ctx, collName, filterOf(ctx, 'query'), {});
  const seen = new Map<string, unknown>();
  for (const found of docs) {
    const doc = found instanceof RawDocument ? found.decode() : found;
    for (const value of distinctValues(doc, key)) {
      const k = canonicalKey(value);
      if (!seen.has(k)) seen.set(k, value);
    }
  }
  // mongod gathers the values in a set ordered as BSON compares them, and answers in that order.
  return { values: [...seen.values()].sort(compareValues), ok: 1 };
};

export const readCommands: Record<string, CommandHandler> = {
  find,
  getMore,
  killCursors,
  aggregate,
  count,
  distinct,
};

/** `explain` for find: the plan mongo-lite uses and how many documents it examined (as MongoDB reports). */
const explain: CommandHandler = (ctx) => {
  const inner = ctx.body.explain;
  if (!isPlainObject(inner) || typeof inner.find !== 'string')
    throw unsupported('explain of anything but find');
  const collName = inner.find;
  const filter = isPlainObject(inner.filter) ? inner.filter : {};
  const started = Date.now();
  const opts: QueryOptions = {
    sort: inner.sort,
    skip: optionalNumber(inner.skip, 'skip'),
    limit: optionalNumber(inner.limit, 'limit'),
  };
  const matches = matchesOf({ ...ctx, txn: undefined }, collName, filter, opts)!;
  const limit = opts.limit ? Math.abs(opts.limit) : undefined;
  const returned = matches.page(opts.skip ?? 0, limit).length;
  const chosen = matches.plan;
  const stage = chosen?.stage ?? 'EOF';
  let winningPlan: Document =
    stage === 'IXSCAN'
      ? {
          stage: 'FETCH',
          inputStage: { stage, indexName: chosen!.indexName, direction: chosen!.direction ?? 'forward' },
        }
      : { stage };
  if (chosen && !chosen.sorted) winningPlan = { stage: 'SORT', inputStage: winningPlan };
  return {
    queryPlanner: { namespace: `${ctx.db}.${collName}`, winningPlan, rejectedPlans: [] },
    executionStats: {
      executionSuccess: true,
      nReturned: returned,
      executionTimeMillis: Date.now() - started,
      totalKeysExamined: chosen?.keysExamined ?? 0,
      totalDocsExamined: matches.examined,
    },
    ok: 1,
  };
};

readCommands.explain = explain;
