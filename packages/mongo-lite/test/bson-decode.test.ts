import { BSON, Binary, DBRef, Double, Int32, Long, ObjectId } from 'bson';
import { describe, expect, it } from 'vitest';
import { decodeDocument, decodeFields, withoutFields } from '../src/bson-decode';

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

describe('decodeFields', () => {
  const doc = {
    _id: new ObjectId(),
    '': 'no name',
    name: 'Strawberry Cascade Tower',
    nameAr: 'برج الفراولة المتدرج',
    nameWords: ['strawberry', 'cascade', 'tower', 'برج', ''],
    حقل: ['عربي'],
    searchWords: [],
    mixed: ['tower', new Int32(3), null, ['nested'], { word: 'x' }],
    numbers: [new Double(1.5), new Long(7)],
    picture: new Binary(Buffer.from([1, 2, 3])),
    ref: { $ref: 'crops', $id: 4 },
    price: new Double(12.5),
    nam: 'a shorter name with the same start',
    names: 'a longer one',
  };
  const bytes = encode(doc);
  const whole = decodeDocument(bytes);

  it.each([
    [['nameWords']],
    [['', 'حقل', 'searchWords']],
    [['mixed', 'numbers', 'picture', 'ref']],
    [['name', 'nam', 'names', 'price', '_id', 'nameAr']],
    [['missing', 'nameWordsX', 'nameWord']],
    [Object.keys(doc)],
  ])('decodes %j as the whole document has them, and nothing else', (names) => {
    const part = decodeFields(bytes, new Set(names));
    const expected = Object.fromEntries(
      names.filter((name) => name in whole).map((name) => [name, whole[name]]),
    );
    expect(part).toEqual(expected);
    expect(Object.keys(part).sort()).toEqual(Object.keys(expected).sort());
  });

  it('reads a list of words as strings in their stored order', () => {
    const part = decodeFields(bytes, new Set(['nameWords', 'searchWords']));
    expect(part.nameWords).toEqual(['strawberry', 'cascade', 'tower', 'برج', '']);
    expect(part.searchWords).toEqual([]);
    expect(Array.isArray(part.searchWords)).toBe(true);
  });
});

describe('withoutFields', () => {
  const doc = {
    _id: new ObjectId('65a1b2c3d4e5f60718293a4b'),
    name: 'برج الأعشاب',
    searchWords: ['tower', 'برج', ''],
    nested: { a: new Int32(1), b: [new Long(2), new Double(2.5)] },
    picture: new Binary(Buffer.from([1, 2, 3])),
    '': 'empty name',
    nameWords: ['tower'],
    price: 12.5,
  };
  const bytes = BSON.serialize(doc);
  const without = (...names: string[]) => {
    const expected: Record<string, unknown> = { ...doc };
    for (const name of names) delete expected[name];
    return { cut: withoutFields(bytes, new Set(names)), expected: BSON.serialize(expected) };
  };

  it('gives the bytes bson writes for the document less those fields, in the same order', () => {
    for (const names of [
      ['searchWords', 'nameWords'],
      ['_id'],
      ['price'],
      [''],
      ['nested', 'picture'],
      Object.keys(doc),
    ]) {
      const { cut, expected } = without(...names);
      expect(Buffer.from(cut).equals(expected), names.join(',')).toBe(true);
    }
  });

  it('hands back the same bytes when none of the fields is there, and never matches a name by its start', () => {
    expect(withoutFields(bytes, new Set(['missing', 'search', 'nameWord']))).toBe(bytes);
  });
});
