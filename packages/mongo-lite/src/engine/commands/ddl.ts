import type { Document } from 'bson';
import { compileFilter, canonicalKey } from '../../query';
import { ErrorCodes, mongoError, unsupported } from '../../errors';
import { idIndexSpec } from '../collection';
import type { CommandContext, CommandHandler } from '../context';
import { defaultIndexName, normalizeIndexSpec } from '../indexes';
import { isPlainObject, optionalNumber, requireString, truthy } from '../values';

const supportedCreateOptions = new Set([
  'create',
  '$db',
  'lsid',
  'txnNumber',
  'autocommit',
  'startTransaction',
  'writeConcern',
  'comment',
  '$clusterTime',
  '$readPreference',
  'apiVersion',
  'apiStrict',
  'apiDeprecationErrors',
]);

function sameSpec(a: Document, b: Document): boolean {
  return canonicalKey(a) === canonicalKey(b);
}

const create: CommandHandler = (ctx) => {
  const name = requireString(ctx.body.create, 'create');
  for (const option of Object.keys(ctx.body)) {
    if (!supportedCreateOptions.has(option)) throw unsupported(`the create option '${option}'`);
  }
  if (ctx.store.collection(ctx.db, name)) {
    // MongoDB 7 accepts a create whose options match the existing collection's
    return { ok: 1 };
  }
  ctx.store.ensureCollection(ctx.db, name, {});
  return { ok: 1 };
};

const drop: CommandHandler = (ctx) => {
  const name = requireString(ctx.body.drop, 'drop');
  const coll = ctx.store.collection(ctx.db, name);
  if (!coll) return { ok: 1 };
  const nIndexesWas = coll.indexes.size + 1;
  ctx.store.dropCollection(ctx.db, name);
  return { nIndexesWas, ns: coll.ns, ok: 1 };
};

const dropDatabase: CommandHandler = (ctx) => {
  ctx.store.dropDatabase(ctx.db);
  return { ok: 1 };
};

const listCollections: CommandHandler = (ctx) => {
  const filter = isPlainObject(ctx.body.filter) ? ctx.body.filter : {};
  const matches = compileFilter(filter);
  const nameOnly = truthy(ctx.body.nameOnly);
  const docs: Document[] = [];
  for (const coll of ctx.store.databases.get(ctx.db)?.values() ?? []) {
    const full: Document = {
      name: coll.name,
      type: 'collection',
      options: coll.options,
      info: { readOnly: false },
      idIndex: idIndexSpec(),
    };
    if (!matches(full)) continue;
    docs.push(nameOnly ? { name: coll.name, type: 'collection' } : full);
  }
  const batchSize = optionalNumber(ctx.body.cursor?.batchSize, 'batchSize');
  return { cursor: ctx.cursors.firstBatch(`${ctx.db}.$cmd.listCollections`, docs, batchSize), ok: 1 };
};

const listDatabases: CommandHandler = (ctx) => {
  const filter = isPlainObject(ctx.body.filter) ? ctx.body.filter : {};
  const matches = compileFilter(filter);
  const databases: Document[] = [];
  for (const [name, colls] of ctx.store.databases) {
    let docs = 0;
    for (const coll of colls.values()) docs += coll.records.size;
    const entry = { name, sizeOnDisk: docs * 100 + 4096, empty: docs === 0 };
    if (matches(entry)) databases.push(truthy(ctx.body.nameOnly) ? { name } : entry);
  }
  const totalSize = databases.reduce((sum, d) => sum + (d.sizeOnDisk ?? 0), 0);
  return { databases, totalSize, totalSizeMb: Math.round(totalSize / 1048576), ok: 1 };
};

const createIndexes: CommandHandler = (ctx) => {
  const name = requireString(ctx.body.createIndexes, 'createIndexes');
  const requested = ctx.body.indexes;
  if (!Array.isArray(requested) || requested.length === 0) {
    throw mongoError(ErrorCodes.BadValue, 'Must specify at least one index to create');
  }
  const specs = requested.map((raw: Document) =>
    normalizeIndexSpec({ ...raw, name: raw.name ?? defaultIndexName(raw.key ?? {}) }),
  );
  const existed = ctx.store.collection(ctx.db, name);
  const coll = ctx.store.ensureCollection(ctx.db, name);
  const before = coll.indexes.size + 1;
  const toBuild: Document[] = [];
  for (const spec of specs) {
    if (spec.name === '_id_' || sameSpec(spec.key, { _id: 1 })) {
      if (spec.name !== '_id_' || !sameSpec(spec.key, { _id: 1 }) || Object.keys(spec).length > 3) {
        throw mongoError(ErrorCodes.BadValue, 'The _id index cannot be modified');
      }
      continue;
    }
    const sameName = coll.indexes.get(spec.name);
    if (sameName) {
      if (sameSpec(sameName.spec, spec)) continue;
      if (sameSpec(sameName.spec.key, spec.key)) {
        throw mongoError(
          ErrorCodes.IndexOptionsConflict,
          `An equivalent index already exists with the same name but different options. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(sameName.spec)}`,
        );
      }
      throw mongoError(
        ErrorCodes.IndexKeySpecsConflict,
        `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Please refer to our documentation. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(sameName.spec)}`,
      );
    }
    const sameKey = [...coll.indexes.values()].find((index) => sameSpec(index.spec.key, spec.key));
    if (sameKey) {
      throw mongoError(
        ErrorCodes.IndexOptionsConflict,
        `Index already exists with a different name: ${sameKey.name}`,
      );
    }
    toBuild.push(spec);
  }
  for (const spec of toBuild) ctx.store.createIndex(coll, spec);
  const reply: Document = {
    createdCollectionAutomatically: !existed,
    numIndexesBefore: before,
    numIndexesAfter: coll.indexes.size + 1,
  };
  if (toBuild.length === 0) reply.note = 'all indexes already exist';
  reply.ok = 1;
  return reply;
};

const listIndexes: CommandHandler = (ctx) => {
  const name = requireString(ctx.body.listIndexes, 'listIndexes');
  const coll = ctx.store.collection(ctx.db, name);
  if (!coll) throw mongoError(ErrorCodes.NamespaceNotFound, `ns does not exist: ${ctx.db}.${name}`);
  const docs = [idIndexSpec(), ...[...coll.indexes.values()].map((index) => index.spec)];
  return {
    cursor: ctx.cursors.firstBatch(coll.ns, docs, optionalNumber(ctx.body.cursor?.batchSize, 'batchSize')),
    ok: 1,
  };
};

function indexesToDrop(ctx: CommandContext, target: unknown): string[] {
  const coll = ctx.store.collection(ctx.db, ctx.body.dropIndexes)!;
  if (target === '*') return [...coll.indexes.keys()];
  const names = Array.isArray(target) ? target : [target];
  return names.map((entry: unknown) => {
    if (typeof entry === 'string') {
      if (entry === '_id_') throw mongoError(ErrorCodes.InvalidOptions, 'cannot drop _id index');
      if (!coll.indexes.has(entry)) {
        throw mongoError(ErrorCodes.IndexNotFound, `index not found with name [${entry}]`);
      }
      return entry;
    }
    if (isPlainObject(entry)) {
      if (sameSpec(entry, { _id: 1 })) throw mongoError(ErrorCodes.InvalidOptions, 'cannot drop _id index');
      const found = [...coll.indexes.values()].find((index) => sameSpec(index.spec.key, entry));
      if (!found)
        throw mongoError(ErrorCodes.IndexNotFound, `can't find index with key: ${JSON.stringify(entry)}`);
      return found.name;
    }
    throw mongoError(ErrorCodes.TypeMismatch, "BSON field 'index' is the wrong type");
  });
}

const dropIndexes: CommandHandler = (ctx) => {
  const name = requireString(ctx.body.dropIndexes, 'dropIndexes');
  const coll = ctx.store.collection(ctx.db, name);
  if (!coll) throw mongoError(ErrorCodes.NamespaceNotFound, `ns not found ${ctx.db}.${name}`);
  const nIndexesWas = coll.indexes.size + 1;
  for (const index of indexesToDrop(ctx, ctx.body.index)) ctx.store.dropIndex(coll, index);
  return { nIndexesWas, ok: 1 };
};

export const ddlCommands: Record<string, CommandHandler> = {
  create,
  drop,
  dropDatabase,
  listCollections,
  listDatabases,
  createIndexes,
  listIndexes,
  dropIndexes,
  deleteIndexes: dropIndexes,
};
