import type { Document } from 'bson';
import { describe, expect, it } from 'vitest';
import { validateForStorage, type WriteKind } from '../../src/engine/storage-validation';

function outcome(doc: Document, kind: WriteKind): string {
  try {
    validateForStorage(doc, kind);
    return 'ok';
  } catch (e) {
    return `${(e as { code: number }).code}: ${(e as Error).message}`;
  }
}

/** `levels` documents `{a: ...}` around `inner`. */
function nested(levels: number, inner: Document = { x: 1 }): Document {
  let doc = inner;
  for (let i = 0; i < levels; i++) doc = { a: doc };
  return doc;
}

describe('validateForStorage', () => {
  it('follows storageValidEmbedded for an inserted _id: a DBRef opens the document, $db must be a string', () => {
    expect(outcome({ _id: { $ref: 'c', $id: 1, $db: 'd', x: { y: 1 } } }, 'insert')).toBe('ok');
    expect(outcome({ _id: { $ref: 'c', $id: 1, $db: 'd', x: { $y: 1 } } }, 'insert')).toBe(
      "52: _id fields may not contain '$'-prefixed fields: $y is not valid for storage.",
    );
    expect(outcome({ _id: { $ref: 'c', $id: 1, $db: 5 } }, 'insert')).toMatch(/^52: .*\$db is not valid/);
    // MongoDB does not look inside the $id value
    expect(outcome({ _id: { $ref: 'c', $id: { $x: 1 } } }, 'insert')).toBe('ok');
  });

  it('checks the _id fields of an upserted document with the replacement rule', () => {
    expect(outcome({ _id: { $a: 1 } }, 'upsert')).toBe(
      "52: The dollar ($) prefixed field '$a' in '_id.$a' is not allowed in the context of an update's replacement document. Consider using an aggregation pipeline with $replaceWith.",
    );
    expect(outcome({ _id: { $ref: 'c', $id: 1 }, $top: 1 }, 'upsert')).toBe('ok');
    expect(outcome({ _id: { a: { $ref: 'c', $id: 1 } } }, 'upsert')).toBe('ok');
    expect(outcome({ _id: { a: { $b: 1 } } }, 'upsert')).toMatch(
      /^238: mongo-lite does not support the '\$'-prefixed field '_id\.a\.\$b'/,
    );
  });

  it('refuses top-level $ fields only when replacing an existing document', () => {
    expect(outcome({ _id: 1, $a: 1 }, 'insert')).toBe('ok');
    expect(outcome({ _id: 1, $a: 1 }, 'upsert')).toBe('ok');
    expect(outcome({ _id: 1, $a: 1 }, 'update')).toBe('ok');
    expect(outcome({ _id: 1, $a: 1 }, 'replacement')).toMatch(
      /^52: The dollar \(\$\) prefixed field '\$a' in '\$a'/,
    );
    expect(outcome({ _id: 1, a: { $b: 1 } }, 'replacement')).toBe('ok');
  });

  it('counts nesting levels as MongoDB does (an empty document adds none; _id one less on updates)', () => {
    // d is at level 1, so x of {d: nested(n)} is at level n + 2
    expect(outcome({ d: nested(178) }, 'insert')).toBe('ok');
    expect(outcome({ d: nested(179) }, 'insert')).toBe(
      '15: cannot insert document because it exceeds 180 levels of nesting',
    );
    expect(outcome({ d: nested(179, {}) }, 'update')).toBe('ok');
    expect(outcome({ d: nested(179) }, 'update')).toBe('15: Document exceeds maximum nesting depth of 180');
    expect(outcome({ _id: nested(179) }, 'insert')).toMatch(/^15: /);
    expect(outcome({ _id: nested(179) }, 'upsert')).toBe('ok');
    expect(outcome({ d: [[[nested(175)]]] }, 'update')).toBe('ok');
    expect(outcome({ d: [[[nested(176)]]] }, 'update')).toMatch(/^15: /);
  });

  it('refuses BSON undefined: as _id like MongoDB (53), elsewhere as unsupported', () => {
    expect(outcome({ _id: undefined }, 'insert')).toBe("53: The '_id' value cannot be of type undefined");
    expect(outcome({ _id: 1, a: [1, undefined] }, 'update')).toBe(
      "238: mongo-lite does not support the deprecated BSON type undefined (in field 'a.1')",
    );
  });
});
