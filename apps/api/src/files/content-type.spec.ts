import { cvFiles, zip } from '../../test/support/uploads';
import { DOC, DOCX, detectContentType } from './content-type';

const bytes = (...values: (number | string)[]) =>
  Buffer.concat(
    values.map((value) => (typeof value === 'string' ? Buffer.from(value, 'latin1') : Buffer.from([value]))),
  );

describe('detectContentType', () => {
  it.each([
    ['image/png', bytes(0x89, 'PNG\r\n', 0x1a, '\n', 'rest')],
    ['image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 'JFIF')],
    ['image/webp', bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 ')],
    ['image/gif', bytes('GIF89a', 0)],
    ['application/pdf', bytes('%PDF-1.7\n')],
  ])('recognises %s by its first bytes', (type, buffer) => {
    expect(detectContentType(buffer)).toBe(type);
  });

  it('rejects what it does not know, whatever the name says', () => {
    expect(detectContentType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(detectContentType(Buffer.from('MZ executable'))).toBeUndefined();
    expect(detectContentType(Buffer.alloc(0))).toBeUndefined();
    expect(detectContentType(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeUndefined();
  });

  it('recognises Word documents by their structure, not by their container alone', () => {
    expect(detectContentType(cvFiles.docx)).toBe(DOCX);
    expect(detectContentType(cvFiles.doc)).toBe(DOC);
    // Any other ZIP (a JAR, an .xlsx) and any other compound file (an .msi, an .xls) are not CVs.
    expect(detectContentType(zip({ 'META-INF/MANIFEST.MF': 'Main-Class: X' }))).toBeUndefined();
    expect(
      detectContentType(zip({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<x/>' })),
    ).toBeUndefined();
    expect(
      detectContentType(Buffer.concat([cvFiles.doc.subarray(0, 512), Buffer.alloc(512)])),
    ).toBeUndefined();
  });
});
