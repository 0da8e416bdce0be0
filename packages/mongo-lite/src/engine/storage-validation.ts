import type { Document } from 'bson';
import { ErrorCodes, mongoError, unsupported } from '../errors';
import { bsonTypeAlias, isPlainObject, isRegex } from '../query/bson-types';

/**
 * What MongoDB (5.0 and later) refuses to store, checked on every path that writes a document. The rules differ
 * by path, as in MongoDB's `fixDocumentForInsert` (ops/insert.cpp) and `storage_validation::scanDocument`
 * (update/storage_validation.cpp):
 *
 * - `insert`: a document of the insert command. `$`-prefixed and dotted field names are allowed, at the top
 *   and nested; `_id` must not be an array, a regex or undefined (53), nor a document holding a `$`-prefixed
 *   field at any depth other than a well-formed DBRef (52).
 * - `upsert`: the document an upsert inserts (whatever form the update has). Checked like an insert, except
 *   that the `$`-prefixed fields of an `_id` document get the replacement message, as MongoDB's update path
 *   reports them.
 * - `replacement`: a replacement-style update of an existing document: also no `$`-prefixed top-level field
 *   (52), DBRef fields ($ref, $id, $db) excepted when in order (10 when malformed).
 * - `update`: an operator or pipeline update of an existing document. MongoDB validates only what the update
 *   changed, so existing top-level `$` fields stay acceptable (and a pipeline may create them).
 *
 * Every path also limits nesting to 180 levels (15), and refuses the deprecated BSON type undefined outside
 * `_id` as something mongo-lite does not support (MongoDB stores it; mongo-lite's replies and journal could
 * not give it back).
 */
export type WriteKind = 'insert' | 'upsert' | 'replacement' | 'update';

/** BSONDepth::getMaxDepthForUserStorage(): 200 levels less 20 kept for the server's own wrapping. */
export const maxStorageDepth = 180;

export function validateForStorage(doc: Document, kind: WriteKind): void {
  for (const name in doc) {
    const value = doc[name];
    if (name === '_id') {
      validateId(value, kind);
      continue;
    }
    if (kind === 'replacement' && name.startsWith('$')) checkDollarField(doc, name, name);
    path.push(name);
    checkValue(value, 1, kind);
    path.pop();
  }
}

/** Field names from the document down to the value being checked (kept for error messages only). */
const path: string[] = [];

function validateId(value: unknown, kind: WriteKind): void {
  if (value === undefined || Array.isArray(value) || isRegex(value)) {
    const type = value === undefined ? 'undefined' : bsonTypeAlias(value);
    throw mongoError(ErrorCodes.InvalidIdField, `The '_id' value cannot be of type ${type}`);
  }
  if (!isDocumentValue(value)) return;
  if (kind === 'insert') {
    const bad = firstInvalidEmbedded(value);
    if (bad !== undefined) {
      throw mongoError(
        ErrorCodes.DollarPrefixedFieldName,
        `_id fields may not contain '$'-prefixed fields: ${bad} is not valid for storage.`,
      );
    }
  } else {
    checkIdForUpdate(value, '_id', 1);
  }
  // MongoDB's update path counts the _id document's own fields as level 1, one level less than elsewhere
  path.push('_id');
  checkValue(value, kind === 'insert' ? 1 : 0, kind);
  path.pop();
}

/**
 * BSONObj::storageValidEmbedded, which insert applies to an `_id` document: the name of the first `$`-prefixed
 * field that is not part of a DBRef opening the (sub)document, or undefined when there is none.
 */
function firstInvalidEmbedded(value: Document): string | undefined {
  const entries = entriesOf(value);
  for (let i = 0; i < entries.length; i++) {
    let [name, child] = entries[i];
    if (name.startsWith('$')) {
      const opensDbRef = i === 0 && name === '$ref' && typeof child === 'string' && entries[1]?.[0] === '$id';
      if (!opensDbRef) return name;
      // MongoDB skips the $id value and looks at the field after it, which may be a string $db
      i += 2;
      if (i >= entries.length) return undefined;
      [name, child] = entries[i];
      if (name === '$db' && typeof child === 'string') continue;
      if (name.startsWith('$')) return name;
    }
    const nested = embeddedDocuments(child);
    for (const sub of nested) {
      const bad = firstInvalidEmbedded(sub);
      if (bad !== undefined) return bad;
    }
  }
  return undefined;
}

/**
 * The update path's rule for an `_id` document: its own `$`-prefixed fields must be DBRef fields in order.
 * Deeper ones differ between MongoDB versions (8.0 stores them, later versions apply the same rule at every
 * depth), so mongo-lite refuses those it cannot answer for every version.
 */
function checkIdForUpdate(value: Document, path: string, level: number): void {
  for (const [name, child] of entriesOf(value)) {
    const childPath = `${path}.${name}`;
    if (name.startsWith('$')) {
      if (level === 1) checkDollarField(value, name, childPath);
      else {
        try {
          checkDollarField(value, name, childPath);
        } catch {
          throw unsupported(
            `the '$'-prefixed field '${childPath}' nested inside the _id of an updated or upserted document (MongoDB versions disagree on it)`,
          );
        }
      }
    }
    if (Array.isArray(child)) {
      for (const element of child) {
        if (isDocumentValue(element)) checkIdForUpdate(element, childPath, level + 2);
      }
    } else if (isDocumentValue(child)) checkIdForUpdate(child, childPath, level + 1);
  }
}

/**
 * storage_validation's validateDollarPrefixElement: a `$`-prefixed field is acceptable only as part of a
 * DBRef ($ref string, then $id, then an optional $db string).
 */
function checkDollarField(container: Document, name: string, fullName: string): void {
  const entries = entriesOf(container);
  const at = entries.findIndex(([key]) => key === name);
  let i = at;
  let current = name;
  const invalid = (message: string) => mongoError(ErrorCodes.InvalidDBRef, message);
  if (current === '$db') {
    if (typeof entries[i][1] !== 'string') {
      throw invalid(`The DBRef $db field must be a String, not a ${bsonTypeAlias(entries[i][1])}`);
    }
    i -= 1;
    if (entries[i]?.[0] !== '$id')
      throw invalid('Found $db field without a $id before it, which is invalid.');
    current = '$id';
  }
  if (current === '$id') {
    i -= 1;
    if (entries[i]?.[0] !== '$ref')
      throw invalid('Found $id field without a $ref before it, which is invalid.');
    current = '$ref';
  }
  if (current === '$ref') {
    if (typeof entries[i][1] !== 'string') {
      throw invalid(`The DBRef $ref field must be a String, not a ${bsonTypeAlias(entries[i][1])}`);
    }
    if (entries[i + 1]?.[0] !== '$id') throw invalid('The DBRef $ref field must be followed by a $id field');
    return;
  }
  throw mongoError(
    ErrorCodes.DollarPrefixedFieldName,
    `The dollar ($) prefixed field '${name}' in '${fullName}' is not allowed in the context of an update's replacement document. Consider using an aggregation pipeline with $replaceWith.`,
  );
}

/** Nesting depth and BSON undefined, over a value found at `level` (top-level fields are level 1). */
function checkValue(value: unknown, level: number, kind: WriteKind): void {
  if (value === undefined) {
    const at = path.join('.');
    path.length = 0;
    throw unsupported(`the deprecated BSON type undefined (in field '${at}')`);
  }
  const array = Array.isArray(value);
  if (!array && !isDocumentValue(value)) return;
  let empty = true;
  for (const name in value as object) {
    if (empty && level >= maxStorageDepth) {
      path.length = 0;
      throw mongoError(
        ErrorCodes.Overflow,
        kind === 'insert'
          ? `cannot insert document because it exceeds ${maxStorageDepth} levels of nesting`
          : `Document exceeds maximum nesting depth of ${maxStorageDepth}`,
      );
    }
    empty = false;
    path.push(name);
    checkValue((value as Record<string, unknown>)[name], level + 1, kind);
    path.pop();
  }
}

/** An embedded document (decodeDocument keeps DBRef-shaped ones plain, in their stored order). */
function isDocumentValue(value: unknown): value is Document {
  return isPlainObject(value);
}

function entriesOf(doc: Document): Array<[string, unknown]> {
  return Object.entries(doc);
}

function embeddedDocuments(value: unknown): Document[] {
  if (isDocumentValue(value)) return [value];
  if (Array.isArray(value)) return value.flatMap((element) => embeddedDocuments(element));
  return [];
}
