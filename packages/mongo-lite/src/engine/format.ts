import type { Document } from 'bson';

/** Renders a value the way MongoDB prints it inside an E11000 message (`{ email: "x" }`). */
export function formatValue(value: unknown): string {
  if (value === null) return 'null';
  // an empty array is indexed as `undefined` (the query module marks it with a symbol)
  if (value === undefined || typeof value === 'symbol') return 'undefined';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') return String(value);
  if (value instanceof Date) return `new Date(${value.getTime()})`;
  if (Array.isArray(value)) return `[ ${value.map(formatValue).join(', ')} ]`;
  const bsontype = (value as { _bsontype?: string })._bsontype;
  switch (bsontype) {
    case 'ObjectId':
      return `ObjectId('${(value as { toHexString(): string }).toHexString()}')`;
    case 'Int32':
    case 'Double':
    case 'Long':
    case 'Decimal128':
      return String(value as object);
    case undefined:
      return formatDocument(value as Document);
    default:
      return `${bsontype}(${JSON.stringify(String(value as object))})`;
  }
}

export function formatDocument(doc: Document): string {
  const parts = Object.entries(doc).map(([k, v]) => `${k}: ${formatValue(v)}`);
  return parts.length ? `{ ${parts.join(', ')} }` : '{}';
}
