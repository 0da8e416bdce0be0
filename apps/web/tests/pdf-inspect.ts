import { inflateSync } from 'node:zlib';

/**
 * Reads back what a pdfkit PDF draws, for tests: each text run with its font, position and the characters
 * of its glyphs (from the font's ToUnicode map). Enough of PDF for pdfkit's own output (numbered objects,
 * Flate streams, Identity-H fonts), not a general reader.
 */
interface TextRun {
  /** The page it is drawn on, from 1. */
  page: number;
  font: string;
  x: number;
  y: number;
  /** The characters of each glyph, in the order drawn (left to right). */
  glyphs: string[];
  /** The run's text in reading order: a right-to-left run's glyphs turned back, no-break spaces as spaces. */
  text: string;
}

export interface InspectedPdf {
  /** Base names of the fonts embedded (FontFile2), without their subset tag. */
  embeddedFonts: string[];
  /** Base names of every font a text run uses. */
  usedFonts: string[];
  runs: TextRun[];
  /** The text in reading order: runs as drawn, a right-to-left run's glyphs turned back, lines on their own. */
  text: string;
  /** An entry of the document information (Title, Author...) or of the catalog (Lang), decoded. */
  info(key: string): string | undefined;
}

interface PdfObject {
  dict: string;
  stream?: Buffer;
}

function objects(pdf: Buffer): Map<number, PdfObject> {
  const found = new Map<number, PdfObject>();
  const raw = pdf.toString('latin1');
  for (const match of raw.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2] ?? '';
    const at = body.indexOf('stream');
    if (at < 0) {
      found.set(Number(match[1]), { dict: body });
      continue;
    }
    const dict = body.slice(0, at);
    const start = at + (body[at + 6] === '\r' ? 8 : 7);
    const data = Buffer.from(
      body.slice(start, body.lastIndexOf('endstream')).replace(/\r?\n$/, ''),
      'latin1',
    );
    found.set(Number(match[1]), { dict, stream: dict.includes('/FlateDecode') ? inflateSync(data) : data });
  }
  return found;
}

/** A ToUnicode target: UTF-16BE in hex, a ligature's several characters separated by spaces. */
const hexText = (hex: string) => Buffer.from(hex.replace(/\s/g, ''), 'hex').swap16().toString('utf16le');

function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const [, block = ''] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, start = '', end = '', list = '', single] of block.matchAll(
      /<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(?:\[([^\]]*)\]|<([0-9a-f]+)>)/gi,
    )) {
      const first = parseInt(start, 16);
      const targets = single ? [single] : [...list.matchAll(/<([0-9a-f\s]+)>/gi)].map((m) => m[1] ?? '');
      for (let code = first; code <= parseInt(end, 16); code++) {
        const target = targets[code - first];
        if (target) map.set(code, hexText(target));
      }
    }
  }
  for (const [, block = ''] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code = '', target = ''] of block.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi)) {
      map.set(parseInt(code, 16), hexText(target));
    }
  }
  return map;
}

const baseName = (name: string) => name.replace(/^[A-Z]{6}\+/, '');

export function inspectPdf(pdf: Buffer): InspectedPdf {
  const all = objects(pdf);
  const ref = (dict: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1]);
  const fonts = new Map<string, { name: string; unicode: Map<number, string> }>();
  for (const { dict } of all.values()) {
    const list = /\/Font\s*<<([\s\S]*?)>>/.exec(dict)?.[1];
    for (const [, alias = '', id] of list?.matchAll(/\/(\w+) (\d+) 0 R/g) ?? []) {
      const font = all.get(Number(id))?.dict ?? '';
      const cmap = all.get(ref(font, 'ToUnicode'))?.stream?.toString('latin1') ?? '';
      fonts.set(alias, {
        name: baseName(/\/BaseFont \/(\S+)/.exec(font)?.[1] ?? alias),
        unicode: toUnicode(cmap),
      });
    }
  }
  const embeddedFonts = [...all.values()]
    .filter(({ dict }) => dict.includes('/FontFile2'))
    .map(({ dict }) => baseName(/\/FontName \/(\S+)/.exec(dict)?.[1] ?? ''));

  const runs: TextRun[] = [];
  const pages = [...all.values()].filter(({ dict }) => /\/Type \/Page\b/.test(dict));
  for (const [index, page] of pages.entries()) {
    const content = all.get(ref(page.dict, 'Contents'))?.stream?.toString('latin1') ?? '';
    let font: { name: string; unicode: Map<number, string> } | undefined;
    // One run per text object; a mark pdfkit nudges up or aside gets a Tm of its own inside it.
    for (const [, block = ''] of content.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
      const alias = /\/(\w+) [\d.]+ Tf/.exec(block)?.[1];
      if (alias) font = fonts.get(alias);
      const [, x = '0', y = '0'] = /1 0 0 1 (-?[\d.]+) (-?[\d.]+) Tm/.exec(block) ?? [];
      const glyphs: string[] = [];
      for (const [, array = ''] of block.matchAll(/\[([^\]]*)\] TJ/g)) {
        for (const [, hex = ''] of array.matchAll(/<([0-9a-f]*)>/gi)) {
          for (let i = 0; i < hex.length; i += 4) {
            glyphs.push(font?.unicode.get(parseInt(hex.slice(i, i + 4), 16)) ?? '');
          }
        }
      }
      if (font && glyphs.length > 0) {
        runs.push({
          page: index + 1,
          font: font.name,
          x: Number(x),
          y: Number(y),
          glyphs,
          text: readingOrder(glyphs),
        });
      }
    }
  }
  let text = '';
  let lastY: number | undefined;
  for (const run of runs) {
    if (lastY !== undefined && Math.abs(run.y - lastY) > 0.5) text += '\n';
    text += run.text;
    lastY = run.y;
  }
  const literalIn = (text: string) => /^\s*\(((?:\\[\s\S]|[^\\)])*)\)/.exec(text)?.[1];
  const info = (key: string) => {
    for (const { dict } of all.values()) {
      // pdfkit writes an entry inline or as an object of its own.
      const value = new RegExp(`/${key}\\b(\\s*\\((?:\\\\[\\s\\S]|[^\\\\)])*\\)| (\\d+) 0 R)`).exec(dict);
      if (!value) continue;
      const literal = value[2] ? literalIn(all.get(Number(value[2]))?.dict ?? '') : literalIn(value[1] ?? '');
      if (literal !== undefined) return pdfString(literal);
    }
    return undefined;
  };
  return { embeddedFonts, usedFonts: [...new Set(runs.map((run) => run.font))], runs, text, info };
}

/** Arabic runs, and runs of punctuation and spaces alone (which an Arabic line sets right to left), reversed. */
function readingOrder(glyphs: string[]): string {
  const chars = glyphs.join('');
  const rtl = /\p{Script=Arabic}/u.test(chars) || !/[\p{L}\p{N}]/u.test(chars);
  return (rtl ? [...glyphs].reverse() : glyphs).join('').replaceAll('\u00a0', ' ');
}

/** A PDF literal string's text: escapes undone, UTF-16BE when it opens with a byte order mark. */
function pdfString(literal: string): string {
  const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
  const bytes = Buffer.from(
    literal.replace(/\\([nrtbf()\\])/g, (_, char: string) => escapes[char] ?? char),
    'latin1',
  );
  return bytes[0] === 0xfe && bytes[1] === 0xff
    ? Buffer.from(bytes.subarray(2)).swap16().toString('utf16le')
    : bytes.toString('latin1');
}

/** The reading text with its lines joined by spaces, as a sentence that wraps would be read. */
export function readingText(pdf: InspectedPdf): string {
  return pdf.text.replace(/\s*\n\s*/g, ' ');
}
