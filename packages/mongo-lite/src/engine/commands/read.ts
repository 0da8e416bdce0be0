import { Long, type Document } from 'bson';
import { compileFilter, compileProjection, distinctValues, canonicalKey, runPipeline } from '../../query';
import { ErrorCodes, mongoError, unsupported } from '../../errors';
import type { CommandContext, CommandHandler } from '../context';
import { plan } from '../planner';
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

/** Matching documents after sort, skip, limit and projection. */
export function query(
  ctx: CommandContext,
  collName: string,
  filter: Document,
  opts: {
    sort?: unknown;
    skip?: number;
    limit?: number;
    projection?: unknown;
  },
): Document[] {
  const coll = ctx.store.collection(ctx.db, collName);
  let docs = ctx.access.find(coll, filter);
  const skip = opts.skip ?? 0;
  if (skip < 0) throw mongoError(ErrorCodes.BadValue, 'skip value must be non-negative');
  const limit = opts.limit ? Math.abs(opts.limit) : undefined;
  if (isPlainObject(opts.sort) && Object.keys(opts.sort).length > 0) {
    const order = sharedSort(opts.sort);
    docs = limit ? topK(docs, skip + limit, order) : docs.slice().sort(order);
  }
  if (skip || limit) docs = docs.slice(skip, limit ? skip + limit : undefined);
  if (isPlainObject(opts.projection) && Object.keys(opts.projection).length > 0) {
    const project = compileProjection(opts.projection);
    docs = docs.map(project);
  }
  return docs;
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
  const first = pipeline[0] as Document | undefined;
  // a leading $match narrows the input through the indexes; the pipeline still applies it
  const input = ctx.access.find(
    ctx.store.collection(ctx.db, collName),
    first && isPlainObject(first.$match) ? first.$match : {},
  );
  const docs = runPipeline(input, pipeline, {
    collection: (name) => ctx.access.find(ctx.store.collection(ctx.db, name), {}),
  });
  const batchSize = optionalNumber(ctx.body.cursor.batchSize, 'batchSize');
  return { cursor: ctx.cursors.firstBatch(`${ctx.db}.${collName}`, docs, batchSize), ok: 1 };
};

const count: CommandHandler = (ctx) => {
  const collName = requireString(ctx.body.count, 'count');
  if (ctx.body.collation !== undefined) throw unsupported("the count option 'collation'");
  checkHint(ctx, collName, ctx.body.hint);
  const docs = query(ctx, collName, filterOf(ctx, 'query'), {
    skip: optionalNumber(ctx.body.skip, 'skip'),
    limit: optionalNumber(ctx.body.limit, 'limit'),
  });
  return { n: docs.length, ok: 1 };
};

const distinct: CommandHandler = (ctx) => {
  const collName = requireString(ctx.body.distinct, 'distinct');
  const key = requireString(ctx.body.key, 'key');
  if (ctx.body.collation !== undefined) throw unsupported("the distinct option 'collation'");
  const docs = query(ctx, collName, filterOf(ctx, 'query'), {});
  const seen = new Map<string, unknown>();
  for (const doc of docs) {
    for (const value of distinctValues(doc, key)) {
      const k = canonicalKey(value);
      if (!seen.has(k)) seen.set(k, value);
    }
  }
  return { values: [...seen.values()], ok: 1 };
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
  const coll = ctx.store.collection(ctx.db, collName);
  const started = Date.now();
  let examined = 0;
  let stage = 'EOF';
  let indexName: string | undefined;
  if (coll) {
    const chosen = plan(coll, filter);
    stage = chosen.stage;
    indexName = chosen.indexName;
    const matches = compileFilter(filter);
    for (const { doc } of chosen.docs) {
      examined++;
      matches(doc);
    }
  }
  const returned = query({ ...ctx, body: inner }, collName, filter, {
    sort: inner.sort,
    skip: optionalNumber(inner.skip, 'skip'),
    limit: optionalNumber(inner.limit, 'limit'),
    projection: inner.projection,
  }).length;
  const winningPlan: Document =
    stage === 'IXSCAN' ? { stage: 'FETCH', inputStage: { stage, indexName } } : { stage };
  return {
    queryPlanner: { namespace: `${ctx.db}.${collName}`, winningPlan, rejectedPlans: [] },
    executionStats: {
      executionSuccess: true,
      nReturned: returned,
      executionTimeMillis: Date.now() - started,
      totalKeysExamined: stage === 'COLLSCAN' ? 0 : examined,
      totalDocsExamined: examined,
    },
    ok: 1,
  };
};

readCommands.explain = explain;
