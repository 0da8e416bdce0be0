import type { Document } from 'bson';
import { decodeDocument } from '../bson-decode';
import { encodeDocument } from '../bson-raw';
import { unsupported } from '../errors';

/** Wire opcodes mongo-lite understands; https://www.mongodb.com/docs/manual/reference/mongodb-wire-protocol/ */
export const OpCode = {
  Reply: 1,
  Query: 2004,
  Compressed: 2012,
  Msg: 2013,
} as const;

export const MsgFlags = {
  checksumPresent: 1 << 0,
  moreToCome: 1 << 1,
  exhaustAllowed: 1 << 16,
} as const;

export interface Header {
  messageLength: number;
  requestId: number;
  responseTo: number;
  opCode: number;
}

/** A command taken from an OP_MSG or a legacy OP_QUERY, ready to run. */
export interface IncomingCommand {
  header: Header;
  kind: 'msg' | 'query';
  /** the command body with kind-1 document sequences merged in as array fields */
  body: Document;
  moreToCome: boolean;
}

export function readHeader(buf: Buffer): Header {
  return {
    messageLength: buf.readInt32LE(0),
    requestId: buf.readInt32LE(4),
    responseTo: buf.readInt32LE(8),
    opCode: buf.readInt32LE(12),
  };
}

function readCString(buf: Buffer, offset: number): { value: string; end: number } {
  const end = buf.indexOf(0, offset);
  if (end < 0) throw new Error('unterminated cstring in wire message');
  return { value: buf.toString('utf8', offset, end), end: end + 1 };
}

function readDocument(buf: Buffer, offset: number): { doc: Document; end: number } {
  const size = buf.readInt32LE(offset);
  const doc = decodeDocument(buf.subarray(offset, offset + size));
  return { doc, end: offset + size };
}

/** Parses one complete message (header included). */
export function parseMessage(buf: Buffer): IncomingCommand {
  const header = readHeader(buf);
  if (header.opCode === OpCode.Msg) return parseMsg(header, buf);
  if (header.opCode === OpCode.Query) return parseQuery(header, buf);
  if (header.opCode === OpCode.Compressed) throw unsupported('compressed wire messages (OP_COMPRESSED)');
  throw unsupported(`wire opcode ${header.opCode}`);
}

function parseMsg(header: Header, buf: Buffer): IncomingCommand {
  const flags = buf.readUInt32LE(16);
  const end = flags & MsgFlags.checksumPresent ? buf.length - 4 : buf.length;
  let offset = 20;
  let body: Document | undefined;
  const sequences: Array<[string, Document[]]> = [];
  while (offset < end) {
    const kind = buf.readUInt8(offset);
    offset += 1;
    if (kind === 0) {
      const read = readDocument(buf, offset);
      body = read.doc;
      offset = read.end;
    } else if (kind === 1) {
      const sectionEnd = offset + buf.readInt32LE(offset);
      const id = readCString(buf, offset + 4);
      let pos = id.end;
      const docs: Document[] = [];
      while (pos < sectionEnd) {
        const read = readDocument(buf, pos);
        docs.push(read.doc);
        pos = read.end;
      }
      sequences.push([id.value, docs]);
      offset = sectionEnd;
    } else {
      throw unsupported(`OP_MSG section kind ${kind}`);
    }
  }
  if (!body) throw new Error('OP_MSG without a body section');
  for (const [name, docs] of sequences) body[name] = docs;
  return { header, kind: 'msg', body, moreToCome: (flags & MsgFlags.moreToCome) !== 0 };
}

function parseQuery(header: Header, buf: Buffer): IncomingCommand {
  const name = readCString(buf, 20);
  // flags(4) + fullCollectionName + numberToSkip(4) + numberToReturn(4)
  const query = readDocument(buf, name.end + 8).doc;
  const dbName = name.value.endsWith('.$cmd') ? name.value.slice(0, -5) : name.value;
  if (!name.value.endsWith('.$cmd')) throw unsupported('legacy OP_QUERY reads (only commands)');
  // Legacy commands may be wrapped as {$query: {...}, $readPreference}
  const body: Document =
    query.$query && typeof query.$query === 'object' ? { ...query.$query } : { ...query };
  body.$db = dbName;
  return { header, kind: 'query', body, moreToCome: false };
}

let nextRequestId = 1;

function header(length: number, responseTo: number, opCode: number): Buffer {
  const buf = Buffer.alloc(16);
  buf.writeInt32LE(length, 0);
  buf.writeInt32LE(nextRequestId++ & 0x7fffffff, 4);
  buf.writeInt32LE(responseTo, 8);
  buf.writeInt32LE(opCode, 12);
  return buf;
}

/** A reply's stored documents (cursor batches) are copied in as their bytes, never decoded. */
export function encodeMsgReply(responseTo: number, doc: Document): Buffer {
  const body = encodeDocument(doc);
  const flags = Buffer.alloc(5); // flagBits = 0, then section kind 0
  return Buffer.concat([header(16 + 5 + body.length, responseTo, OpCode.Msg), flags, body]);
}

export function encodeOpReply(responseTo: number, doc: Document): Buffer {
  const body = encodeDocument(doc);
  const fields = Buffer.alloc(20);
  fields.writeInt32LE(0, 0); // responseFlags
  fields.writeBigInt64LE(0n, 4); // cursorID
  fields.writeInt32LE(0, 12); // startingFrom
  fields.writeInt32LE(1, 16); // numberReturned
  return Buffer.concat([header(16 + 20 + body.length, responseTo, OpCode.Reply), fields, body]);
}
