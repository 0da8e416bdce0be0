import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { createRequire } from 'node:module';
import bidiFactory, { type EmbeddingLevels } from 'bidi-js';
import type { Language } from '#app/i18n/messages';

/**
 * Text in the site's PDFs in the visitor's language (docs/decisions/183-arabic-pdfs.md). English keeps
 * pdfkit's own layout in Helvetica. Arabic is laid out here: Readex Pro (the font the Arabic pages use) is
 * embedded, fontkit (inside pdfkit) joins the letters with the font's OpenType tables, and bidi-js gives
 * each line's visual order, which pdfkit does not compute. Callers place boxes in English's left-to-right
 * coordinates; an Arabic writer mirrors them, so one layout serves both languages.
 */

type Doc = PDFKit.PDFDocument;
type Align = 'start' | 'end' | 'center';

interface TextOptions {
  /** Width of the text's box; its start edge is the `x` handed to `text` (mirrored in Arabic). */
  width: number;
  size: number;
  bold?: boolean;
  colour?: string;
  /** Alignment in the reading direction: `start` is left in English, right in Arabic. */
  align?: Align;
  lineGap?: number;
  /** False for a line placed in the bottom margin on purpose, which must not start a new page. */
  pageBreak?: boolean;
  /** A text in another language than the document's, such as an English citation in an Arabic PDF. */
  direction?: 'ltr' | 'rtl';
}

export interface PdfWriter {
  readonly lang: Language;
  readonly rtl: boolean;
  /** Draws `text` wrapped in its box, top at `y`, and leaves `doc.y` below it. */
  text(text: string, x: number, y: number, options: TextOptions): void;
  /** Where a shape `width` wide that starts `x` from the left in English starts in this language. */
  x(x: number, width?: number): number;
  /** Width of a one-line text in the writer's font. */
  widthOf(text: string, options: Pick<TextOptions, 'size' | 'bold'>): number;
  /** Height of `text` wrapped in a box `width` wide, as `text` would draw it. */
  heightOf(text: string, options: Pick<TextOptions, 'width' | 'size' | 'bold' | 'lineGap'>): number;
}

export function pdfWriter(doc: Doc, lang: Language): PdfWriter {
  return lang === 'ar' ? new ArabicWriter(doc) : new EnglishWriter(doc);
}

const ALIGN_LTR = { start: 'left', end: 'right', center: 'center' } as const;

class EnglishWriter implements PdfWriter {
  readonly lang = 'en' as const;
  readonly rtl = false;
  constructor(private readonly doc: Doc) {}

  private font(options: Pick<TextOptions, 'size' | 'bold'>): Doc {
    return this.doc.font(options.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(options.size);
  }

  text(text: string, x: number, y: number, options: TextOptions): void {
    this.font(options);
    if (options.colour) this.doc.fillColor(options.colour);
    // pdfkit wraps only a text given a width, and moves wrapped text that reaches the margin to a new page.
    if (options.pageBreak === false) this.doc.text(text, x, y, { lineBreak: false });
    else
      this.doc.text(text, x, y, {
        width: options.width,
        align: ALIGN_LTR[options.align ?? 'start'],
        lineGap: options.lineGap,
      });
  }

  x(x: number): number {
    return x;
  }

  heightOf(text: string, options: Pick<TextOptions, 'width' | 'size' | 'bold' | 'lineGap'>): number {
    return this.font(options).heightOfString(text, { width: options.width, lineGap: options.lineGap });
  }

  widthOf(text: string, options: Pick<TextOptions, 'size' | 'bold'>): number {
    return this.font(options).widthOfString(text);
  }
}

const require = createRequire(import.meta.url);
/**
 * Readex Pro comes split by script, as the pages load it: the Arabic files have no Latin letters or Western
 * digits, so each character is drawn from the file that has it. The static WOFF files, not the variable
 * WOFF2 the pages use: fontkit cannot subset WOFF2's transformed outlines, nor make a bold instance of it.
 */
const FONT_DIR = '@fontsource/readex-pro/files/readex-pro';
type Script = 'arabic' | 'latin';
const fontKey = (script: Script, bold: boolean) => `readex-${script}-${bold ? 'bold' : 'regular'}` as const;
type FontKey = ReturnType<typeof fontKey>;
let fontBytes: Map<FontKey, Buffer> | undefined;
/** The four font files, read once per process. */
function fonts(): Map<FontKey, Buffer> {
  if (!fontBytes) {
    fontBytes = new Map();
    for (const script of ['arabic', 'latin'] as const) {
      for (const bold of [false, true]) {
        const file = require.resolve(`${FONT_DIR}-${script}-${bold ? 700 : 400}-normal.woff`);
        fontBytes.set(fontKey(script, bold), sfntOfWoff(readFileSync(file)));
      }
    }
  }
  return fontBytes;
}
/**
 * The plain OpenType font inside a WOFF file. fontkit reads WOFF but inflates a table again on every read,
 * once per glyph drawn or measured, which made an Arabic page cost a second; unpacked once per process,
 * the tables are read in place. WOFF 1.0 is a table directory followed by zlib-compressed tables.
 */
function sfntOfWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF font');
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressed < length ? inflateSync(stored) : stored,
    };
  });
  const power = 2 ** Math.floor(Math.log2(numTables));
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(woff.readUInt32BE(4), 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(numTables * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

/** The name a font is registered under in a document. */
const fontName = fontKey;

const bidi = bidiFactory();
/** Marks that steer the bidi algorithm but have no glyph of their own (LRM, RLM, ALM, embeddings, isolates). */
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const ARABIC_SCRIPT = /\p{Script=Arabic}/u;
const SPACE = /\s/;
/**
 * pdfkit shapes a string word by word, cut at spaces, and sets the words side by side left to right, which
 * reverses the words of a right-to-left run. Handed with no-break spaces (both fonts have the glyph, as wide
 * as a space), a run is one word to pdfkit: fontkit shapes and orders it whole, and pdfkit keeps the result.
 */
const NO_BREAK_SPACE = '\u00a0';

/** A run of one line drawn in one call: one font, one direction. */
interface Piece {
  script: Script;
  /** The characters as handed to pdfkit, so that fontkit's output comes out in visual order. */
  text: string;
  width: number;
  /** The logical index of its first character, which places it in the line's visual order. */
  start: number;
}

class ArabicWriter implements PdfWriter {
  readonly lang = 'ar' as const;
  readonly rtl = true;
  private readonly pageWidth: number;
  private latin: EmbeddedFont | undefined;

  constructor(private readonly doc: Doc) {
    for (const [name, bytes] of fonts()) doc.registerFont(name, bytes);
    this.pageWidth = doc.page.width;
  }

  x(x: number, width = 0): number {
    return this.pageWidth - x - width;
  }

  heightOf(text: string, options: Pick<TextOptions, 'width' | 'size' | 'bold' | 'lineGap'>): number {
    if (text.includes('\n'))
      return text.split(/\r?\n/).reduce((sum, part) => sum + this.heightOf(part, options), 0);
    const lines = this.lines(this.paragraph(text), options);
    return lines.length * (this.lineHeight(options.size, options.bold ?? false) + (options.lineGap ?? 0));
  }

  widthOf(text: string, options: Pick<TextOptions, 'size' | 'bold'>): number {
    const paragraph = this.paragraph(text);
    return this.pieces(paragraph, 0, text.length, options).reduce((sum, piece) => sum + piece.width, 0);
  }

  text(text: string, x: number, y: number, options: TextOptions): void {
    const { doc } = this;
    // A line break starts a paragraph of its own: inside one, bidi and the line breaking would read it as
    // a space, and pdfkit would draw what follows it to the right of what precedes it.
    if (text.includes('\n')) {
      let top = y;
      for (const part of text.split(/\r?\n/)) {
        this.text(part, x, top, options);
        top = doc.y;
      }
      return;
    }
    const left = this.x(x, options.width);
    const paragraph = this.paragraph(text, options.direction);
    if (options.direction === 'ltr' && this.isLatinOnly(paragraph)) {
      // A citation in English: pdfkit's own line breaking, in the Latin font.
      doc.font(fontName('latin', options.bold ?? false)).fontSize(options.size);
      if (options.colour) doc.fillColor(options.colour);
      doc.text(text, left, y, {
        width: options.width,
        align: ALIGN_LTR[options.align ?? 'start'],
        lineGap: options.lineGap,
      });
      return;
    }
    const lineHeight = this.lineHeight(options.size, options.bold ?? false);
    const lineGap = options.lineGap ?? 0;
    const bottom = doc.page.height - doc.page.margins.bottom;
    let top = y;
    if (options.colour) doc.fillColor(options.colour);
    for (const [start, end] of this.lines(paragraph, options)) {
      if (options.pageBreak !== false && top + lineHeight > bottom && top > doc.page.margins.top) {
        doc.addPage();
        top = doc.page.margins.top;
      }
      this.drawLine(paragraph, start, end, left, top, options);
      top += lineHeight + lineGap;
    }
    doc.x = x;
    doc.y = top;
  }

  private paragraph(text: string, direction: 'ltr' | 'rtl' = 'rtl'): Paragraph {
    const levels = bidi.getEmbeddingLevels(text, direction);
    return { text, levels, mirrored: bidi.getMirroredCharactersMap(text, levels.levels) };
  }

  private lineHeight(size: number, bold: boolean): number {
    return this.doc.font(fontName('arabic', bold)).fontSize(size).currentLineHeight(true);
  }

  /** Greedy line breaking at spaces, measuring each word as it will be drawn. */
  private lines(paragraph: Paragraph, options: TextOptions): [number, number][] {
    const { text } = paragraph;
    const widthOf = (start: number, end: number) =>
      this.pieces(paragraph, start, end, options).reduce((sum, piece) => sum + piece.width, 0);
    // Most texts are one line: measured whole, their pieces are the very ones drawn (and cached).
    if (widthOf(0, trimEnd(text, 0, text.length)) <= options.width) return [[0, text.length]];
    const lines: [number, number][] = [];
    let lineStart: number | undefined;
    let lineEnd = 0;
    let lineWidth = 0;
    for (const match of text.matchAll(/\S+\s*/g)) {
      let start = match.index;
      const end = start + match[0].length;
      const wordEnd = trimEnd(text, start, end);
      let word = widthOf(start, wordEnd);
      if (lineStart !== undefined && lineWidth + word > options.width) {
        lines.push([lineStart, lineEnd]);
        lineStart = undefined;
        lineWidth = 0;
      }
      // A word wider than the line (a long address in a note) is cut where the line is full, as pdfkit
      // does for the English PDF, instead of running off the page.
      while (word > options.width && wordEnd - start > 1) {
        const cut = this.fittingEnd(start, wordEnd, options.width, widthOf);
        lines.push([start, cut]);
        start = cut;
        word = widthOf(start, wordEnd);
      }
      lineStart ??= start;
      lineEnd = end;
      lineWidth += word + widthOf(wordEnd, end);
    }
    if (lineStart !== undefined) lines.push([lineStart, lineEnd]);
    return lines;
  }

  /** The furthest end after `start` whose characters fit in `width`, at least one character on. */
  private fittingEnd(
    start: number,
    end: number,
    width: number,
    widthOf: (start: number, end: number) => number,
  ): number {
    let [fits, tooWide] = [start + 1, end];
    while (tooWide - fits > 1) {
      const middle = Math.floor((fits + tooWide) / 2);
      if (widthOf(start, middle) <= width) fits = middle;
      else tooWide = middle;
    }
    return fits;
  }

  /**
   * The line's characters cut where the font or the bidi level changes, in logical order. fontkit shapes a
   * string with Arabic letters as right to left and reverses it itself; any other string it keeps in order.
   * A piece whose wanted direction differs from fontkit's guess is reversed before it is handed over.
   */
  private pieces(
    paragraph: Paragraph,
    start: number,
    end: number,
    options: Pick<TextOptions, 'size' | 'bold'>,
  ): Piece[] {
    const { text, levels, mirrored } = paragraph;
    const pieces: Piece[] = [];
    let current: { script: Script; level: number; chars: string[]; start: number } | undefined;
    const flush = () => {
      if (!current) return;
      let run = current.chars.join('').replaceAll(' ', NO_BREAK_SPACE);
      const rtl = current.level % 2 === 1;
      if (rtl !== ARABIC_SCRIPT.test(run)) run = [...run].reverse().join('');
      const width = this.doc
        .font(fontName(current.script, options.bold ?? false))
        .fontSize(options.size)
        .widthOfString(run);
      pieces.push({ script: current.script, text: run, width, start: current.start });
      current = undefined;
    };
    for (let i = start; i < end; i++) {
      const char = text[i] ?? '';
      if (BIDI_CONTROL.test(char)) continue;
      const level = levels.levels[i] ?? 1;
      const script = SPACE.test(char) && current ? current.script : this.scriptOf(char);
      if (!current || current.script !== script || current.level !== level) {
        flush();
        current = { script, level, chars: [], start: i };
      }
      current.chars.push(mirrored.get(i) ?? char);
    }
    flush();
    return pieces;
  }

  /** Left to right throughout, and every character in the Latin font. */
  private isLatinOnly({ text, levels }: Paragraph): boolean {
    return (
      levels.levels.every((level) => level === 0) &&
      [...text].every((char) => this.scriptOf(char) === 'latin')
    );
  }

  private scriptOf(char: string): Script {
    return ARABIC_SCRIPT.test(char) || !this.latinHas(char) ? 'arabic' : 'latin';
  }

  private latinHas(char: string): boolean {
    this.latin ??= (this.doc.font(fontName('latin', false)) as unknown as { _font: EmbeddedFont })._font;
    return this.latin.font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0);
  }

  private drawLine(
    paragraph: Paragraph,
    start: number,
    end: number,
    left: number,
    top: number,
    options: TextOptions,
  ) {
    const { doc } = this;
    const { text, levels } = paragraph;
    const last = trimEnd(text, start, end);
    const pieces = this.pieces(paragraph, start, last, options);
    if (pieces.length === 0) return;
    const lineWidth = pieces.reduce((sum, piece) => sum + piece.width, 0);
    const align = options.align ?? 'start';
    const rightAligned = align === (options.direction === 'ltr' ? 'end' : 'start');
    let x = rightAligned
      ? left + options.width - lineWidth
      : align === 'center'
        ? left + (options.width - lineWidth) / 2
        : left;
    // The visual order of the pieces, left to right, from the bidi algorithm's order of the characters.
    const visual: Piece[] = [];
    // bidi-js answers for the whole paragraph, with only this line's characters reordered.
    for (const index of bidi.getReorderedIndices(text, levels, start, last - 1).slice(start, last)) {
      let piece = pieces[0];
      for (const candidate of pieces) if (candidate.start <= index) piece = candidate;
      if (piece && !visual.includes(piece)) visual.push(piece);
    }
    const xOf = new Map<Piece, number>();
    for (const piece of visual) {
      xOf.set(piece, x);
      x += piece.width;
    }
    const baseline = top + this.ascent(options.size, options.bold ?? false);
    // Drawn in logical order, so text copied or extracted from the PDF reads in order.
    // Spaces too, though they show nothing: a reader of the file then finds the words apart.
    for (const piece of pieces) {
      doc
        .font(fontName(piece.script, options.bold ?? false))
        .fontSize(options.size)
        .text(piece.text, xOf.get(piece) ?? left, baseline, {
          lineBreak: false,
          baseline: 'alphabetic',
        });
    }
  }

  private ascent(size: number, bold: boolean): number {
    const font = this.doc.font(fontName('arabic', bold)) as unknown as { _font: EmbeddedFont };
    return (font._font.ascender / 1000) * size;
  }
}

interface Paragraph {
  text: string;
  levels: EmbeddingLevels;
  mirrored: Map<number, string>;
}

/**
 * The parts of pdfkit's font object read here, which @types/pdfkit leaves out: its ascender (in thousandths
 * of the size) and the fontkit font behind it.
 */
interface EmbeddedFont {
  ascender: number;
  font: { hasGlyphForCodePoint(codePoint: number): boolean };
}

function trimEnd(text: string, start: number, end: number): number {
  let last = end;
  while (last > start && SPACE.test(text[last - 1] ?? '')) last--;
  return last;
}
