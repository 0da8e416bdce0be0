import { BSON, Decimal128, Double, Int32, Long } from 'bson';
import type { Document } from 'bson';
import { decodeDocument } from '../../src/bson-decode';
import { encodeDocument } from '../../src/bson-raw';
import type { Engine } from '../../src/engine/engine';

export const int = (n: number) => new Int32(n);
export const dbl = (n: number) => new Double(n);
export const long = (n: number | bigint) => (typeof n === 'bigint' ? Long.fromBigInt(n) : Long.fromNumber(n));
export const dec = (s: string) => Decimal128.fromString(s);

/** Round-trips a document through BSON the way the server receives it (numbers become wrappers). */
export function bson(doc: Document): Document {
  return BSON.deserialize(BSON.serialize(doc), { promoteValues: false, bsonRegExp: true });
}

/** Plain JSON-ish view of a document for readable assertions (wrappers become numbers). */
export function plain(value: unknown): unknown {
  return JSON.parse(JSON.stringify(BSON.EJSON.serialize(value as Document, { relaxed: true })));
}

/** The MongoDB error code `fn` throws, or undefined when it does not throw. */
export function codeOf(fn: () => unknown): number | undefined {
  try {
    fn();
  } catch (e) {
    return (e as { code?: number }).code;
  }
  return undefined;
}

/**
 * Runs a command on an engine and returns its reply as a client receives it: through the wire's encoding
 * (stored documents written as their bytes) and back.
 */
export function runOn(engine: Engine, body: Document): Document {
  const { reply } = engine.run({ ...body, $db: body.$db ?? 'farm' }, 1);
  return decodeDocument(encodeDocument(reply));
}
