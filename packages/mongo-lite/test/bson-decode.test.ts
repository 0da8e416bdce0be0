import { BSON, DBRef, Int32, ObjectId } from 'bson';
import { describe, expect, it } from 'vitest';
import { decodeDocument } from '../src/bson-decode';

const encode = (doc: object) => BSON.serialize(doc);

describe('decodeDocument', () => {
  it('keeps DBRef-shaped documents plain and in their stored order, at any depth', () => {
    const doc = decodeDocument(
      encode({
        _id: { $id: 1, $ref: 'crops' },
        a: { x: 1, $ref: 'crops', $id: 2, $db: 'farm' },
        list: [{ $ref: 'crops', $id: 3 }, [{ y: { $ref: 'bays', $id: 4 } }]],
      }),
    );
    expect(Object.keys(doc._id)).toEqual(['$id', '$ref']);
    expect(Object.keys(doc.a)).toEqual(['x', '$ref', '$id', '$db']);
    expect(doc.a.$id).toEqual(new Int32(2));
    expect(Object.keys(doc.list[0])).toEqual(['$ref', '$id']);
    expect(Object.keys(doc.list[1][0].y)).toEqual(['$ref', '$id']);
    expect(doc.list[1][0].y._bsontype).toBeUndefined();
  });

  it('a DBRef-shaped top-level document stays a document', () => {
    const doc = decodeDocument(encode({ n: 1, $ref: 'crops', $id: 5 }));
    expect((doc as { _bsontype?: string })._bsontype).toBeUndefined();
    expect(Object.keys(doc)).toEqual(['n', '$ref', '$id']);
  });

  it('leaves everything else as the bson package decodes it', () => {
    const oid = new ObjectId();
    const bytes = encode({ a: new Int32(1), b: 'x', c: [1, { d: oid }], e: { $ref_like: 1 } });
    expect(decodeDocument(bytes)).toEqual(
      BSON.deserialize(bytes, { promoteValues: false, bsonRegExp: true }),
    );
    // a DBRef value the driver sends serialises in DBRef order and comes back as that document
    expect(Object.keys(decodeDocument(encode({ r: new DBRef('crops', oid) })).r)).toEqual(['$ref', '$id']);
  });
});
