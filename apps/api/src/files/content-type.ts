import { zipEntryNames } from './zip-entries';

export const DOC = 'application/msword';
export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** File kinds the API stores, recognised by their first bytes rather than by name or claimed type. */
export const storedContentTypes = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'application/pdf',
  DOC,
  DOCX,
  'video/mp4',
  'video/webm',
] as const;
export type StoredContentType = (typeof storedContentTypes)[number];

/** The stored kinds that are pictures a page shows: content pictures, and what `?w=` resizes. */
export const PICTURE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
] as const satisfies readonly StoredContentType[];

/** The stored kinds that are videos a page plays (docs/decisions/181-service-videos.md). */
export const VIDEO_CONTENT_TYPES = [
  'video/mp4',
  'video/webm',
] as const satisfies readonly StoredContentType[];

export function isVideo(contentType: string): boolean {
  return (VIDEO_CONTENT_TYPES as readonly string[]).includes(contentType);
}

export function isPicture(contentType: string): boolean {
  return (PICTURE_TYPES as readonly string[]).includes(contentType);
}

/** The file name extension of each stored kind (stored names are generated, never the user's). */
export const extensionOf: Record<StoredContentType, string> = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/webp': '.webp',
  'image/gif': '.gif',
  'application/pdf': '.pdf',
  [DOC]: '.doc',
  [DOCX]: '.docx',
  'video/mp4': '.mp4',
  'video/webm': '.webm',
};

const startsWith = (buffer: Buffer, bytes: number[], offset = 0) =>
  buffer.length >= offset + bytes.length && bytes.every((byte, index) => buffer[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** OLE2 compound files: old Word, Excel, PowerPoint, MSI installers... */
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** The name of the stream every Word 97-2003 document has, as the compound file's directory spells it. */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

/** A Word document (.docx) rather than any ZIP: its package declares its parts and has a main document. */
function isWordPackage(buffer: Buffer): boolean {
  const names = zipEntryNames(buffer);
  return !!names && names.includes('[Content_Types].xml') && names.includes('word/document.xml');
}

/**
 * ISO base media files a browser plays as MP4: the `ftyp` box first, with one of these major brands.
 * QuickTime (`qt  `) and the image brands that share the box (HEIC, AVIF) are not MP4 video.
 */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'mp71',
  'avc1',
  'dash',
  'M4V ',
  'M4VH',
  'M4VP',
  'MSNV',
  'f4v ',
]);

function isMp4(buffer: Buffer): boolean {
  const boxSize = buffer.length >= 8 ? buffer.readUInt32BE(0) : 0;
  return (
    boxSize >= 16 &&
    startsWith(buffer, ascii('ftyp'), 4) &&
    buffer.length >= 12 &&
    MP4_BRANDS.has(buffer.toString('latin1', 8, 12))
  );
}

const EBML = [0x1a, 0x45, 0xdf, 0xa3];
/** The EBML DocType element (id 0x4282) saying `webm`, within the header that opens the file. */
const WEBM_DOCTYPE = Buffer.from([0x42, 0x82, 0x84, ...ascii('webm')]);

function isWebm(buffer: Buffer): boolean {
  return startsWith(buffer, EBML) && buffer.subarray(0, 64).includes(WEBM_DOCTYPE);
}

/** The content type the bytes really are, or undefined when they are none of the stored kinds. */
export function detectContentType(buffer: Buffer): StoredContentType | undefined {
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(buffer, ascii('RIFF')) && startsWith(buffer, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(buffer, ascii('GIF87a')) || startsWith(buffer, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(buffer, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(buffer, OLE2) && buffer.includes(WORD_STREAM)) return DOC;
  if (startsWith(buffer, ZIP) && isWordPackage(buffer)) return DOCX;
  if (isMp4(buffer)) return 'video/mp4';
  if (isWebm(buffer)) return 'video/webm';
  return undefined;
}
