import { ObjectId, type Document } from 'bson';
import { applyUpdate, compileSort, compileProjection, upsertSeed } from '../../query';
import type { UpdateOptions } from '../../query';
import { hasField } from '../../query/path';
import { ErrorCodes, MongoLiteError, isUnsupported, mongoError, unsupported } from '../../errors';
import type { Collection } from '../collection';
import type { CommandContext, CommandHandler } from '../context';
import { checkHint } from './read';
import { validateForStorage } from '../storage-validation';
import {
  checkDocumentSize,
  isPlainObject,
  optionalNumber,
  requireDocument,
  requireString,
  truthy,
  withIdFirst,
} from '../values';

interface WriteError {
  index: number;
  code: number;
  codeName: string;
  errmsg: string;
  [extra: string]: unknown;
}

function toWriteError(index: number, error: unknown): WriteError {
  // transaction failures (WriteConflict, NoSuchTransaction) fail the whole command with their labels, as in
  // MongoDB; so does anything mongo-lite does not support, and the engine then undoes the statements before it:
  // MongoDB would have run the whole batch, so keeping a part of it would be an answer MongoDB never gives
  if (!(error instanceof MongoLiteError) || error.errorLabels.length || isUnsupported(error)) throw error;
  return { index, code: error.code, codeName: error.codeName, errmsg: error.message, ...error.extra };
}

/** Runs each statement; ordered batches stop at the first error, unordered ones go on. */
function runBatch<T>(ctx: CommandContext, items: T[], each: (item: T, index: number) => void): WriteError[] {
  const ordered = ctx.body.ordered === undefined ? true : truthy(ctx.body.ordered);
  const errors: WriteError[] = [];
  items.forEach((item, index) => {
    if (ordered && errors.length) return;
    try {
      each(item, index);
    } catch (error) {
      errors.push(toWriteError(index, error));
    }
  });
  return errors;
}

function reply(n: number, errors: WriteError[], extra: Document = {}): Document {
  const out: Document = { n, ...extra };
  if (errors.length) out.writeErrors = errors;
  out.ok = 1;
  return out;
}

const insert: CommandHandler = (ctx) => {
  const collName = requireString(ctx.body.insert, 'insert');
  const docs = ctx.body.documents;
  if (!Array.isArray(docs))
    throw mongoError(ErrorCodes.FailedToParse, "BSON field 'insert.documents' is missing");
  const coll = ctx.store.ensureCollection(ctx.db, collName);
  let n = 0;
  const errors = runBatch(ctx, docs as Document[], (raw) => {
    const given = requireDocument(raw, 'documents');
    validateForStorage(given, 'insert');
    const doc = withIdFirst(given);
    checkDocumentSize(doc, false);
    ctx.access.insert(coll, doc);
    n++;
  });
  return reply(n, errors);
};

interface UpdateStatement {
  q: Document;
  u: Document | Document[];
  upsert: boolean;
  multi: boolean;
  arrayFilters?: Document[];
}

function parseUpdate(raw: Document): UpdateStatement {
  for (const option of ['collation', 'sort']) {
    if (raw[option] !== undefined) throw unsupported(`the update option '${option}'`);
  }
  const u = raw.u;
  if (!Array.isArray(u) && !isPlainObject(u))
    throw mongoError(ErrorCodes.FailedToParse, "BSON field 'u' is missing or not an object");
  return {
    q: isPlainObject(raw.q) ? raw.q : {},
    u,
    upsert: truthy(raw.upsert),
    multi: truthy(raw.multi),
    arrayFilters: Array.isArray(raw.arrayFilters) ? raw.arrayFilters : undefined,
  };
}

/** MongoDB tells the update forms apart by the first field alone (UpdateDriver::parse). */
function isReplacement(update: Document | Document[]): boolean {
  return !Array.isArray(update) && !Object.keys(update)[0]?.startsWith('$');
}

/** Options for applying `stmt` to an existing document, validating the result as MongoDB does. */
function updateOptions(stmt: UpdateStatement): UpdateOptions {
  const kind = isReplacement(stmt.u) ? 'replacement' : 'update';
  return {
    arrayFilters: stmt.arrayFilters,
    query: stmt.q,
    validate: (doc) => validateForStorage(doc, kind),
  };
}

/** Inserts the document an upsert produces (seeded from the filter's equality parts) and returns it. */
function upsertInsert(ctx: CommandContext, coll: Collection, stmt: UpdateStatement): Document {
  const seed = upsertSeed(stmt.q);
  const { doc } = applyUpdate(seed, stmt.u, {
    arrayFilters: stmt.arrayFilters,
    isUpsertInsert: true,
    query: stmt.q,
  });
  // an upsert is validated as an insert, once the document is complete (MongoDB's produceDocumentForUpsert)
  const created = withIdFirst(hasField(doc, '_id') ? doc : { _id: seed._id ?? new ObjectId(), ...doc });
  validateForStorage(created, 'upsert');
  checkDocumentSize(created, true);
  ctx.access.insert(coll, created);
  return created;
}

/** Command-level options that change what a write does and that mongo-lite does not implement. */
function refuseOptions(ctx: CommandContext, command: string): void {
  for (const option of ['let', 'collation']) {
    if (ctx.body[option] !== undefined) throw unsupported(`the ${command} option '${option}'`);
  }
}

const update: CommandHandler = (ctx) => {
  const collName = requireString(ctx.body.update, 'update');
  refuseOptions(ctx, 'update');
  const statements = ctx.body.updates;
  if (!Array.isArray(statements))
    throw mongoError(ErrorCodes.FailedToParse, "BSON field 'update.updates' is missing");
  // like MongoDB, an update creates its collection only when it upserts
  let coll = ctx.store.collection(ctx.db, collName);
  let n = 0;
  let nModified = 0;
  const upserted: Document[] = [];
  const errors = runBatch(ctx, statements as Document[], (raw, index) => {
    const stmt = parseUpdate(requireDocument(raw, 'updates'));
    checkHint(ctx, collName, (raw as Document).hint);
    // MongoDB checks this while running the statement (UpdateDriver), so it is a write error
    if (stmt.multi && isReplacement(stmt.u)) {
      throw mongoError(
        ErrorCodes.FailedToParse,
        'multi update is not supported for replacement-style update',
      );
    }
    const matched = ctx.access.find(coll, stmt.q);
    const targets = stmt.multi ? matched : matched.slice(0, 1);
    if (targets.length === 0 && stmt.upsert) {
      coll ??= ctx.store.ensureCollection(ctx.db, collName);
      const created = upsertInsert(ctx, coll, stmt);
      n++;
      upserted.push({ index, _id: created._id });
      return;
    }
    // compute every new version first: a multi update that fails on one document changes none
    const changes = targets.map((doc) => ({ doc, result: applyUpdate(doc, stmt.u, updateOptions(stmt)) }));
    for (const { result } of changes) if (result.changed) checkDocumentSize(result.doc, true);
    let modified = 0;
    for (const { doc, result } of changes) {
      if (!result.changed) continue;
      ctx.access.replace(coll!, doc, result.doc);
      modified++;
    }
    // like MongoDB, a statement that fails counts nothing, not even the documents it changed before failing
    n += changes.length;
    nModified += modified;
  });
  const extra: Document = { nModified };
  if (upserted.length) extra.upserted = upserted;
  return reply(n, errors, extra);
};

const deleteCommand: CommandHandler = (ctx) => {
  const collName = requireString(ctx.body.delete, 'delete');
  refuseOptions(ctx, 'delete');
  const statements = ctx.body.deletes;
  if (!Array.isArray(statements))
    throw mongoError(ErrorCodes.FailedToParse, "BSON field 'delete.deletes' is missing");
  // MongoDB rejects a bad limit while parsing the command (IDL), so the whole command fails (ok: 0)
  for (const raw of statements as unknown[]) {
    if (!isPlainObject(raw)) continue;
    const limit = optionalNumber(raw.limit, 'limit') ?? 0;
    if (limit !== 0 && limit !== 1) {
      throw mongoError(
        ErrorCodes.FailedToParse,
        'The limit field in delete objects must be 0 or 1. Got ' + limit,
      );
    }
  }
  const coll = ctx.store.collection(ctx.db, collName);
  let n = 0;
  const errors = runBatch(ctx, statements as Document[], (raw) => {
    const stmt = requireDocument(raw, 'deletes');
    if (stmt.collation !== undefined) throw unsupported("the delete option 'collation'");
    checkHint(ctx, collName, stmt.hint);
    const limit = optionalNumber(stmt.limit, 'limit') ?? 0;
    if (!coll) return;
    const matched = ctx.access.find(coll, isPlainObject(stmt.q) ? stmt.q : {});
    for (const doc of limit === 1 ? matched.slice(0, 1) : matched) {
      ctx.access.remove(coll, doc);
      n++;
    }
  });
  return reply(n, errors);
};

const findAndModify: CommandHandler = (ctx) => {
  const collName = requireString(ctx.body.findAndModify ?? ctx.body.findandmodify, 'findAndModify');
  const body = ctx.body;
  for (const option of ['collation', 'let']) {
    if (body[option] !== undefined) throw unsupported(`the findAndModify option '${option}'`);
  }
  checkHint(ctx, collName, body.hint);
  const filter: Document = isPlainObject(body.query) ? body.query : {};
  const remove = truthy(body.remove);
  const returnNew = truthy(body.new);
  const upsert = truthy(body.upsert);
  if (remove && body.update !== undefined)
    throw mongoError(ErrorCodes.FailedToParse, 'Cannot specify both an update and remove=true');
  if (!remove && body.update === undefined)
    throw mongoError(ErrorCodes.FailedToParse, 'Either an update or remove=true must be specified');
  if (remove && (returnNew || upsert))
    throw mongoError(
      ErrorCodes.FailedToParse,
      'Cannot specify both new=true and remove=true; remove=true and upsert=true are also not allowed',
    );
  const project =
    isPlainObject(body.fields) && Object.keys(body.fields).length
      ? compileProjection(body.fields)
      : (d: Document) => d;
  let coll = ctx.store.collection(ctx.db, collName);
  let matched = ctx.access.find(coll, filter);
  if (isPlainObject(body.sort) && Object.keys(body.sort).length)
    matched = matched.slice().sort(compileSort(body.sort));
  const target = matched[0];
  if (remove) {
    if (target && coll) ctx.access.remove(coll, target);
    return { lastErrorObject: { n: target ? 1 : 0 }, value: target ? project(target) : null, ok: 1 };
  }
  const stmt: UpdateStatement = {
    q: filter,
    u: body.update,
    upsert,
    multi: false,
    arrayFilters: Array.isArray(body.arrayFilters) ? body.arrayFilters : undefined,
  };
  if (!target) {
    if (!upsert) return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
    coll ??= ctx.store.ensureCollection(ctx.db, collName);
    const created = upsertInsert(ctx, coll, stmt);
    return {
      lastErrorObject: { n: 1, updatedExisting: false, upserted: created._id },
      value: returnNew ? project(created) : null,
      ok: 1,
    };
  }
  const result = applyUpdate(target, stmt.u, updateOptions(stmt));
  if (result.changed) {
    checkDocumentSize(result.doc, true);
    ctx.access.replace(coll!, target, result.doc);
  }
  return {
    lastErrorObject: { n: 1, updatedExisting: true },
    value: project(returnNew ? result.doc : target),
    ok: 1,
  };
};

export const writeCommands: Record<string, CommandHandler> = {
  insert,
  update,
  delete: deleteCommand,
  findAndModify,
  findandmodify: findAndModify,
  bulkWrite: () => {
    throw unsupported(
      'the bulkWrite admin command (MongoDB 8.0); use Model.bulkWrite / collection.bulkWrite',
    );
  },
};
