import { Schema, Types, type Connection, type Model } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTarget, type Target } from '../helpers/target';

interface Grower {
  name: string;
  email: string;
}
interface Crop {
  name: string;
  variety?: string;
  trayCount: number;
  grower?: Types.ObjectId;
  tags: string[];
}

let target: Target;
let conn: Connection;
let Growers: Model<Grower>;
let Crops: Model<Crop>;

beforeAll(async () => {
  target = await openTarget('models');
  conn = await target.mongoose();
  const growerSchema = new Schema<Grower>({
    name: { type: String, required: true },
    email: { type: String, required: true, unique: true },
  });
  const cropSchema = new Schema<Crop>({
    name: { type: String, required: true, index: true },
    variety: String,
    trayCount: { type: Number, default: 0 },
    grower: { type: Schema.Types.ObjectId, ref: 'Grower' },
    tags: [String],
  });
  cropSchema.index({ name: 1, variety: 1 }, { unique: true });
  Growers = conn.model<Grower>('Grower', growerSchema);
  Crops = conn.model<Crop>('Crop', cropSchema);
  await Growers.init();
  await Crops.init();
});

afterAll(async () => {
  await target.close();
});

describe('mongoose models', () => {
  it('creates, finds, updates and deletes documents', async () => {
    const basil = await Crops.create({ name: 'basil', variety: 'genovese', trayCount: 4 });
    expect(basil._id).toBeInstanceOf(Types.ObjectId);

    const found = await Crops.findById(basil._id).lean();
    expect(found).toMatchObject({ name: 'basil', variety: 'genovese', trayCount: 4, tags: [], __v: 0 });
    expect(Object.keys(found!)[0]).toBe('_id');

    const updated = await Crops.updateOne({ _id: basil._id }, { $inc: { trayCount: 2 } });
    expect(updated).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
    const same = await Crops.updateOne({ _id: basil._id }, { $set: { trayCount: 6 } });
    expect(same).toMatchObject({ matchedCount: 1, modifiedCount: 0 });

    const doc = await Crops.findOne({ name: 'basil' });
    doc!.tags.push('herb');
    await doc!.save();
    expect((await Crops.findById(basil._id).lean())!.tags).toEqual(['herb']);

    const deleted = await Crops.deleteOne({ _id: basil._id });
    expect(deleted.deletedCount).toBe(1);
    expect(await Crops.findById(basil._id)).toBeNull();
  });

  it('versioning: concurrent array edits raise VersionError, saving a deleted document DocumentNotFoundError', async () => {
    const created = await Crops.create({ name: 'lettuce', variety: 'romaine', tags: ['a', 'b'] });
    const first = await Crops.findById(created._id);
    const second = await Crops.findById(created._id);
    (first!.tags as Types.Array<string>).pull('a');
    await first!.save();
    // a positional change is guarded by __v, which the pull above incremented
    (second!.tags as Types.Array<string>).set(1, 'z');
    await expect(second!.save()).rejects.toMatchObject({ name: 'VersionError' });
    expect(await Crops.findById(created._id).lean()).toMatchObject({ tags: ['b'], __v: 1 });

    const gone = await Crops.findById(created._id);
    await Crops.deleteOne({ _id: created._id });
    gone!.trayCount = 5;
    await expect(gone!.save()).rejects.toMatchObject({ name: 'DocumentNotFoundError' });
  });

  it('counts documents both ways', async () => {
    await Crops.insertMany([
      { name: 'mint', variety: 'a', trayCount: 1 },
      { name: 'mint', variety: 'b', trayCount: 5 },
      { name: 'kale', variety: 'c', trayCount: 9 },
    ]);
    expect(await Crops.countDocuments({ name: 'mint' })).toBe(2);
    expect(await Crops.countDocuments({ name: 'nothing' })).toBe(0);
    expect(await Crops.countDocuments({ trayCount: { $gte: 5 } })).toBe(2);
    expect(await Crops.estimatedDocumentCount()).toBe(3);
    await Crops.deleteMany({});
    expect(await Crops.countDocuments()).toBe(0);
  });

  it('populates references', async () => {
    const grower = await Growers.create({ name: 'Aisha', email: 'aisha@farm.ae' });
    await Crops.create({ name: 'arugula', variety: 'wild', grower: grower._id });
    const crop = await Crops.findOne({ name: 'arugula' }).populate<{ grower: Grower }>('grower').lean();
    expect(crop!.grower).toMatchObject({ name: 'Aisha', email: 'aisha@farm.ae' });
    await Crops.deleteMany({});
    await Growers.deleteMany({});
  });

  it('findOneAndUpdate returns the new document and upserts', async () => {
    const created = await Crops.findOneAndUpdate(
      { name: 'chard', variety: 'rainbow' },
      { $inc: { trayCount: 3 } },
      { upsert: true, new: true },
    ).lean();
    expect(created).toMatchObject({ name: 'chard', variety: 'rainbow', trayCount: 3, __v: 0 });
    const again = await Crops.findOneAndUpdate(
      { name: 'chard' },
      { $inc: { trayCount: 1 } },
      { new: false },
    ).lean();
    expect(again!.trayCount).toBe(3);
    expect((await Crops.findOne({ name: 'chard' }).lean())!.trayCount).toBe(4);
    const removed = await Crops.findOneAndDelete({ name: 'chard' }).lean();
    expect(removed!.trayCount).toBe(4);
    expect(await Crops.countDocuments()).toBe(0);
  });

  it('enforces unique indexes with a duplicate key error', async () => {
    await Growers.create({ name: 'Omar', email: 'omar@farm.ae' });
    const error = await Growers.create({ name: 'Other', email: 'omar@farm.ae' }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 11000,
      keyPattern: { email: 1 },
      keyValue: { email: 'omar@farm.ae' },
    });
    expect((error as Error).message).toMatch(
      /^E11000 duplicate key error collection: \S+\.growers index: email_1 dup key: \{ email: "omar@farm\.ae" \}/,
    );
    await Growers.deleteMany({});
  });

  it('Model.bulkWrite reports exact counts', async () => {
    const result = await Crops.bulkWrite([
      { insertOne: { document: { name: 'sorrel', variety: 'red', trayCount: 1 } } },
      { updateOne: { filter: { name: 'sorrel' }, update: { $inc: { trayCount: 1 } } } },
      {
        updateOne: {
          filter: { name: 'pak choi', variety: 'x' },
          update: { $set: { trayCount: 2 } },
          upsert: true,
        },
      },
      { deleteOne: { filter: { name: 'sorrel' } } },
    ]);
    expect(result).toMatchObject({
      insertedCount: 1,
      matchedCount: 1,
      modifiedCount: 1,
      upsertedCount: 1,
      deletedCount: 1,
    });
    await Crops.deleteMany({});
  });

  it('runs mongoose transactions and rolls them back on a throw', async () => {
    await conn.transaction(async (session) => {
      await Crops.create([{ name: 'dill', variety: 'a' }], { session });
      await Growers.create([{ name: 'Noor', email: 'noor@farm.ae' }], { session });
    });
    expect(await Crops.countDocuments({ name: 'dill' })).toBe(1);
    const failed = await conn
      .transaction(async (session) => {
        await Crops.updateOne({ name: 'dill' }, { $set: { trayCount: 99 } }, { session });
        throw new Error('rollback');
      })
      .catch((e: Error) => e.message);
    expect(failed).toBe('rollback');
    expect((await Crops.findOne({ name: 'dill' }).lean())!.trayCount).toBe(0);
    await Crops.deleteMany({});
    await Growers.deleteMany({});
  });

  it('syncIndexes is a no-op the second time', async () => {
    const first = await Crops.syncIndexes();
    expect(first).toEqual([]);
    const second = await Crops.syncIndexes();
    expect(second).toEqual([]);
    const names = (await Crops.listIndexes()).map((index) => index.name).sort();
    expect(names).toEqual(['_id_', 'name_1', 'name_1_variety_1']);
  });

  it('syncIndexes drops indexes the schema no longer has', async () => {
    await Crops.collection.createIndex({ trayCount: -1 });
    const dropped = await Crops.syncIndexes();
    expect(dropped).toEqual(['trayCount_-1']);
    expect(await Crops.diffIndexes()).toEqual({ toDrop: [], toCreate: [] });
  });
});
