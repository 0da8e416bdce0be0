import { getModelToken } from '@nestjs/mongoose';
import { randomBytes } from 'node:crypto';
import type { Model } from 'mongoose';
import { Submission } from '../src/enquiries/submission.schema';
import { FilesService } from '../src/files/files.service';
import { type EnquiriesApp, startEnquiriesApp } from './enquiries-app';
import { expectErrorBody } from './support/expect-error';
import { CV_MAX_UNPACKED_BYTES } from '@farm/contract';
import {
  cvFiles,
  docx,
  docxWithMacros,
  fields,
  MACRO_ENABLED_TYPES,
  type Part,
  photo,
  pixelFlood,
  zip,
} from './support/uploads';

// Abusive uploads are refused with a 4xx and a clear message, and nothing is stored: no request,
// no GridFS file, no chunk.

let api: EnquiriesApp;
let visitor = 0;

beforeAll(async () => {
  api = await startEnquiriesApp();
});

afterAll(async () => {
  await api?.close();
});

function email(): string {
  visitor += 1;
  return `abuse.${Date.now().toString(36)}${visitor}@farm-test.ae`;
}

const applicationFields = () =>
  fields({
    fullName: 'Omar Saeed',
    email: email(),
    phone: '0501234567',
    position: 'maintenance',
    experience: 'no',
  });
const enquiryFields = () => fields({ fullName: 'Khalid', email: email(), phone: '0501234567' });

const cv = (data: Buffer, filename = 'cv.pdf', type = 'application/pdf'): Part => ({
  name: 'resume',
  filename,
  type,
  data,
});
const image = (data: Buffer, filename = 'site.png', type = 'image/png'): Part => ({
  name: 'image',
  filename,
  type,
  data,
});

type Case = {
  name: string;
  path: '/carrier/add' | '/enquiry/add';
  parts: () => Promise<Part[]>;
  status: number;
  message: string;
};

const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
);

/** A CV case: a DOCX with a part of `megabytes` of spaces, which deflate packs into a few kilobytes. */
const bombCv = (name: string, megabytes: number): Case => ({
  name,
  path: '/carrier/add',
  parts: async () => [
    ...applicationFields(),
    cv(docx({ 'word/media/filler.xml': Buffer.alloc(megabytes * 1024 * 1024, 0x20) }), 'cv.docx'),
  ],
  status: 400,
  message: `The document unpacks to too much (at most ${CV_MAX_UNPACKED_BYTES / (1024 * 1024)} MB) or is unusually compressed. Please save it again or send a PDF.`,
});

const cases: Case[] = [
  {
    name: 'a Windows program named cv.pdf and declared a PDF',
    path: '/carrier/add',
    parts: async () => [...applicationFields(), cv(Buffer.concat([Buffer.from('MZ'), randomBytes(2048)]))],
    status: 400,
    message: 'The CV must be a PDF, DOC or DOCX file.',
  },
  {
    name: 'an image sent as the CV',
    path: '/carrier/add',
    parts: async () => [...applicationFields(), cv(await photo('png'), 'cv.pdf')],
    status: 400,
    message: 'The CV must be a PDF, DOC or DOCX file.',
  },
  {
    name: 'a ZIP archive named cv.docx that is no Word document',
    path: '/carrier/add',
    parts: async () => [
      ...applicationFields(),
      cv(zip({ 'payload.exe': 'MZ' }), 'cv.docx', 'application/zip'),
    ],
    status: 400,
    message: 'The CV must be a PDF, DOC or DOCX file.',
  },
  {
    name: 'a CV over 5 MB',
    path: '/carrier/add',
    parts: async () => [
      ...applicationFields(),
      cv(Buffer.concat([cvFiles.pdf, Buffer.alloc(5 * 1024 * 1024, 0x20)])),
    ],
    status: 413,
    message: 'The CV must be 5 MB or smaller.',
  },
  {
    name: 'an empty CV',
    path: '/carrier/add',
    parts: async () => [...applicationFields(), cv(Buffer.alloc(0))],
    status: 400,
    message: 'The file is empty.',
  },
  {
    name: 'a path-traversal name (../../etc/passwd.pdf)',
    path: '/carrier/add',
    parts: async () => [...applicationFields(), cv(cvFiles.pdf, '../../etc/passwd.pdf')],
    status: 400,
    message: 'The file name is not allowed. Please rename the file and try again.',
  },
  {
    name: 'a Windows path-traversal name (..\\..\\boot.pdf)',
    path: '/carrier/add',
    parts: async () => [...applicationFields(), cv(cvFiles.pdf, '..\\..\\boot.pdf')],
    status: 400,
    message: 'The file name is not allowed. Please rename the file and try again.',
  },
  {
    name: 'a percent-encoded traversal name (..%2f..%2fcv.pdf)',
    path: '/carrier/add',
    parts: async () => [...applicationFields(), cv(cvFiles.pdf, '..%2f..%2fcv.pdf')],
    status: 400,
    message: 'The file name is not allowed. Please rename the file and try again.',
  },
  {
    name: 'a PDF that runs JavaScript when opened',
    path: '/carrier/add',
    parts: async () => [
      ...applicationFields(),
      cv(
        Buffer.from(
          '%PDF-1.4\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF',
        ),
      ),
    ],
    status: 400,
    message: 'The file contains scripts, macros or embedded files and cannot be accepted.',
  },
  {
    name: 'a PDF with its script name hex-escaped (/J#61vaScript)',
    path: '/carrier/add',
    parts: async () => [
      ...applicationFields(),
      cv(Buffer.from('%PDF-1.4\n1 0 obj << /OpenAction << /S /J#61vaScript /J#53 (x) >> >> endobj\n%%EOF')),
    ],
    status: 400,
    message: 'The file contains scripts, macros or embedded files and cannot be accepted.',
  },
  {
    name: 'a polyglot: a PDF that is also a ZIP archive',
    path: '/carrier/add',
    parts: async () => [...applicationFields(), cv(Buffer.concat([cvFiles.pdf, zip({ 'evil.jar': 'x' })]))],
    status: 400,
    message: 'The file contains scripts, macros or embedded files and cannot be accepted.',
  },
  {
    name: 'a Word document with macros',
    path: '/carrier/add',
    parts: async () => [...applicationFields(), cv(docxWithMacros, 'cv.docx')],
    status: 400,
    message: 'The file contains scripts, macros or embedded files and cannot be accepted.',
  },
  bombCv('a DOCX whose parts unpack to 30 MB (a zip bomb of a few kilobytes)', 30),
  bombCv('a DOCX under 20 MB unpacked but packed more than 100 to 1', 8),
  {
    name: 'a DOCX with a macro part, deflated',
    path: '/carrier/add',
    parts: async () => [
      ...applicationFields(),
      cv(docx({ 'word/vbaProject.bin': randomBytes(512) }), 'cv.docx'),
    ],
    status: 400,
    message: 'The file contains scripts, macros or embedded files and cannot be accepted.',
  },
  {
    name: 'a DOCX that declares itself macro-enabled (.docm content types)',
    path: '/carrier/add',
    parts: async () => [...applicationFields(), cv(docx({}, MACRO_ENABLED_TYPES), 'cv.docx')],
    status: 400,
    message: 'The file contains scripts, macros or embedded files and cannot be accepted.',
  },
  {
    name: 'two CVs',
    path: '/carrier/add',
    parts: async () => [...applicationFields(), cv(cvFiles.pdf), cv(cvFiles.pdf, 'second.pdf')],
    status: 400,
    message: 'Too many files.',
  },
  {
    name: 'a file in a field that takes none',
    path: '/carrier/add',
    parts: async () => [...applicationFields(), { ...cv(cvFiles.pdf), name: 'fullName' }],
    status: 400,
    message: 'This form does not take a file there.',
  },
  {
    name: 'six photos',
    path: '/enquiry/add',
    parts: async () => [
      ...enquiryFields(),
      ...Array.from({ length: 6 }, (_, i) => image(Buffer.alloc(10), `${i}.png`)),
    ],
    status: 400,
    message: 'You can upload at most 5 photos.',
  },
  {
    name: 'a PNG that is really an HTML page',
    path: '/enquiry/add',
    parts: async () => [...enquiryFields(), image(html, 'photo.png', 'image/png')],
    status: 400,
    message: 'Photos must be JPG, PNG or WebP images.',
  },
  {
    name: 'an SVG with script, named and declared a PNG',
    path: '/enquiry/add',
    parts: async () => [...enquiryFields(), image(svg, 'photo.png', 'image/png')],
    status: 400,
    message: 'Photos must be JPG, PNG or WebP images.',
  },
  {
    name: 'an SVG with script, declared as what it is',
    path: '/enquiry/add',
    parts: async () => [...enquiryFields(), image(svg, 'photo.svg', 'image/svg+xml')],
    status: 400,
    message: 'Photos must be JPG, PNG or WebP images.',
  },
  {
    name: 'a polyglot: a real PNG with an HTML page after its end',
    path: '/enquiry/add',
    parts: async () => [...enquiryFields(), image(Buffer.concat([await photo('png'), html]))],
    status: 400,
    message: 'The file contains scripts, macros or embedded files and cannot be accepted.',
  },
  {
    name: 'a polyglot: a real JPEG with a JAR (ZIP) glued on',
    path: '/enquiry/add',
    parts: async () => [
      ...enquiryFields(),
      image(
        Buffer.concat([await photo('jpeg'), zip({ 'Main.class': randomBytes(32) })]),
        'a.jpg',
        'image/jpeg',
      ),
    ],
    status: 400,
    message: 'The file contains scripts, macros or embedded files and cannot be accepted.',
  },
  {
    name: 'a pixel-flood PNG (100 000 x 100 000 declared)',
    path: '/enquiry/add',
    parts: async () => [...enquiryFields(), image(await pixelFlood())],
    status: 400,
    message: 'The image is too large: at most 24 megapixels.',
  },
  {
    name: 'a truncated JPEG',
    path: '/enquiry/add',
    parts: async () => {
      const jpeg = await photo('jpeg', 400, 300);
      return [
        ...enquiryFields(),
        image(jpeg.subarray(0, Math.floor(jpeg.length * 0.6)), 'cut.jpg', 'image/jpeg'),
      ];
    },
    status: 400,
    message: 'The file could not be read. It may be damaged or not what its name says.',
  },
  {
    name: 'random bytes behind a JPEG signature',
    path: '/enquiry/add',
    parts: async () => [
      ...enquiryFields(),
      image(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(4096)]), 'x.jpg', 'image/jpeg'),
    ],
    status: 400,
    message: 'The file could not be read. It may be damaged or not what its name says.',
  },
  {
    name: 'a photo over 10 MB',
    path: '/enquiry/add',
    parts: async () => [
      ...enquiryFields(),
      image(Buffer.concat([await photo('png'), Buffer.alloc(10 * 1024 * 1024)])),
    ],
    status: 413,
    message: 'Each photo must be 10 MB or smaller.',
  },
  {
    name: 'an empty photo',
    path: '/enquiry/add',
    parts: async () => [...enquiryFields(), image(Buffer.alloc(0))],
    status: 400,
    message: 'The file is empty.',
  },
  {
    name: 'a GIF (stored elsewhere, not taken as a site photo)',
    path: '/enquiry/add',
    parts: async () => [
      ...enquiryFields(),
      image(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'a.gif', 'image/gif'),
    ],
    status: 400,
    message: 'Photos must be JPG, PNG or WebP images.',
  },
  {
    name: 'a file name with control characters',
    path: '/enquiry/add',
    parts: async () => [
      ...enquiryFields(),
      { ...image(await photo('png'), 'site\u0007.png'), encodeName: true },
    ],
    status: 400,
    message: 'The file name is not allowed. Please rename the file and try again.',
  },
  {
    name: 'four good photos and one HTML page: the good ones are not kept either',
    path: '/enquiry/add',
    parts: async () => [
      ...enquiryFields(),
      ...(await Promise.all([1, 2, 3, 4].map(async (n) => image(await photo('png'), `${n}.png`)))),
      image(html, 'five.png'),
    ],
    status: 400,
    message: 'Photos must be JPG, PNG or WebP images.',
  },
  {
    name: 'good photos with an invalid form',
    path: '/enquiry/add',
    parts: async () => [...fields({ fullName: 'Khalid', email: 'not-an-email' }), image(await photo('png'))],
    status: 400,
    message: 'email: Enter a valid email.; phone: Phone number is required.',
  },
];

describe('abusive uploads', () => {
  it(`covers at least 20 cases`, () => {
    expect(cases.length).toBeGreaterThanOrEqual(20);
  });

  it.each(cases)('refuses $name with $status, storing nothing', async ({ path, parts, status, message }) => {
    const before = await api.stored();
    const res = await api.post(path, await parts());
    expect(res.status).toBe(status);
    expectErrorBody(await res.json(), status, message);
    expect(await api.stored()).toEqual(before);
  });
});

describe('Word CVs checked as archives', () => {
  it('accepts an ordinary deflated DOCX with a picture in it, and stores it as sent', async () => {
    const word = docx({
      'word/styles.xml': `<w:styles>${'<w:style w:type="paragraph"/>'.repeat(400)}</w:styles>`,
      'word/media/image1.png': await photo('png', 300, 200),
    });
    const before = await api.stored();
    const res = await api.post('/carrier/add', [...applicationFields(), cv(word, 'cv.docx')]);
    expect(res.status).toBe(201);
    const after = await api.stored();
    expect(after.submissions).toBe(before.submissions + 1);
    expect(after.files).toBe(before.files + 1);
  });
});

describe('failures after the files are written', () => {
  it('removes the stored files when the request itself cannot be saved', async () => {
    const before = await api.stored();
    const model = api.app.get<Model<Submission>>(getModelToken(Submission.name));
    const create = jest.spyOn(model, 'create').mockRejectedValueOnce(new Error('disk full'));
    try {
      const res = await api.post('/enquiry/add', [
        ...enquiryFields(),
        image(await photo('png'), 'a.png'),
        image(await photo('jpeg'), 'b.jpg', 'image/jpeg'),
      ]);
      expect(res.status).toBe(500);
    } finally {
      create.mockRestore();
    }
    expect(await api.stored()).toEqual(before);
  });

  it('removes the files already written when a later one fails', async () => {
    const before = await api.stored();
    const files = api.app.get(FilesService);
    type Write = (...args: unknown[]) => Promise<string>;
    const realWrite = (FilesService.prototype as unknown as { write: Write }).write;
    let calls = 0;
    const write = jest
      .spyOn(files as unknown as { write: Write }, 'write')
      .mockImplementation((...args: unknown[]) => {
        calls += 1;
        return calls === 3 ? Promise.reject(new Error('connection lost')) : realWrite.apply(files, args);
      });
    try {
      const res = await api.post('/enquiry/add', [
        ...enquiryFields(),
        image(await photo('png'), 'a.png'),
        image(await photo('png'), 'b.png'),
        image(await photo('png'), 'c.png'),
      ]);
      expect(res.status).toBe(500);
    } finally {
      write.mockRestore();
    }
    expect(calls).toBe(3);
    expect(await api.stored()).toEqual(before);
  });
});
