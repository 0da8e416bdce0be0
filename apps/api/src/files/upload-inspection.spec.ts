import { cvFiles, photo } from '../../test/support/uploads';
import { DOC, DOCX } from './content-type';
import {
  displayNameOf,
  inspectUpload,
  PHOTO_MAX_EDGE,
  redrawPhoto,
  type UploadPolicy,
  UploadRefusal,
} from './upload-inspection';
import { PHOTO_MAX_PIXELS } from '@farm/contract';
import sharp from 'sharp';

const cvPolicy: UploadPolicy = {
  accept: ['application/pdf', DOC, DOCX],
  maxBytes: 5 * 1024 * 1024,
  private: true,
  typeCode: 'cvType',
  sizeCode: 'cvSize',
};
const photoPolicy: UploadPolicy = {
  accept: ['image/jpeg', 'image/png', 'image/webp'],
  maxBytes: 10 * 1024 * 1024,
  private: true,
  typeCode: 'photoType',
  sizeCode: 'photoSize',
};

async function refusalOf(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    if (error instanceof UploadRefusal) return `${error.status} ${error.code}`;
    throw error;
  }
  return 'accepted';
}

describe('displayNameOf', () => {
  it('keeps plain names as they are, in any script', () => {
    expect(displayNameOf(' Omar CV (2025).pdf ')).toBe('Omar CV (2025).pdf');
    expect(displayNameOf('سيرة ذاتية.docx')).toBe('سيرة ذاتية.docx');
    expect(displayNameOf('my..notes.pdf')).toBe('my..notes.pdf');
  });

  it.each([
    '../../etc/passwd',
    '..\\..\\boot.ini',
    'C:\\Users\\me\\cv.pdf',
    '/etc/passwd',
    '..%2fcv.pdf',
    '..%5Ccv.pdf',
    'cv%00.pdf.exe',
    '..',
    '.',
    '..cv.pdf',
    'cv\u0000.pdf',
    'cv\u001b[31m.pdf',
    '',
    '   ',
    'x'.repeat(256),
  ])('refuses %j', (name) => {
    expect(() => displayNameOf(name)).toThrow(UploadRefusal);
  });
});

describe('inspectUpload', () => {
  it('keeps a CV as it came and says what it is', async () => {
    const result = await inspectUpload(cvFiles.pdf, 'cv.pdf', cvPolicy);
    expect(result).toEqual({ buffer: cvFiles.pdf, contentType: 'application/pdf', displayName: 'cv.pdf' });
  });

  it('re-encodes photos upright, without metadata, no larger than the edge limit', async () => {
    const big = await sharp({
      create: { width: PHOTO_MAX_EDGE + 400, height: 100, channels: 3, background: '#4a4' },
    })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'someone' } } })
      .toBuffer();
    const result = await inspectUpload(big, 'wide.jpg', photoPolicy);
    const metadata = await sharp(result.buffer).metadata();
    expect(result.contentType).toBe('image/jpeg');
    // Orientation 6 means "turn a quarter": the stored pixels are turned, so the long edge is now the height.
    expect([metadata.width, metadata.height]).toEqual([
      Math.round((100 * PHOTO_MAX_EDGE) / (PHOTO_MAX_EDGE + 400)),
      PHOTO_MAX_EDGE,
    ]);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  it('checks the name, emptiness, size, type and content in that order', async () => {
    expect(await refusalOf(inspectUpload(cvFiles.pdf, '../cv.pdf', cvPolicy))).toBe('400 fileNameNotAllowed');
    expect(await refusalOf(inspectUpload(Buffer.alloc(0), 'cv.pdf', cvPolicy))).toBe('400 fileEmpty');
    expect(await refusalOf(inspectUpload(cvFiles.pdf, 'cv.pdf', { ...cvPolicy, maxBytes: 10 }))).toBe(
      '413 cvSize',
    );
    expect(await refusalOf(inspectUpload(await photo('png'), 'cv.pdf', cvPolicy))).toBe('400 cvType');
    expect(await refusalOf(inspectUpload(cvFiles.pdf, 'a.png', photoPolicy))).toBe('400 photoType');
    const scripted = Buffer.concat([await photo('webp'), Buffer.from('<script>alert(1)</script>')]);
    expect(await refusalOf(inspectUpload(scripted, 'a.webp', photoPolicy))).toBe('400 fileActiveContent');
  });
});

describe('redrawPhoto', () => {
  it('has libvips itself refuse a picture over the pixel cap rather than decode it', async () => {
    // 6000 x 4100 = 24.6 megapixels of one colour: a valid picture that would decode in well under a second.
    const [width, height] = [6000, 4100];
    expect(width * height).toBeGreaterThan(PHOTO_MAX_PIXELS);
    const over = await sharp({ create: { width, height, channels: 3, background: '#4a4' } })
      .png()
      .toBuffer();
    expect(await refusalOf(redrawPhoto(over, 'png'))).toBe('400 imageTooManyPixels');
  });
});
