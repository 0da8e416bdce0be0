import type { Document } from 'bson';
import { describe, expect, it } from 'vitest';
import { Engine } from '../../src/engine/engine';
import { bson } from '../query/helpers';

/**
 * A command mongo-lite refuses as unsupported (or that fails as a whole) leaves nothing behind: MongoDB would
 * have run all of it, so keeping the statements before the refusal would be an answer MongoDB never gives.
 */
function run(engine: Engine, body: Document) {
  return engine.run({ ...body, $db: 'farm' }, 1);
}

function ids(engine: Engine, coll: string): unknown[] {
  return [...(engine.store.collection('farm', coll)?.records.values() ?? [])].map((stored) =>
    Number(stored.decode()._id),
  );
}

describe('a refused command changes nothing', () => {
  it('an insert batch with an unsupported document stores none of it, nor its collection, nor journal records', () => {
    const engine = new Engine();
    for (const ordered of [true, false]) {
      const { reply, records } = run(engine, {
        insert: 'trays',
        documents: [{ _id: 1 }, { _id: 2 }, { _id: 3, sown: undefined }],
        ordered,
      });
      expect(reply).toMatchObject({ ok: 0, code: 238 });
      expect(reply.errmsg).toBe(
        "mongo-lite does not support the deprecated BSON type undefined (in field 'sown')",
      );
      expect(records).toEqual([]);
      expect(engine.store.collection('farm', 'trays')).toBeUndefined();
    }
  });

  it("an undefined _id is MongoDB's own refusal (53), a write error like any other", () => {
    const engine = new Engine();
    const { reply } = run(engine, {
      insert: 'trays',
      documents: [{ _id: 1 }, { _id: undefined }, { _id: 3 }],
    });
    expect(reply).toMatchObject({ ok: 1, n: 1, writeErrors: [{ index: 1, code: 53 }] });
    expect(ids(engine, 'trays')).toEqual([1]);
  });

  it('an update batch refused half-way undoes the statements before, indexes included', () => {
    const engine = new Engine();
    run(engine, { createIndexes: 'trays', indexes: [{ key: { slot: 1 }, name: 'slot_1', unique: true }] });
    run(engine, { insert: 'trays', documents: [bson({ _id: 1, slot: 1 }), bson({ _id: 2, slot: 2 })] });
    const { reply, records } = run(engine, {
      update: 'trays',
      updates: [
        { q: { _id: 1 }, u: { $set: { slot: 10 } } },
        { q: { _id: 9 }, u: { $set: { slot: 9 } }, upsert: true },
        { q: { _id: 2 }, u: { $set: { slot: 20 } }, collation: { locale: 'fr' } },
      ],
    });
    expect(reply.errmsg).toMatch(/^mongo-lite does not support the update option 'collation'/);
    expect(records).toEqual([]);
    const docs = [...engine.store.collection('farm', 'trays')!.records.values()].map((stored) =>
      stored.decode(),
    );
    expect(docs).toEqual([bson({ _id: 1, slot: 1 }), bson({ _id: 2, slot: 2 })]);
    // the unique index holds the restored keys again, not the undone ones
    expect(run(engine, { insert: 'trays', documents: [{ _id: 3, slot: 10 }] }).reply.n).toBe(1);
    expect(
      run(engine, { insert: 'trays', documents: [{ _id: 4, slot: 1 }] }).reply.writeErrors,
    ).toMatchObject([{ code: 11000 }]);
  });

  it('a delete batch refused half-way puts the documents back in their natural order', () => {
    const engine = new Engine();
    run(engine, { insert: 'trays', documents: [1, 2, 3, 4].map((_id) => ({ _id, bay: _id % 2 })) });
    const { reply } = run(engine, {
      delete: 'trays',
      deletes: [
        { q: { bay: 1 }, limit: 0 },
        { q: { _id: 2 }, limit: 1, collation: { locale: 'fr' } },
      ],
    });
    expect(reply.errmsg).toMatch(/^mongo-lite does not support/);
    expect(ids(engine, 'trays')).toEqual([1, 2, 3, 4]);
  });

  it('a batch whose statements MongoDB refuses keeps what MongoDB keeps (ordered: up to the error)', () => {
    const engine = new Engine();
    const { reply, records } = run(engine, {
      insert: 'trays',
      documents: [{ _id: 1 }, { _id: [2] }, { _id: 3 }],
    });
    expect(reply).toMatchObject({ ok: 1, n: 1, writeErrors: [{ index: 1, code: 53 }] });
    expect(records.map((record) => record.op)).toEqual(['createCollection', 'put']);
    expect(ids(engine, 'trays')).toEqual([1]);
  });
});
