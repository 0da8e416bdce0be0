import { BSON, type Document } from 'bson';
import { decodeElement, elementsAt, valueSize } from '../bson-decode';
import { RawDocument, encodeDocument } from '../bson-raw';
import { crc32 } from './crc32';

/**
 * One record on disk: [length u32 LE][crc32 u32 LE][BSON bytes]. The checksum covers the length field and the
 * BSON bytes, so a torn write (short tail, zero-filled or stale pages) or a flipped bit is detected and the
 * record is treated as never written.
 */
export const FRAME_HEADER_BYTES = 8;
/** Larger than any document MongoDB accepts (16 MiB) plus room for core's record envelope. */
export const MAX_RECORD_BYTES = 64 * 1024 * 1024;
/** The smallest BSON document (`{}`) is 5 bytes. */
const MIN_RECORD_BYTES = 5;

/** Above this size bson's serializer may have run out of its internal buffer, so the result is checked. */
const CHECK_SIZE_ABOVE = 16 * 1024 * 1024;

/**
 * One record's frame. Raw documents in it (RawDocument: stored documents) are copied in as they are, and a
 * document field named `doc` comes back as one when read (see decodeRecord), so stored documents go to disk and
 * back without being decoded.
 */
export function encodeFrame(record: Document): Buffer {
  const body = encodeDocument(record);
  // bson 7 truncates (without an error) what does not fit its 17 MiB internal buffer; a record that cannot be
  // stored whole is refused rather than journalled damaged
  if (body.length >= CHECK_SIZE_ABOVE) {
    const size = BSON.calculateObjectSize(record);
    if (size !== body.length || size > MAX_RECORD_BYTES) {
      throw new Error(
        `mongo-lite journal cannot store a record of ${size} bytes (too large for BSON encoding)`,
      );
    }
  }
  const frame = Buffer.allocUnsafe(FRAME_HEADER_BYTES + body.length);
  frame.writeUInt32LE(body.length, 0);
  frame.set(body, FRAME_HEADER_BYTES);
  frame.writeUInt32LE(frameChecksum(frame, body.length), 4);
  return frame;
}

function frameChecksum(frame: Uint8Array, bodyLength: number): number {
  const withLength = crc32(frame, 0, 4);
  return crc32(frame, FRAME_HEADER_BYTES, FRAME_HEADER_BYTES + bodyLength, withLength);
}

export interface DecodedFrames {
  records: Document[];
  /** bytes from `start` up to the end of the last intact record; anything after it is a torn or corrupt tail */
  goodEnd: number;
  /** true when bytes after goodEnd were found and ignored */
  tornTail: boolean;
}

/**
 * Decodes records from `start` until the data ends or the first record that is short, fails its checksum or
 * does not parse. Decoding stops there: a batch is written with one write() call, and a crash inside it can
 * leave any mix of its pages on disk, so nothing after the first bad record is trusted. Whether that bad spot
 * is really the tail is for the caller to check with `firstIntactFrameAfter`.
 */
export function decodeFrames(data: Buffer, start = 0): DecodedFrames {
  const records: Document[] = [];
  let offset = start;
  while (offset < data.length) {
    const record = decodeFrame(data, offset);
    if (!record) break;
    records.push(record.doc);
    offset = record.end;
  }
  return { records, goodEnd: offset, tornTail: offset < data.length };
}

/**
 * Looks past a bad record at `badOffset` for any later record whose checksum holds, and counts the intact
 * records from there on. A crash only ever tears the last write, so an intact record after damage means the
 * damage hit data that was already acknowledged.
 */
export function firstIntactFrameAfter(
  data: Buffer,
  badOffset: number,
): { offset: number; count: number } | undefined {
  for (let offset = badOffset + 1; offset + FRAME_HEADER_BYTES + MIN_RECORD_BYTES <= data.length; offset++) {
    if (!decodeFrame(data, offset)) continue;
    return { offset, count: decodeFrames(data, offset).records.length };
  }
  return undefined;
}

/**
 * The size (header included) of the frame at `offset` by its length field, or undefined when the header is
 * short or the length is one no intact frame has. A file read piece by piece needs this many bytes at hand to
 * decode the frame, and a corrupt length never makes that more than MAX_RECORD_BYTES.
 */
export function frameSizeAt(data: Buffer, offset: number): number | undefined {
  if (data.length - offset < FRAME_HEADER_BYTES) return undefined;
  const length = data.readUInt32LE(offset);
  if (length < MIN_RECORD_BYTES || length > MAX_RECORD_BYTES) return undefined;
  return FRAME_HEADER_BYTES + length;
}

/**
 * The record in the frame at `offset`, or undefined when the frame is short, fails its checksum or does not
 * parse (decodeFrames stops at the first such frame).
 */
export function decodeFrame(data: Buffer, offset: number): { doc: Document; end: number } | undefined {
  const size = frameSizeAt(data, offset);
  if (size === undefined) return undefined;
  const length = size - FRAME_HEADER_BYTES;
  const end = offset + size;
  if (end > data.length) return undefined;
  const frame = data.subarray(offset, end);
  if (frameChecksum(frame, length) !== data.readUInt32LE(offset + 4)) return undefined;
  try {
    return {
      doc: decodeRecord(Buffer.from(frame.buffer, frame.byteOffset + FRAME_HEADER_BYTES, length), 0),
      end,
    };
  } catch {
    return undefined;
  }
}

const documentType = 0x03;
const arrayType = 0x04;

/**
 * A record as decoded documents, except a `doc` field holding a document, kept as its bytes, and the records of
 * a `records` array, read the same way. The bytes are a view of the buffer the file was read into: the
 * collections copy the documents they keep into blocks of their own once everything is read
 * (Collection.finishLoading), and that buffer goes.
 */
function decodeRecord(buf: Buffer, offset: number): Document {
  const out: Document = {};
  for (const element of elementsAt(buf, offset)) {
    const { type, name, at } = element;
    if (name === 'doc' && type === documentType) {
      out.doc = new RawDocument(buf.subarray(at, at + valueSize(buf, type, at)));
    } else if (name === 'records' && type === arrayType) {
      out.records = elementsAt(buf, at).map((inner) =>
        inner.type === documentType ? decodeRecord(buf, inner.at) : undefined,
      );
    } else out[name] = decodeElement(buf, element);
  }
  return out;
}
