import { type MessageCode, type MessageParams, PHOTO_MAX_PIXELS } from '@farm/contract';
import sharp, { type FormatEnum, type Metadata } from 'sharp';
import { DOC, DOCX, detectContentType, isVideo, type StoredContentType } from './content-type';
import { inspectOfficeArchive } from './office-archive';
import { containsZipArchive } from './zip-entries';

/** An upload the API will not keep, with the status and the code it answers with. */
export class UploadRefusal extends Error {
  constructor(
    readonly status: 400 | 413,
    readonly code: MessageCode,
    readonly params?: MessageParams,
  ) {
    super(code);
  }
}

/** What one form field accepts (docs/decisions/041-uploads.md). */
export interface UploadPolicy {
  /** The kinds accepted, decided by the bytes. */
  accept: readonly StoredContentType[];
  maxBytes: number;
  /** Private files are never served by the public GET /files/:id (CVs: only admins download them). */
  private: boolean;
  /** The refusal for content of another kind, and for a file over `maxBytes`. */
  typeCode: MessageCode;
  sizeCode: MessageCode;
}

export interface InspectedUpload {
  /** The bytes to store: images re-encoded, documents as they came. */
  buffer: Buffer;
  contentType: StoredContentType;
  /** The visitor's own name for the file, kept only as text to show (it never names anything stored). */
  displayName: string;
}

/**
 * How a picture's decoding is admitted and run: `admit` may refuse it by its pixel count (the sender's
 * budget), `run` queues the work (docs/decisions/161-bounded-picture-work.md). The default runs at once.
 */
export interface ImageWork {
  admit(pixels: number): Promise<void>;
  run<T>(task: () => Promise<T>): Promise<T>;
}

const unqueued: ImageWork = { admit: async () => undefined, run: (task) => task() };

/** Photos are re-encoded no larger than this on their longer edge (a site photo needs no more). */
export const PHOTO_MAX_EDGE = 4096;

const MAX_NAME_LENGTH = 255;
// eslint-disable-next-line no-control-regex
const UNSAFE_NAME = /[/\\\u0000-\u001f\u007f-\u009f]|%(?:2f|5c|00)|^\.\.?$|^\.\./i;

/**
 * The file's name as display text. Names with a path in them (`../../etc/passwd.pdf`, `C:\x.pdf`, their
 * percent-encoded forms), control characters or no text at all are refused: a browser sends only a plain
 * name, so such a name is a crafted request, and saying no is clearer than quietly renaming.
 */
export function displayNameOf(name: string): string {
  const trimmed = name.normalize('NFC').trim();
  if (!trimmed || trimmed.length > MAX_NAME_LENGTH || UNSAFE_NAME.test(trimmed)) {
    throw new UploadRefusal(400, 'fileNameNotAllowed');
  }
  return trimmed;
}

/** Markup or script that has no business inside a photo or a CV (an HTML page dressed as a PNG, say). */
const MARKUP = /<(?:script|html|body|iframe|object|embed|svg|\?php)[\s>/]|<!doctype\s+html|javascript:/i;
/** PDF actions that run or carry something: scripts, launching programs, attached files, rich media. */
const PDF_ACTIVE = /\/(?:JavaScript|JS|Launch|EmbeddedFiles?|RichMedia|XFA)(?=[\s/<>[\]()%]|$)/;
/** Macro storage in Word 97-2003 documents (a CV needs none). */
const OLE_MACROS = [Buffer.from('Macros', 'utf16le'), Buffer.from('_VBA_PROJECT', 'utf16le')];
const PNG_END = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/** PDF names may spell letters as #xx (`/J#61vaScript`); undone before looking for the names above. */
function pdfNames(text: string): string {
  return text.replace(/#([0-9a-f]{2})/gi, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * Whether the bytes carry something active or a second file: markup or script anywhere, a ZIP archive
 * glued on (a polyglot that is an image and a JAR at once), bytes after a PNG's end, PDF actions, Word
 * macros. A Word package (DOCX) is an archive and is checked as one (`checkOfficeArchive`).
 */
function hasActiveContent(buffer: Buffer, type: StoredContentType): boolean {
  const text = buffer.toString('latin1');
  if (MARKUP.test(text) || containsZipArchive(buffer)) return true;
  if (type === 'image/png') {
    const end = buffer.lastIndexOf(PNG_END);
    if (end < 0 || end + PNG_END.length !== buffer.length) return true;
  }
  if (type === 'application/pdf') return PDF_ACTIVE.test(pdfNames(text));
  if (type === DOC) return OLE_MACROS.some((name) => buffer.includes(name));
  return false;
}

type PhotoFormat = Extract<keyof FormatEnum, 'jpeg' | 'png' | 'webp'>;

const sharpFormat: Partial<Record<StoredContentType, PhotoFormat>> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * Decodes the photo and encodes it afresh: what is stored is pixels we wrote ourselves, without the
 * sender's metadata (GPS position, camera serial) or anything hidden after or inside the image. The pixel
 * count is checked from the header before anything is decoded (a few bytes can declare a canvas of
 * gigabytes), and libvips refuses a damaged or truncated image rather than guessing the rest.
 */
async function reencode(buffer: Buffer, type: StoredContentType, work: ImageWork): Promise<Buffer> {
  const format = sharpFormat[type];
  if (!format) throw new UploadRefusal(400, 'fileUnreadable');
  let metadata: Metadata;
  try {
    metadata = await sharp(buffer, { limitInputPixels: PHOTO_MAX_PIXELS }).metadata();
  } catch (error) {
    throw decodingRefusal(error);
  }
  if (metadata.format !== format || !metadata.width || !metadata.height) {
    throw new UploadRefusal(400, 'fileUnreadable');
  }
  const pixels = metadata.width * metadata.height;
  if (pixels > PHOTO_MAX_PIXELS) throw new UploadRefusal(400, 'imageTooManyPixels');
  // Charged by the header's size before any decoding, then decoded when a slot is free.
  await work.admit(pixels);
  return work.run(() => redrawPhoto(buffer, format));
}

/**
 * The decoding and encoding itself. libvips enforces the pixel cap here too: the header check above reads
 * what the file declares, and this is what would otherwise decode whatever the decoder finds.
 */
export async function redrawPhoto(buffer: Buffer, format: PhotoFormat): Promise<Buffer> {
  try {
    const image = sharp(buffer, { failOn: 'warning', limitInputPixels: PHOTO_MAX_PIXELS })
      // Turned upright by its EXIF orientation, since the orientation goes with the rest of the metadata.
      .rotate()
      .resize({ width: PHOTO_MAX_EDGE, height: PHOTO_MAX_EDGE, fit: 'inside', withoutEnlargement: true });
    if (format === 'jpeg') return await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    if (format === 'png') return await image.png({ compressionLevel: 8 }).toBuffer();
    return await image.webp({ quality: 85 }).toBuffer();
  } catch (error) {
    throw decodingRefusal(error);
  }
}

/** libvips' refusal as ours: too many pixels, or an image it cannot read to the end. */
function decodingRefusal(error: unknown): UploadRefusal {
  const pixelLimit = error instanceof Error && /pixel limit/i.test(error.message);
  return new UploadRefusal(400, pixelLimit ? 'imageTooManyPixels' : 'fileUnreadable');
}

/** A Word package refused by its archive's directory: too much to unpack, macros, or unreadable. */
async function checkOfficeArchive(buffer: Buffer): Promise<void> {
  const verdict = await inspectOfficeArchive(buffer);
  if (verdict === 'tooLarge') throw new UploadRefusal(400, 'documentTooLarge');
  if (verdict === 'active') throw new UploadRefusal(400, 'fileActiveContent');
  if (verdict === 'unreadable') throw new UploadRefusal(400, 'fileUnreadable');
}

/**
 * Checks one uploaded file against its field's policy and returns what to store. Nothing is written
 * here, so a refusal of any file of a request leaves nothing behind.
 */
export async function inspectUpload(
  buffer: Buffer,
  originalName: string,
  policy: UploadPolicy,
  work: ImageWork = unqueued,
): Promise<InspectedUpload> {
  const displayName = displayNameOf(originalName);
  if (buffer.length === 0) throw new UploadRefusal(400, 'fileEmpty');
  if (buffer.length > policy.maxBytes) throw new UploadRefusal(413, policy.sizeCode);
  const contentType = detectContentType(buffer);
  if (!contentType || !policy.accept.includes(contentType)) throw new UploadRefusal(400, policy.typeCode);
  if (contentType === DOCX) await checkOfficeArchive(buffer);
  // Compressed video is noise in which any short byte string turns up by chance (markup, a ZIP header), so
  // the scan would refuse honest clips; a video is served only as its own type with nosniff, never as a page
  // (docs/decisions/181-service-videos.md).
  else if (!isVideo(contentType) && hasActiveContent(buffer, contentType))
    throw new UploadRefusal(400, 'fileActiveContent');
  const stored = contentType.startsWith('image/') ? await reencode(buffer, contentType, work) : buffer;
  return { buffer: stored, contentType, displayName };
}
