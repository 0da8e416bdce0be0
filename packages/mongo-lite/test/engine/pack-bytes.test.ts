import { Binary } from 'bson';
import { describe, expect, it } from 'vitest';
import { Engine } from '../../src/engine/engine';
import { MultiKey, packBytes } from '../../src/engine/stored-doc';
import { openJournal } from '../../src/journal';
import { tempDir } from '../journal/helpers';

describe('packBytes', () => {
  const file = Buffer.alloc(3 * 1024 * 1024);
  for (let i = 0; i < file.length; i++) file[i] = (i * 31) & 0xff;
  // documents of 2,000 bytes read from one file, and one large enough for a buffer of its own
  const small = Array.from({ length: 1200 }, (_, i) => file.subarray(i * 2000, i * 2000 + 2000));
  const large = file.subarray(2_500_000, 2_600_000);
  const packed = packBytes([...small, large]);

  it('copies every document exactly, and none is a view of the file any more', () => {
    expect(packed).toHaveLength(1201);
    packed.forEach((bytes, i) => {
      expect(Buffer.compare(Buffer.from(bytes), i < 1200 ? small[i] : large)).toBe(0);
      expect(bytes.buffer).not.toBe(file.buffer);
    });
  });

  it('puts small documents back to back in blocks of 1 MiB at most, the last one only as large as what is left', () => {
    const blocks = new Set(packed.slice(0, 1200).map((bytes) => bytes.buffer));
    // 2.4 MB of small documents: two full blocks (524 documents each) and one of the rest
    expect(blocks.size).toBe(3);
    const sizes = [...blocks].map((block) => block.byteLength);
    expect(sizes).toEqual([1024 * 1024, 1024 * 1024, (1200 - 2 * 524) * 2000]);
    expect(packed[1].byteOffset).toBe(packed[0].byteOffset + 2000);
  });

  it('gives a document over 64 KiB a buffer of its own', () => {
    expect(packed[1200].byteLength).toBe(100_000);
    expect(packed[1200].buffer.byteLength).toBeLessThan(1024 * 1024);
    expect(new Set(packed.slice(0, 1200).map((b) => b.buffer)).has(packed[1200].buffer)).toBe(false);
  });
});

describe('a store read from disk', () => {
  it('keeps neither the documents nor their index keys as views of the file it read', async () => {
    const dir = tempDir();
    const first = await openJournal(dir);
    const docs = Array.from({ length: 300 }, (_, i) => ({
      _id: i,
      owner: { id: new Binary(Buffer.alloc(16, i), Binary.SUBTYPE_UUID) },
      tags: [new Binary(Buffer.alloc(8, i), 0), new Binary(Buffer.alloc(8, i + 1), 0)],
      filler: 'x'.repeat(4000),
    }));
    await first.journal.append([
      {
        op: 'createIndex',
        db: 'farm',
        coll: 'things',
        spec: { v: 2, key: { 'owner.id': 1 }, name: 'owner' },
      },
      { op: 'createIndex', db: 'farm', coll: 'things', spec: { v: 2, key: { tags: 1 }, name: 'tags' } },
      ...docs.map((doc) => ({ op: 'put', db: 'farm', coll: 'things', doc })),
    ]);
    await first.journal.close();

    const { journal, replay } = await openJournal(dir);
    const engine = new Engine();
    engine.store.replay(replay);
    await journal.close();
    const coll = engine.store.collection('farm', 'things')!;
    expect(coll.records.size).toBe(300);
    // the file holds 1.2 MB of documents: anything over a block's size would be the file's buffer
    const block = 1024 * 1024;
    const ownerSlot = coll.slots.find('owner.id')!;
    const tagsSlot = coll.slots.find('tags')!;
    for (const stored of coll.records.values()) {
      expect(stored.bytes.buffer.byteLength).toBeLessThanOrEqual(block);
      const owner = stored.keys[ownerSlot] as Binary;
      expect(owner.buffer.buffer.byteLength).toBeLessThan(block);
      for (const tag of (stored.keys[tagsSlot] as MultiKey).values as Binary[])
        expect(tag.buffer.buffer.byteLength).toBeLessThan(block);
    }
    expect(coll.records.get('#42')?.decode().owner.id.buffer[0]).toBe(42);
  });
});
