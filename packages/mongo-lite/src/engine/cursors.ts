import { BSON, Long, type Document } from 'bson';
import { RawDocument } from '../bson-raw';
import { systemClock, type Clock } from '../clock';
import { ErrorCodes, mongoError } from '../errors';

/** A result document: decoded, or a stored one written out as its bytes. */
export type ResultDocument = Document | RawDocument;

const sizeOf = (doc: ResultDocument) =>
  doc instanceof RawDocument ? doc.byteLength : BSON.calculateObjectSize(doc);

const defaultFirstBatch = 101;
/** MongoDB caps a batch at 16 MiB of documents (a reply must stay a valid BSON document) */
const maxBatchBytes = 16 * 1024 * 1024 - 16 * 1024;

/** The documents from `start` that fit in one batch: at most `count`, at least one, within maxBatchBytes. */
function takeBatch(docs: ResultDocument[], start: number, count: number): ResultDocument[] {
  const end = Math.min(docs.length, start + count);
  let bytes = 0;
  for (let i = start; i < end; i++) {
    bytes += sizeOf(docs[i]);
    if (bytes > maxBatchBytes && i > start) return docs.slice(start, i);
  }
  return docs.slice(start, end);
}

interface OpenCursor {
  ns: string;
  docs: ResultDocument[];
  position: number;
  lastUsed: number;
}

/** Server-side cursors over materialized results (the documents as they were when the query ran). */
export class CursorRegistry {
  private readonly open = new Map<bigint, OpenCursor>();
  private nextId: bigint;
  private readonly stopSweeping: () => void;

  constructor(
    private readonly idleTimeoutMs: number,
    private readonly clock: Clock = systemClock,
  ) {
    this.nextId = BigInt(clock.now() % 1_000_000) * 1_000_000n + 1n;
    this.stopSweeping = clock.every(Math.max(10, Math.min(idleTimeoutMs / 2, 60_000)), () => this.sweep());
  }

  /** Builds the `cursor` field of a find/aggregate/list reply; keeps a server cursor if documents remain. */
  firstBatch(ns: string, docs: ResultDocument[], batchSize?: number, singleBatch = false): Document {
    const size = batchSize === undefined ? defaultFirstBatch : batchSize;
    const batch = takeBatch(docs, 0, size);
    let id = 0n;
    if (!singleBatch && batch.length < docs.length) {
      id = this.nextId++;
      this.open.set(id, { ns, docs, position: batch.length, lastUsed: this.clock.now() });
    }
    return { id: Long.fromBigInt(id), ns, firstBatch: batch };
  }

  getMore(id: bigint, ns: string, batchSize?: number): Document {
    const cursor = this.open.get(id);
    if (!cursor) throw mongoError(ErrorCodes.CursorNotFound, `cursor id ${id} not found`);
    if (cursor.ns !== ns) {
      throw mongoError(
        13,
        `Requested getMore on namespace '${ns}', but cursor belongs to a different namespace ${cursor.ns}`,
      );
    }
    const batch = takeBatch(cursor.docs, cursor.position, batchSize || cursor.docs.length);
    cursor.position += batch.length;
    cursor.lastUsed = this.clock.now();
    let replyId = id;
    if (cursor.position >= cursor.docs.length) {
      this.open.delete(id);
      replyId = 0n;
    }
    return { id: Long.fromBigInt(replyId), ns, nextBatch: batch };
  }

  kill(ids: bigint[]): { killed: bigint[]; notFound: bigint[] } {
    const killed: bigint[] = [];
    const notFound: bigint[] = [];
    for (const id of ids) (this.open.delete(id) ? killed : notFound).push(id);
    return { killed, notFound };
  }

  private sweep(): void {
    const deadline = this.clock.now() - this.idleTimeoutMs;
    for (const [id, cursor] of this.open) if (cursor.lastUsed < deadline) this.open.delete(id);
  }

  close(): void {
    this.stopSweeping();
    this.open.clear();
  }
}
