import { randomBytes } from 'node:crypto';
import { cvFiles, docx, MACRO_ENABLED_TYPES, zip } from '../../test/support/uploads';
import { inspectOfficeArchive } from './office-archive';

describe('inspectOfficeArchive', () => {
  it('passes an ordinary document, stored or deflated', async () => {
    expect(await inspectOfficeArchive(cvFiles.docx)).toBe('ok');
    expect(await inspectOfficeArchive(docx({ 'word/media/image1.bin': randomBytes(4096) }))).toBe('ok');
  });

  it('refuses parts that unpack past 20 MB, or past 100 times the file', async () => {
    const bomb = docx({ 'word/filler.xml': Buffer.alloc(21 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(await inspectOfficeArchive(bomb)).toBe('tooLarge');
    const dense = docx({ 'word/filler.xml': Buffer.alloc(4 * 1024 * 1024) });
    expect(dense.length * 100).toBeLessThan(4 * 1024 * 1024);
    expect(await inspectOfficeArchive(dense)).toBe('tooLarge');
  });

  it('refuses macros by part name or by a macro-enabled content type, and parts with paths', async () => {
    expect(await inspectOfficeArchive(docx({ 'word/vbaProject.bin': randomBytes(64) }))).toBe('active');
    expect(await inspectOfficeArchive(docx({ 'word/embeddings/oleObject1.bin': 'x' }))).toBe('active');
    expect(await inspectOfficeArchive(docx({}, MACRO_ENABLED_TYPES))).toBe('active');
    expect(await inspectOfficeArchive(docx({ '../evil.sh': 'x' }))).toBe('active');
  });

  it('calls anything it cannot read unreadable', async () => {
    expect(await inspectOfficeArchive(randomBytes(2048))).toBe('unreadable');
    expect(await inspectOfficeArchive(zip({ 'word/document.xml': '<w:document/>' }))).toBe('unreadable');
  });
});
