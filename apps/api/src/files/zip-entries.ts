/**
 * The entry names of a ZIP archive, read from its central directory (the index at the end that every
 * unzipper, Word included, trusts), or undefined when the bytes hold no well-formed archive. Only names are
 * read; nothing is decompressed, so a zip bomb costs nothing here.
 */

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const END_RECORD_SIZE = 22;
/** The end record may be followed by a comment of up to 64 KB. */
const MAX_COMMENT = 0xffff;
/** Far more than any document has; a bound so a crafted directory cannot keep us busy. */
const MAX_ENTRIES = 5000;

function findEndOfDirectory(buffer: Buffer): number | undefined {
  const lowest = Math.max(0, buffer.length - END_RECORD_SIZE - MAX_COMMENT);
  for (let at = buffer.length - END_RECORD_SIZE; at >= lowest; at -= 1) {
    if (buffer.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  return undefined;
}

export function zipEntryNames(buffer: Buffer): string[] | undefined {
  if (buffer.length < END_RECORD_SIZE) return undefined;
  const end = findEndOfDirectory(buffer);
  if (end === undefined) return undefined;
  const count = buffer.readUInt16LE(end + 10);
  const size = buffer.readUInt32LE(end + 12);
  // The directory ends where the end record starts. Its recorded offset is not trusted: an archive glued
  // after other bytes (an image, a PDF) keeps the offsets of the archive alone, as unzippers expect.
  const start = end - size;
  if (count > MAX_ENTRIES || start < 0) return undefined;
  const names: string[] = [];
  let at = start;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > end || buffer.readUInt32LE(at) !== DIRECTORY_ENTRY) return undefined;
    const nameLength = buffer.readUInt16LE(at + 28);
    const extraLength = buffer.readUInt16LE(at + 30);
    const commentLength = buffer.readUInt16LE(at + 32);
    const nameEnd = at + 46 + nameLength;
    if (nameEnd > end) return undefined;
    names.push(buffer.toString('utf8', at + 46, nameEnd));
    at = nameEnd + extraLength + commentLength;
  }
  return names;
}

/** Whether an archive somewhere in the bytes has a readable directory (a file with a ZIP glued on). */
export function containsZipArchive(buffer: Buffer): boolean {
  return zipEntryNames(buffer) !== undefined;
}
