import {
  BSON,
  Binary,
  BSONRegExp,
  Decimal128,
  Double,
  Int32,
  Long,
  MaxKey,
  MinKey,
  ObjectId,
  Timestamp,
} from 'bson';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../src/journal';
import { tempDir } from './helpers';

describe('journal round trip', () => {
  it('starts empty and creates the directory', async () => {
    const dir = `${tempDir()}/nested/store`;
    const { journal, replay } = await openJournal(dir);
    expect(replay).toEqual([]);
    expect(journal.journalBytes).toBe(0);
    await journal.close();
  });

  it('gives back every BSON value with its exact type after reopening', async () => {
    const dir = tempDir();
    const doc = {
      _id: new ObjectId(),
      double: new Double(1),
      fraction: new Double(0.1),
      int: new Int32(7),
      long: Long.fromString('9007199254740993'),
      decimal: Decimal128.fromString('12345.678901234567890123456789'),
      date: new Date('2026-01-02T03:04:05.678Z'),
      binary: new Binary(Buffer.from([0, 1, 2, 255]), 0),
      uuid: new Binary(Buffer.alloc(16, 7), Binary.SUBTYPE_UUID),
      regex: new BSONRegExp('^a+', 'i'),
      timestamp: new Timestamp({ t: 1700000000, i: 3 }),
      bounds: [new MinKey(), new MaxKey()],
      nested: { list: [new Double(2.5), null, 'text', true, { deep: new Int32(1) }] },
    };
    const first = await openJournal(dir);
    await first.journal.append([doc, { op: 'second' }]);
    await first.journal.close();

    const { journal, replay } = await openJournal(dir);
    expect(replay).toHaveLength(2);
    const [back, second] = replay;
    // byte-identical re-encoding proves every value kept its BSON type and field order
    expect(Buffer.from(BSON.serialize(back))).toEqual(Buffer.from(BSON.serialize(doc)));
    expect(back.double).toBeInstanceOf(Double);
    expect(back.double.value).toBe(1);
    expect(back.int).toBeInstanceOf(Int32);
    expect(back.long).toBeInstanceOf(Long);
    expect(back.long.toString()).toBe('9007199254740993');
    expect(back.decimal).toBeInstanceOf(Decimal128);
    expect(back.decimal.toString()).toBe('12345.678901234567890123456789');
    expect(back.date).toBeInstanceOf(Date);
    expect(back.date.toISOString()).toBe('2026-01-02T03:04:05.678Z');
    expect(back.binary).toBeInstanceOf(Binary);
    expect(Buffer.from(back.binary.buffer)).toEqual(Buffer.from([0, 1, 2, 255]));
    expect(back._id).toBeInstanceOf(ObjectId);
    expect(back._id.equals(doc._id)).toBe(true);
    expect(back.regex).toBeInstanceOf(BSONRegExp);
    expect(second).toEqual({ op: 'second' });
    await journal.close();
  });

  it('counts journal bytes, including those found on open', async () => {
    const dir = tempDir();
    const first = await openJournal(dir);
    await first.journal.append([{ a: 'x' }]);
    const bytes = first.journal.journalBytes;
    expect(bytes).toBe(8 + BSON.serialize({ a: 'x' }).length);
    await first.journal.close();
    const second = await openJournal(dir);
    expect(second.journal.journalBytes).toBe(bytes);
    await second.journal.close();
  });

  it('refuses appends after close', async () => {
    const { journal } = await openJournal(tempDir());
    await journal.close();
    await expect(journal.append([{ a: 1 }])).rejects.toThrow(/closed/);
  });
});

describe('record size', () => {
  it('stores a record just over 16 MiB whole', async () => {
    const dir = tempDir();
    const big = 'y'.repeat(16 * 1024 * 1024 + 100);
    const first = await openJournal(dir);
    await first.journal.append([{ big }, { after: 1 }]);
    await first.journal.close();
    const { journal, replay } = await openJournal(dir);
    expect(replay[0].big.length).toBe(big.length);
    expect(replay[1]).toEqual({ after: new Int32(1) });
    await journal.close();
  });

  it('refuses a record bson cannot encode whole, and the journal stays usable', async () => {
    const dir = tempDir();
    const { journal } = await openJournal(dir);
    await expect(journal.append([{ huge: 'z'.repeat(20 * 1024 * 1024) }])).rejects.toThrow(
      /cannot store a record/,
    );
    await journal.append([{ n: 1 }]);
    await journal.close();
    const reopened = await openJournal(dir);
    expect(reopened.replay).toHaveLength(1);
    await reopened.journal.close();
  });
});
