import { CV_MAX_UNPACK_RATIO, CV_MAX_UNPACKED_BYTES } from '@farm/contract';
import { type Entry, fromBufferPromise, type ZipFile } from 'yauzl';

/** What a Word package's central directory says about it. */
export type ArchiveVerdict = 'ok' | 'tooLarge' | 'active' | 'unreadable';

/** Far more parts than any document has; a bound so a crafted directory cannot keep us busy. */
const MAX_ENTRIES = 5000;
/** [Content_Types].xml is a few kilobytes; it is the one part read, and never past this. */
const MAX_CONTENT_TYPES_BYTES = 256 * 1024;
/** Macro storage, ActiveX controls and embedded objects (a CV needs none of them). */
const ACTIVE_PART = /(^|\/)(vbaProject\.bin|vbaData\.xml)$|\/(activeX|embeddings)\//i;
/** The content types of macro-enabled documents (.docm, .dotm) and of VBA projects. */
const MACRO_TYPE = /macroEnabled|vbaProject|vbaData|ms-office\.activeX/i;

function entriesOf(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', reject);
    zip.readEntry();
  });
}

async function textOf(zip: ZipFile, entry: Entry): Promise<string> {
  const stream = await zip.openReadStreamPromise(entry);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Checks a Word package (a ZIP archive) from its central directory, read with yauzl from the bytes in
 * memory: nothing is unpacked but the small [Content_Types].xml. Refused: parts that add up to more than
 * CV_MAX_UNPACKED_BYTES, or to more than CV_MAX_UNPACK_RATIO times the file (a zip bomb, including one
 * whose parts share their compressed bytes); macros, ActiveX or embedded objects, by part name or by a
 * macro-enabled content type; anything yauzl cannot read (docs/decisions/162-office-documents-as-archives.md).
 */
export async function inspectOfficeArchive(buffer: Buffer): Promise<ArchiveVerdict> {
  let zip: ZipFile;
  try {
    // Names as bytes: a name with a path in it is ours to judge (active), not a reading error.
    zip = await fromBufferPromise(buffer, {
      lazyEntries: true,
      autoClose: false,
      decodeStrings: false,
      validateEntrySizes: true,
    });
  } catch {
    return 'unreadable';
  }
  try {
    if (zip.entryCount > MAX_ENTRIES) return 'tooLarge';
    let entries: Entry[];
    try {
      entries = await entriesOf(zip);
    } catch {
      return 'unreadable';
    }
    const unpacked = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
    const packed = entries.reduce((sum, entry) => sum + entry.compressedSize, 0);
    if (unpacked > CV_MAX_UNPACKED_BYTES || unpacked > CV_MAX_UNPACK_RATIO * buffer.length) return 'tooLarge';
    // Parts claiming more compressed bytes than the file has overlap: the trick of the smallest bombs.
    if (packed > buffer.length) return 'tooLarge';
    const names = entries.map((entry) => String(entry.fileName as unknown as Buffer));
    if (names.some((name) => ACTIVE_PART.test(name) || name.includes('..') || name.startsWith('/'))) {
      return 'active';
    }
    const types = entries.find((_entry, index) => names[index] === '[Content_Types].xml');
    if (!types || types.uncompressedSize > MAX_CONTENT_TYPES_BYTES) return 'unreadable';
    try {
      if (MACRO_TYPE.test(await textOf(zip, types))) return 'active';
    } catch {
      return 'unreadable';
    }
    return 'ok';
  } finally {
    zip.close();
  }
}
