import type { Document } from 'bson';
import { describe, expect, it } from 'vitest';
import { Engine } from '../../src/engine/engine';
import { testSession } from '../helpers/test-session';
import { plain } from '../query/helpers';

/** What a transaction leaves behind when one of its writes, or its commit, is refused for a unique key. */

function run(engine: Engine, body: Document) {
  // the command's name comes first, as on the wire
  return engine.run({ ...body, $db: body.$db ?? 'farm' }, 1);
}

const session = testSession;

function withUniqueEmails(engine: Engine) {
  run(engine, { createIndexes: 'users', indexes: [{ key: { email: 1 }, name: 'email_1', unique: true }] });
  run(engine, {
    insert: 'users',
    documents: [
      { _id: 1, email: 'a@farm.test' },
      { _id: 2, email: 'b@farm.test' },
    ],
  });
}

describe('a transaction refused a unique key', () => {
  it('lets go of the document, so later transactions can write it', () => {
    const engine = new Engine();
    withUniqueEmails(engine);
    const first = session(1);
    const refused = run(engine, {
      update: 'users',
      updates: [{ q: { _id: 2 }, u: { $set: { email: 'a@farm.test' } } }],
      ...first.start(),
    });
    expect(refused.reply.writeErrors).toMatchObject([{ code: 11000 }]);
    run(engine, { abortTransaction: 1, ...first.current(), $db: 'admin' });

    const second = session(2);
    const renamed = run(engine, {
      update: 'users',
      updates: [{ q: { _id: 2 }, u: { $set: { name: 'Bea' } } }],
      ...second.start(),
    });
    expect(renamed.reply).toMatchObject({ ok: 1, n: 1, nModified: 1 });
    expect(renamed.reply.writeErrors).toBeUndefined();
    expect(run(engine, { commitTransaction: 1, ...second.current(), $db: 'admin' }).reply.ok).toBe(1);
    expect(engine.store.holders.size).toBe(0);
  });

  it('journals nothing when its commit is refused, after applying its other collections', () => {
    const engine = new Engine();
    withUniqueEmails(engine);
    run(engine, { insert: 'products', documents: [{ _id: 7, stock: 5 }] });
    const txn = session(1);
    run(engine, {
      update: 'products',
      updates: [{ q: { _id: 7, stock: { $gte: 1 } }, u: { $inc: { stock: -1 } } }],
      ...txn.start(),
    });
    run(engine, { insert: 'users', documents: [{ _id: 3, email: 'c@farm.test' }], ...txn.current() });
    // Outside the transaction, someone else takes the address first.
    run(engine, { insert: 'users', documents: [{ _id: 4, email: 'c@farm.test' }] });

    const commit = run(engine, { commitTransaction: 1, ...txn.current(), $db: 'admin' });
    expect(commit.reply).toMatchObject({ ok: 0, code: 11000 });
    expect(commit.records).toEqual([]);
    const products = [...engine.store.collection('farm', 'products')!.records.values()];
    expect(products.map((stored) => plain(stored.decode()))).toEqual([{ _id: 7, stock: 5 }]);
  });
});

describe('an update that fails', () => {
  it('counts nothing for the failed statement', () => {
    const engine = new Engine();
    withUniqueEmails(engine);
    const single = run(engine, {
      update: 'users',
      updates: [{ q: { _id: 2 }, u: { $set: { email: 'a@farm.test' } } }],
    });
    expect(single.reply).toMatchObject({ n: 0, nModified: 0, writeErrors: [{ code: 11000 }] });
    const unordered = run(engine, {
      update: 'users',
      ordered: false,
      updates: [
        { q: { _id: 2 }, u: { $set: { email: 'a@farm.test' } } },
        { q: { _id: 1 }, u: { $set: { name: 'Amina' } } },
      ],
    });
    expect(unordered.reply).toMatchObject({ n: 1, nModified: 1, writeErrors: [{ index: 0, code: 11000 }] });
  });
});
