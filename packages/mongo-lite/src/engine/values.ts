import { BSON, ObjectId, type Document } from 'bson';
import { ErrorCodes, mongoError } from '../errors';

/** A numeric command argument, whichever BSON wrapper carried it. */
export function toNumber(value: unknown, field: string): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  const type = (value as { _bsontype?: string } | null)?._bsontype;
  if (type === 'Int32' || type === 'Double') return (value as { value: number }).value;
  if (type === 'Long') return Number((value as { toBigInt(): bigint }).toBigInt());
  if (type === 'Decimal128') return Number(String(value));
  throw mongoError(ErrorCodes.TypeMismatch, `BSON field '${field}' is the wrong type, expected a number`);
}

export function optionalNumber(value: unknown, field: string): number | undefined {
  return value === undefined || value === null ? undefined : toNumber(value, field);
}

/** A boolean-ish argument as MongoDB reads it (true, 1, 1.0 count as true). */
export function truthy(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  const type = (value as { _bsontype?: string })._bsontype;
  if (type === 'Int32' || type === 'Double' || type === 'Long' || type === 'Decimal128') {
    return toNumber(value, 'flag') !== 0;
  }
  return true;
}

export function toBigInt(value: unknown, field: string): bigint {
  const type = (value as { _bsontype?: string } | null)?._bsontype;
  if (type === 'Long') return (value as { toBigInt(): bigint }).toBigInt();
  return BigInt(Math.trunc(toNumber(value, field)));
}

export function isPlainObject(value: unknown): value is Document {
  return (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    !(value instanceof Date) &&
    (value as { _bsontype?: string })._bsontype === undefined
  );
}

export function requireDocument(value: unknown, field: string): Document {
  if (!isPlainObject(value)) {
    throw mongoError(ErrorCodes.TypeMismatch, `BSON field '${field}' is the wrong type, expected an object`);
  }
  return value;
}

export function requireString(value: unknown, field: string): string {
  if (typeof value !== 'string') {
    throw mongoError(ErrorCodes.TypeMismatch, `BSON field '${field}' is the wrong type, expected a string`);
  }
  return value;
}

/** `_id` first: an existing one moves to the front, a missing one is generated (as MongoDB does on insert). */
export function withIdFirst(doc: Document): Document {
  const present = Object.hasOwn(doc, '_id');
  if (present && Object.keys(doc)[0] === '_id') return doc;
  const { _id, ...rest } = doc;
  return { _id: present ? _id : new ObjectId(), ...rest };
}

export const maxBsonObjectSize = 16 * 1024 * 1024;

/** MongoDB refuses documents over 16 MiB (10334 on insert, 17419 for the result of an update). */
export function checkDocumentSize(doc: Document, producedByUpdate: boolean): void {
  const size = BSON.calculateObjectSize(doc);
  if (size <= maxBsonObjectSize) return;
  if (producedByUpdate) {
    throw mongoError(17419, `Resulting document after update is larger than ${maxBsonObjectSize}`);
  }
  throw mongoError(
    ErrorCodes.BSONObjectTooLarge,
    `object to insert too large. size in bytes: ${size}, max size: ${maxBsonObjectSize}`,
  );
}
