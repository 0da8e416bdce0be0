import { randomBytes } from 'node:crypto';
import { crc32, deflateRawSync } from 'node:zlib';
import sharp from 'sharp';

/** One part of a multipart body: a text field, or a file with the name and type the client claims. */
export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; type: string; data: Buffer; encodeName?: boolean };

/**
 * A multipart/form-data body written byte by byte, so a test can send what no browser would: a file
 * name with a path in it, control characters, a mislabelled type.
 */
export function multipart(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = `----farm-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    // `encodeName` sends the name RFC 5987 style (filename*=UTF-8''...), which can carry any character.
    const filename =
      'value' in part
        ? ''
        : part.encodeName
          ? `; filename*=UTF-8''${encodeURIComponent(part.filename)}`
          : `; filename="${part.filename}"`;
    const head =
      'value' in part
        ? `Content-Disposition: form-data; name="${part.name}"\r\n\r\n`
        : `Content-Disposition: form-data; name="${part.name}"${filename}\r\nContent-Type: ${part.type}\r\n\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}`, 'utf8'));
    chunks.push('value' in part ? Buffer.from(part.value, 'utf8') : part.data);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Text fields as parts; lists go as JSON text, as the original app's client sends them. */
export function fields(values: Record<string, string | string[] | number>): Part[] {
  return Object.entries(values).map(([name, value]) => ({
    name,
    value: Array.isArray(value) ? JSON.stringify(value) : String(value),
  }));
}

/**
 * A ZIP archive: enough to make a real .docx package. Entries are stored as they are, or deflated as Word
 * saves them with `deflate` (so a test can make a zip bomb: megabytes of one byte pack into kilobytes).
 */
export function zip(entries: Record<string, string | Buffer>, { deflate = false } = {}): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
    const packed = deflate ? deflateRawSync(data, { level: 9 }) : data;
    const method = deflate ? 8 : 0;
    const fileName = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, packed);
    directory.push(central, fileName);
    offset += local.length + fileName.length + packed.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(directory.length / 2, 8);
  end.writeUInt16LE(directory.length / 2, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>';
const DOCUMENT =
  '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Curriculum vitae</w:t></w:r></w:p></w:body></w:document>';

export const cvFiles = {
  pdf: Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  ),
  docx: zip({ '[Content_Types].xml': CONTENT_TYPES, 'word/document.xml': DOCUMENT }),
  /** An OLE2 compound file whose directory names a WordDocument stream, as every .doc has. */
  doc: Buffer.concat([
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    Buffer.alloc(504),
    Buffer.from('Root Entry', 'utf16le'),
    Buffer.alloc(32),
    Buffer.from('WordDocument', 'utf16le'),
    Buffer.alloc(400),
  ]),
};

/** A Word document's parts with `extra` parts beside them, deflated as Word saves them. */
export function docx(extra: Record<string, string | Buffer> = {}, contentTypes = CONTENT_TYPES): Buffer {
  return zip(
    { '[Content_Types].xml': contentTypes, 'word/document.xml': DOCUMENT, ...extra },
    { deflate: true },
  );
}

/** The content types a macro-enabled document (.docm) declares, without any part named like macros. */
export const MACRO_ENABLED_TYPES = CONTENT_TYPES.replace(
  '</Types>',
  '<Override PartName="/word/document.xml" ContentType="application/vnd.ms-word.document.macroEnabled.main+xml"/></Types>',
);

export const docxWithMacros = zip({
  '[Content_Types].xml': CONTENT_TYPES,
  'word/document.xml': DOCUMENT,
  'word/vbaProject.bin': randomBytes(64),
});

export async function photo(format: 'jpeg' | 'png' | 'webp', width = 64, height = 48): Promise<Buffer> {
  // Noise, so the encoded image has real entropy-coded data (a flat colour encodes to almost nothing).
  const pixels = randomBytes(width * height * 3);
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  if (format === 'jpeg')
    return image
      .jpeg({ quality: 90 })
      .withMetadata({ exif: { IFD0: { Artist: 'Secret Camera Owner' } } })
      .toBuffer();
  if (format === 'png') return image.png().toBuffer();
  return image.webp().toBuffer();
}

/** A PNG whose header claims 100 000 x 100 000 pixels: a few bytes that would decode to 40 GB. */
export async function pixelFlood(): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
  const flood = Buffer.from(png);
  flood.writeUInt32BE(100_000, 16);
  flood.writeUInt32BE(100_000, 20);
  // The header's checksum, recomputed, so only the size gives it away.
  flood.writeUInt32BE(crc32(flood.subarray(12, 29)), 29);
  return flood;
}
