import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { inspectPdf, readingText } from '#tests/pdf-inspect';
import { type PdfWriter, pdfWriter } from '#app/lib/pdf-text.server';

/** A one-page A4 document drawn by `draw` with an Arabic writer. */
async function arabicPdf(draw: (w: PdfWriter) => void) {
  const doc = new PDFDocument({ size: 'A4', margin: 50 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  draw(pdfWriter(doc, 'ar'));
  doc.end();
  return inspectPdf(await done);
}

describe('Arabic text in a PDF', () => {
  it('sets a mixed line right to left, with the Latin name and the year reading left to right', async () => {
    const pdf = await arabicPdf((w) =>
      w.text('نزرع في الإمارات منذ 2026 مع GreenGrow Farms', 50, 50, { width: 495, size: 12 }),
    );
    const runs = pdf.runs.filter((run) => run.text.trim());
    expect(runs.map((run) => run.text.trim())).toEqual([
      'نزرع في الإمارات منذ',
      '2026',
      'مع',
      'GreenGrow Farms',
    ]);
    // Drawn in reading order, each run to the left of the one before.
    const xs = runs.map((run) => run.x);
    expect(xs).toEqual([...xs].sort((a, b) => b - a));
    expect(pdf.text).toBe('نزرع في الإمارات منذ 2026 مع GreenGrow Farms');
    expect(pdf.embeddedFonts).toEqual(['ReadexPro-Regular', 'ReadexPro-Regular']);
  });

  it('wraps a paragraph in its box without losing or reordering a word', async () => {
    const sentence =
      'نصمّم مزارع بلا تربة تلائم المناخ الصحراوي، ونبنيها ونعتني بها. ننطلق في 2025 بخطة تمتد حتى 2030.';
    const pdf = await arabicPdf((w) => w.text(sentence, 50, 50, { width: 200, size: 12 }));
    expect(new Set(pdf.runs.map((run) => run.y)).size).toBeGreaterThan(2);
    expect(readingText(pdf)).toBe(sentence);
    // The box starts 50 pt from the right in Arabic: nothing is drawn left of its mirrored start.
    expect(Math.min(...pdf.runs.map((run) => run.x))).toBeGreaterThanOrEqual(595.28 - 50 - 200 - 0.01);
  });

  it('draws bold from the bold font and puts mirrored brackets round an Arabic aside', async () => {
    const pdf = await arabicPdf((w) => {
      w.text('خطتك المحفوظة', 50, 50, { width: 495, size: 16, bold: true });
      w.text('الحصاد (كل 45 يوماً)', 50, 80, { width: 495, size: 10 });
    });
    expect(pdf.runs[0]?.font).toBe('ReadexPro-Bold');
    expect(pdf.text.split('\n')[0]).toBe('خطتك المحفوظة');
    // A right-to-left opening bracket is drawn with the closing bracket's glyph, as a browser draws it.
    const brackets = pdf.runs.filter((run) => /^[()]$/.test(run.text.trim()));
    expect(brackets.map((run) => run.text.trim())).toEqual([')', '(']);
    expect(brackets[0]!.x).toBeGreaterThan(brackets[1]!.x);
  });
});
