import type { Decimal128, Document, Long, ObjectId } from 'bson';
import { bsonTypeAlias, bsonTypeOf, isPlainObject } from '../bson-types';
import { toDouble } from '../numbers';

/** A value as MongoDB prints it inside error messages ([ { b: 0.0 } ], "x", ObjectId('...')). */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') return formatDouble(value);
  if (Array.isArray(value)) return value.length ? `[ ${value.map(formatValue).join(', ')} ]` : '[]';
  if (value instanceof Date) return `new Date(${value.getTime()})`;
  if (isPlainObject(value)) {
    // Nested documents print with inner spaces ({ b: 0.0 }); the outer braces of messages do not.
    const entries = Object.entries(value).map(([k, v]) => `${k}: ${formatValue(v)}`);
    return entries.length ? `{ ${entries.join(', ')} }` : '{}';
  }
  switch (bsonTypeOf(value)) {
    case 'Int32':
      return String(toDouble(value));
    case 'Double':
      return formatDouble(toDouble(value));
    case 'Long':
      return (value as Long).toString();
    case 'Decimal128':
      return `NumberDecimal("${(value as Decimal128).toString()}")`;
    case 'ObjectId':
      return `ObjectId('${(value as ObjectId).toHexString()}')`;
    default:
      return bsonTypeAlias(value);
  }
}

function formatDouble(d: number): string {
  return Number.isInteger(d) && Math.abs(d) < 1e15 ? d.toFixed(1) : String(d);
}

/** The outer document of a message, as MongoDB writes it: {a: [ { b: 0.0 } ]}. */
export function formatDocument(doc: Document): string {
  const entries = Object.entries(doc).map(([k, v]) => `${k}: ${formatValue(v)}`);
  return `{${entries.join(', ')}}`;
}

/** `{_id: ...}` of a document, as update errors name the document. */
export function formatIdOf(doc: Document): string {
  return '_id' in doc ? formatDocument({ _id: doc._id }) : '{}';
}
