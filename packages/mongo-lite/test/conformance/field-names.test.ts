import { once } from 'node:events';
import { connect } from 'node:net';
import {
  BSON,
  MongoBulkWriteError,
  MongoServerError,
  type AnyBulkWriteOperation,
  type Collection,
  type Document,
} from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decodeDocument } from '../../src/bson-decode';
import { openTarget, type Target } from '../helpers/target';

/**
 * What MongoDB (5.0 and later) stores and refuses as field names and `_id` values, on every path that writes a
 * document: the insert command, upserts of each update form, replacements, findAndModify and bulk writes.
 * Sources: MongoDB's "Field Names with Periods and Dollar Signs" pages, the *-dots_and_dollars CRUD tests of
 * mongodb/specifications, and the server's ops/insert.cpp and update/storage_validation.cpp.
 */
let target: Target;
let coll: Collection;

beforeAll(async () => {
  target = await openTarget('fieldnames');
});

beforeEach(async () => {
  coll = target.db.collection(`f${Math.random().toString(36).slice(2, 8)}`);
});

afterAll(async () => {
  await target.close();
});

async function failure(promise: Promise<unknown>): Promise<MongoServerError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MongoServerError);
  return error as MongoServerError;
}

/** Stored documents as MongoDB keeps them: raw BSON, so the driver does not turn {$ref, $id} into a DBRef. */
async function stored(): Promise<Document[]> {
  const raw = (await coll.find({}, { raw: true, sort: { _id: 1 } }).toArray()) as unknown as Buffer[];
  return raw.map((bytes) => BSON.EJSON.serialize(decodeDocument(bytes), { relaxed: true }));
}

const dollarInId = (name: string) =>
  `_id fields may not contain '$'-prefixed fields: ${name} is not valid for storage.`;
const replacementDollar = (name: string, path = name) =>
  `The dollar ($) prefixed field '${name}' in '${path}' is not allowed in the context of an update's replacement document. Consider using an aggregation pipeline with $replaceWith.`;

/** `{a: {a: ... {x: 1}}}` with `levels` wrappers: x sits at nesting level levels + 1. */
function nested(levels: number): Document {
  let doc: Document = { x: 1 };
  for (let i = 0; i < levels; i++) doc = { a: doc };
  return doc;
}

describe('insert', () => {
  it('stores $-prefixed and dotted names at the top level and nested, and DBRef-shaped _id documents', async () => {
    await coll.insertMany([
      { _id: 1, $a: 1 },
      { _id: 2, 'a.b': 1 },
      { _id: 3, a: { $b: 1 } },
      { _id: 4, a: { 'b.c': 1 }, $inc: true },
      { _id: { 'a.b': 1 } },
      { _id: { $ref: 'crops', $id: 7, $db: 'farm' }, n: 1 },
      { _id: { k: [{ $ref: 'crops', $id: 8 }] } },
    ] as never[]);
    expect(await stored()).toEqual([
      { _id: 1, $a: 1 },
      { _id: 2, 'a.b': 1 },
      { _id: 3, a: { $b: 1 } },
      { _id: 4, a: { 'b.c': 1 }, $inc: true },
      { _id: { 'a.b': 1 } },
      { _id: { $ref: 'crops', $id: 7, $db: 'farm' }, n: 1 },
      { _id: { k: [{ $ref: 'crops', $id: 8 }] } },
    ]);
  });

  it('refuses a $-prefixed field anywhere in an _id document (52), DBRefs in their order excepted', async () => {
    const cases: Array<[Document, string]> = [
      [{ _id: { $a: 1 } }, '$a'],
      [{ _id: { a: { $b: 1 } } }, '$b'],
      [{ _id: { a: [1, { $c: 1 }] } }, '$c'],
      // a DBRef must open its document, $ref first: the same fields in another order are refused
      [{ _id: { $id: 1, $ref: 'crops' } }, '$id'],
      [{ _id: { x: 1, $ref: 'crops', $id: 1 } }, '$ref'],
      [{ _id: { $ref: 'crops', $id: 1, $x: 1 } }, '$x'],
    ];
    for (const [doc, name] of cases) {
      const error = await failure(coll.insertOne(doc));
      expect(error.code).toBe(52);
      expect(error.message).toBe(dollarInId(name));
    }
    expect(await coll.countDocuments()).toBe(0);
  });

  it('refuses an array or a regex as _id (53)', async () => {
    for (const [id, type] of [
      [[1, 2], 'array'],
      [/basil/, 'regex'],
    ] as const) {
      const error = await failure(coll.insertOne({ _id: id as never }));
      expect(error.code).toBe(53);
      expect(error.codeName).toBe('InvalidIdField');
      expect(error.message).toBe(`The '_id' value cannot be of type ${type}`);
    }
    expect(await coll.countDocuments()).toBe(0);
  });

  it('refuses an undefined _id (53) sent as raw BSON', async () => {
    const reply = await rawCommand(target, {
      insert: coll.collectionName,
      documents: [{ _id: null, n: 1 }],
      $db: target.dbName,
    });
    expect(reply).toMatchObject({ ok: 1, n: 0 });
    expect(reply.writeErrors).toMatchObject([
      { index: 0, code: 53, errmsg: "The '_id' value cannot be of type undefined" },
    ]);
    expect(await coll.countDocuments()).toBe(0);
  });

  it('the same refusals reach insertMany, bulkWrite and the raw insert command as write errors', async () => {
    const ordered = (await coll
      .insertMany([{ _id: 1 }, { _id: { $a: 1 } }, { _id: 3 }] as never[])
      .catch((e: unknown) => e)) as MongoBulkWriteError;
    expect(ordered).toBeInstanceOf(MongoBulkWriteError);
    expect(ordered.writeErrors).toMatchObject([{ index: 1, code: 52 }]);
    expect(ordered.result.insertedCount).toBe(1);

    const unordered = (await coll
      .bulkWrite(
        [
          { insertOne: { document: { _id: 4 } } },
          { insertOne: { document: { _id: [4] } } },
          { insertOne: { document: { _id: 5, $set: 1 } } },
        ] as never[],
        { ordered: false },
      )
      .catch((e: unknown) => e)) as MongoBulkWriteError;
    expect(unordered).toBeInstanceOf(MongoBulkWriteError);
    expect(unordered.writeErrors).toMatchObject([{ index: 1, code: 53 }]);

    const reply = await target.db.command({
      insert: coll.collectionName,
      documents: [{ _id: 6 }, { _id: { $ref: 7 } }],
      ordered: false,
    });
    expect(reply).toMatchObject({ n: 1, ok: 1 });
    expect(reply.writeErrors).toMatchObject([{ index: 1, code: 52, errmsg: dollarInId('$ref') }]);

    // ordered: everything before the refused document is kept; unordered: every other document is
    expect(await stored()).toEqual([{ _id: 1 }, { _id: 4 }, { _id: 5, $set: 1 }, { _id: 6 }]);
  });

  it('limits nesting to 180 levels (15)', async () => {
    await coll.insertOne({ _id: 1, deep: nested(170) } as never);
    const error = await failure(coll.insertOne({ _id: 2, deep: nested(190) } as never));
    expect(error.code).toBe(15);
    expect(error.message).toBe('cannot insert document because it exceeds 180 levels of nesting');
    expect(await coll.countDocuments()).toBe(1);
  });
});

describe('upserts are checked like inserts', () => {
  const refusedIds: Array<[string, unknown, number]> = [
    ['a $-prefixed field', { $a: 1 }, 52],
    ['an array', [1, 2], 53],
    ['a regex', /basil/, 53],
  ];

  it('replaceOne, updateOne with $setOnInsert or $set, and pipeline updates refuse a bad _id', async () => {
    for (const [, id, code] of refusedIds) {
      const attempts: Array<() => Promise<unknown>> = [
        () => coll.replaceOne({ n: 1 }, { _id: id, n: 1 } as never, { upsert: true }),
        () => coll.updateOne({ n: 1 }, { $setOnInsert: { _id: id } as never }, { upsert: true }),
        () => coll.updateOne({ n: 1 }, { $set: { _id: id, m: 1 } as never }, { upsert: true }),
        () => coll.updateOne({ n: 1 }, [{ $set: { _id: { $literal: id } } }], { upsert: true }),
      ];
      for (const attempt of attempts) expect((await failure(attempt())).code).toBe(code);
    }
    expect(await coll.countDocuments()).toBe(0);
  });

  it('a bad _id taken from the filter is refused too', async () => {
    expect(
      (await failure(coll.updateOne({ _id: [1, 2] as never }, { $set: { n: 1 } }, { upsert: true }))).code,
    ).toBe(53);
    expect(
      (
        await failure(
          coll.updateOne({ _id: { $eq: { $a: 1 } } as never }, { $set: { n: 1 } }, { upsert: true }),
        )
      ).code,
    ).toBe(52);
    expect(await coll.countDocuments()).toBe(0);
  });

  it('findOneAndUpdate and findOneAndReplace refuse them as command errors', async () => {
    for (const [, id, code] of refusedIds) {
      const update = await failure(
        coll.findOneAndUpdate({ n: 1 }, { $setOnInsert: { _id: id } as never }, { upsert: true }),
      );
      expect(update.code).toBe(code);
      const replace = await failure(
        coll.findOneAndReplace({ n: 1 }, { _id: id, n: 1 } as never, { upsert: true }),
      );
      expect(replace.code).toBe(code);
    }
    expect(await coll.countDocuments()).toBe(0);
  });

  it('bulk upserts refuse them per statement', async () => {
    const operations: AnyBulkWriteOperation[] = [
      { updateOne: { filter: { n: 1 }, update: { $set: { m: 1 } }, upsert: true } },
      {
        updateOne: { filter: { n: 2 }, update: { $setOnInsert: { _id: { $a: 1 } } as never }, upsert: true },
      },
      { replaceOne: { filter: { n: 3 }, replacement: { _id: [3] } as never, upsert: true } },
      { replaceOne: { filter: { n: 4 }, replacement: { n: 4 }, upsert: true } },
    ];
    const error = (await coll
      .bulkWrite(operations, { ordered: false })
      .catch((e: unknown) => e)) as MongoBulkWriteError;
    expect(error).toBeInstanceOf(MongoBulkWriteError);
    expect(error.writeErrors).toMatchObject([
      { index: 1, code: 52 },
      { index: 2, code: 53 },
    ]);
    expect(error.result.upsertedCount).toBe(2);
    expect(await coll.countDocuments()).toBe(2);
  });

  it('an upserted document may hold $-prefixed and dotted names, as an insert may', async () => {
    await coll.updateOne({ n: 1 }, { $setOnInsert: { _id: 1, a: { $b: 1 } } }, { upsert: true });
    await coll.replaceOne({ n: 2 }, { _id: 2, n: 2, $c: 1, 'd.e': 1 }, { upsert: true });
    await coll.updateOne({ n: 3 }, { $setOnInsert: { _id: { $ref: 'crops', $id: 3 } } }, { upsert: true });
    expect(await stored()).toEqual([
      { _id: 1, n: 1, a: { $b: 1 } },
      { _id: 2, n: 2, $c: 1, 'd.e': 1 },
      { _id: { $ref: 'crops', $id: 3 }, n: 3 },
    ]);
  });
});

describe('replacing an existing document', () => {
  beforeEach(async () => {
    await coll.insertOne({ _id: 1, n: 1 } as never);
  });

  it('refuses a $-prefixed top-level field (52), allows nested and dotted ones', async () => {
    const error = await failure(coll.replaceOne({ _id: 1 as never }, { n: 2, $a: 1 }));
    expect(error.code).toBe(52);
    expect(error.message).toBe(replacementDollar('$a'));
    const viaCommand = await failure(coll.findOneAndReplace({ _id: 1 as never }, { n: 2, $a: 1 }));
    expect(viaCommand.code).toBe(52);
    expect(await stored()).toEqual([{ _id: 1, n: 1 }]);

    await coll.replaceOne({ _id: 1 as never }, { n: 3, a: { $b: 1 }, 'c.d': 1 });
    expect(await stored()).toEqual([{ _id: 1, n: 3, a: { $b: 1 }, 'c.d': 1 }]);
  });

  it('accepts top-level DBRef fields in order and refuses malformed ones (10)', async () => {
    const refused: Array<[Document, string]> = [
      [{ n: 2, $id: 1, $ref: 'crops' }, 'Found $id field without a $ref before it, which is invalid.'],
      [{ n: 2, $ref: 'crops' }, 'The DBRef $ref field must be followed by a $id field'],
      [{ n: 2, $ref: 5, $id: 1 }, 'The DBRef $ref field must be a String, not a int'],
      [{ n: 2, $ref: 'crops', $id: 1, $db: 5 }, 'The DBRef $db field must be a String, not a int'],
      [{ n: 2, $ref: 'crops', x: 1, $id: 1 }, 'The DBRef $ref field must be followed by a $id field'],
    ];
    for (const [replacement, message] of refused) {
      const error = await failure(coll.replaceOne({ _id: 1 as never }, replacement));
      expect(error.code).toBe(10);
      expect(error.message).toBe(message);
    }
    await coll.replaceOne({ _id: 1 as never }, { n: 2, $ref: 'crops', $id: 1, $db: 'farm', x: 1 });
    expect(await stored()).toEqual([{ _id: 1, n: 2, $ref: 'crops', $id: 1, $db: 'farm', x: 1 }]);
  });

  it('validates the new _id before checking that it is unchanged: 53 for an array, then 66', async () => {
    expect((await failure(coll.replaceOne({ _id: 1 as never }, { _id: [1] } as never))).code).toBe(53);
    expect((await failure(coll.replaceOne({ _id: 1 as never }, { _id: 2 } as never))).code).toBe(66);
    expect((await failure(coll.updateOne({ _id: 1 as never }, [{ $set: { _id: [1] } }]))).code).toBe(53);
    // an operator update changes _id through a path, which is refused as immutable first
    expect((await failure(coll.updateOne({ _id: 1 as never }, { $set: { _id: [1] } as never }))).code).toBe(
      66,
    );
    expect(await stored()).toEqual([{ _id: 1, n: 1 }]);
  });
});

describe('updating an existing document', () => {
  it('keeps top-level $-prefixed fields it already has and may nest new ones', async () => {
    await coll.insertOne({ _id: 1, $a: 1 } as never);
    await coll.updateOne(
      { _id: 1 as never },
      {
        $set: { b: { $c: 1 } },
        $push: { list: { d: { $e: 1 } } } as never,
      },
    );
    await coll.updateOne({ _id: 1 as never }, [{ $set: { f: 1 } }]);
    expect(await stored()).toEqual([{ _id: 1, $a: 1, b: { $c: 1 }, list: [{ d: { $e: 1 } }], f: 1 }]);
  });

  it('a pipeline may replace the document with top-level $-prefixed fields', async () => {
    await coll.insertOne({ _id: 1, n: 1 } as never);
    await coll.updateOne({ _id: 1 as never }, [{ $replaceWith: { $literal: { _id: 1, $a: 1 } } }]);
    expect(await stored()).toEqual([{ _id: 1, $a: 1 }]);
  });

  it('limits nesting to 180 levels (15)', async () => {
    await coll.insertOne({ _id: 1 } as never);
    await coll.updateOne({ _id: 1 as never }, { $set: { ok: nested(170) } });
    const error = await failure(coll.updateOne({ _id: 1 as never }, { $set: { deep: nested(186) } }));
    expect(error.code).toBe(15);
    expect(error.message).toBe('Document exceeds maximum nesting depth of 180');
    expect(Object.keys((await coll.findOne({ _id: 1 as never }))!)).toEqual(['_id', 'ok']);
  });
});

/**
 * Sends one command as a raw OP_MSG, with the null `_id` of its first document turned into BSON undefined
 * (type 6), which the driver never produces.
 */
async function rawCommand(target: Target, command: Document): Promise<Document> {
  const body = Buffer.from(BSON.serialize(command));
  const nullId = body.indexOf(Buffer.from([0x0a, 0x5f, 0x69, 0x64, 0x00]));
  body[nullId] = 0x06;
  const header = Buffer.alloc(21);
  header.writeInt32LE(21 + body.length, 0);
  header.writeInt32LE(1, 4);
  header.writeInt32LE(2013, 12);
  const { hostname, port } = new URL(target.uri.replace(/^mongodb:\/\//, 'http://'));
  const socket = connect(Number(port || 27017), hostname.replace(/^\[|\]$/g, ''));
  try {
    await once(socket, 'connect');
    socket.write(Buffer.concat([header, body]));
    const chunks: Buffer[] = [];
    let length = Infinity;
    let received = 0;
    while (received < length) {
      const [chunk] = (await once(socket, 'data')) as [Buffer];
      chunks.push(chunk);
      received += chunk.length;
      if (received >= 4) length = Buffer.concat(chunks).readInt32LE(0);
    }
    return BSON.deserialize(Buffer.concat(chunks).subarray(21));
  } finally {
    socket.destroy();
  }
}
