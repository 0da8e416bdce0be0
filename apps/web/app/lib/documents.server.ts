import { MARKETING } from '@farm/contract';
import PDFDocument from 'pdfkit';
import { type Language, localeOf } from '#app/i18n/messages';
import { type MagazineTexts, magazineTexts } from '#app/lib/magazine-texts.server';
import { type PdfWriter, pdfWriter } from '#app/lib/pdf-text.server';
import { schoolProgrammeTexts } from '#app/lib/school-programme-texts.server';
import { keptIn } from '#app/utils/kept-in';

/**
 * The documents the site offers, drawn with pdfkit (docs/decisions/052-documents-made-with-pdfkit.md): the
 * company magazine (a short brochure) and the Future Farmers school leaflet, both in English and Arabic
 * (docs/decisions/183-arabic-pdfs.md). Their figures come from the contract's MARKETING and TERMS constants,
 * so a brochure can never contradict the site.
 */

const GREEN = '#2f6324';
const DARK = '#1b3a16';
const LEAF = '#4b8f3a';
const LIGHT = '#8cc27a';
const PALE = '#f0f7ee';
const SUN = '#f2c14e';
const INK = '#1f2937';
const MUTED = '#4b5563';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const CONTENT_WIDTH = A4.width - MARGIN * 2;
/** A fixed date makes every rendering byte-identical, so the file can be cached and compared. */
const ISSUE_DATE = new Date(Date.UTC(MARKETING.launchYear, 0, 1));

type Doc = PDFKit.PDFDocument;

/** The texts of a document that its metadata carries. */
type DocumentInfo = { title: string; author: string; subject: string };

function render(lang: Language, info: DocumentInfo, draw: (doc: Doc, w: PdfWriter) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: info.title,
      Author: info.author,
      Subject: info.subject,
      CreationDate: ISSUE_DATE,
      ModDate: ISSUE_DATE,
    },
    pdfVersion: '1.7',
    lang: localeOf(lang),
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc, pdfWriter(doc, lang));
  doc.end();
  return done;
}

/** A lettuce head: overlapping leaves around a centre. */
function lettuce(doc: Doc, x: number, y: number, size: number, colour = LEAF) {
  for (let i = 0; i < 7; i++) {
    const angle = -150 + i * 20;
    doc
      .save()
      .rotate(angle + 90, { origin: [x, y] })
      .ellipse(x, y - size / 2, size * 0.3, size / 2)
      .fill(i % 2 ? colour : LIGHT)
      .restore();
  }
  doc.circle(x, y - size * 0.25, size * 0.28).fill(LIGHT);
}

type PageTop = { label: string; heading: string };

/** A new inside page: its header band, then its heading. */
function insidePage(doc: Doc, w: PdfWriter, header: MagazineTexts, texts: PageTop, page: number) {
  doc.addPage();
  doc.rect(0, 0, A4.width, 44).fill(GREEN);
  w.text(header.masthead, MARGIN, 17, { width: CONTENT_WIDTH, size: 10, bold: true, colour: 'white' });
  w.text(`${texts.label}  ·  ${page}`, MARGIN, 17, { width: CONTENT_WIDTH, size: 10, align: 'end' });
  doc.fillColor(INK);
  doc.y = 80;
  heading(doc, w, texts.heading);
}

function heading(doc: Doc, w: PdfWriter, text: string, size = 24) {
  w.text(text, doc.x, doc.y, { width: CONTENT_WIDTH, size, bold: true, colour: DARK });
  doc.moveDown(0.4);
}

function paragraph(doc: Doc, w: PdfWriter, text: string) {
  w.text(text, doc.x, doc.y, { width: CONTENT_WIDTH, size: 11.5, colour: INK, lineGap: 3 });
  doc.moveDown(0.8);
}

/** Arabic lines stand taller than Helvetica's, so the dot moves down to stay level with the first line. */
const BULLET_DROP = { en: 5, ar: 8 } as const;

function bullet(doc: Doc, w: PdfWriter, text: string) {
  const y = doc.y + BULLET_DROP[w.lang];
  doc.circle(w.x(MARGIN + 4), y, 3).fill(LEAF);
  w.text(text, MARGIN + 16, doc.y, { width: CONTENT_WIDTH - 16, size: 11.5, colour: INK, lineGap: 2 });
  doc.x = MARGIN;
  doc.moveDown(0.35);
}

function bulletList(doc: Doc, w: PdfWriter, title: string, lines: readonly string[]) {
  heading(doc, w, title, 18);
  for (const line of lines) bullet(doc, w, line);
}

function cover(doc: Doc, w: PdfWriter, texts: MagazineTexts) {
  doc.rect(0, 0, A4.width, A4.height).fill(DARK);
  // Sky, sun and dunes.
  doc.rect(0, 0, A4.width, 470).fill('#f4d8a6');
  doc.circle(440, 150, 70).fill(SUN);
  doc
    .moveTo(0, 360)
    .bezierCurveTo(150, 320, 300, 390, A4.width, 340)
    .lineTo(A4.width, 470)
    .lineTo(0, 470)
    .fill('#d9b27a');
  // Three greenhouse arches with rows of lettuce.
  for (let i = 0; i < 3; i++) {
    const x = 50 + i * 170;
    doc
      .moveTo(x, 450)
      .lineTo(x, 400)
      .bezierCurveTo(x, 330, x + 150, 330, x + 150, 400)
      .lineTo(x + 150, 450)
      .fillOpacity(0.85)
      .fill('#eaf6f2')
      .fillOpacity(1);
    for (let k = 0; k < 5; k++) lettuce(doc, x + 20 + k * 27, 446, 20);
  }
  doc.rect(0, 470, A4.width, 6).fill(SUN);
  w.text(texts.cover.issue, MARGIN, 520, { width: CONTENT_WIDTH, size: 12, bold: true, colour: SUN });
  w.text(texts.cover.title, MARGIN, 545, {
    width: CONTENT_WIDTH,
    size: 40,
    bold: true,
    colour: 'white',
    lineGap: 2,
  });
  w.text(texts.cover.lead, MARGIN, doc.y + 12, {
    width: CONTENT_WIDTH - 40,
    size: 15,
    colour: '#dcedd6',
    lineGap: 3,
  });
  // Inside the bottom margin, so it must not move onto a new page.
  w.text(texts.cover.footer, MARGIN, A4.height - 70, {
    width: CONTENT_WIDTH,
    size: 12,
    bold: true,
    colour: 'white',
    pageBreak: false,
  });
}

function aboutPage(doc: Doc, w: PdfWriter, texts: MagazineTexts['about'], header: MagazineTexts) {
  insidePage(doc, w, header, texts, 2);
  paragraph(doc, w, texts.intro);
  const top = doc.y + 6;
  const boxWidth = (CONTENT_WIDTH - 12) / 2;
  texts.figures.forEach(([value, label], index) => {
    const x = MARGIN + (index % 2) * (boxWidth + 12);
    const y = top + Math.floor(index / 2) * 92;
    doc.roundedRect(w.x(x, boxWidth), y, boxWidth, 80, 10).fill(PALE);
    w.text(value, x + 16, y + 14, { width: boxWidth - 32, size: 24, bold: true, colour: GREEN });
    w.text(label, x + 16, y + 48, { width: boxWidth - 32, size: 11, colour: MUTED });
  });
  doc.x = MARGIN;
  doc.y = top + 200;
  bulletList(doc, w, texts.whoHeading, texts.who);
  doc.moveDown(0.6);
  bulletList(doc, w, texts.whyHeading, texts.why);
}

function technologiesPage(
  doc: Doc,
  w: PdfWriter,
  texts: MagazineTexts['technologies'],
  header: MagazineTexts,
) {
  insidePage(doc, w, header, texts, 3);
  const drawings: ((x: number, y: number) => void)[] = [
    (x, y) => {
      doc.roundedRect(x, y + 42, 120, 10, 5).fill('#cfd8dc');
      for (let k = 0; k < 4; k++) lettuce(doc, x + 18 + k * 28, y + 44, 22);
    },
    (x, y) => {
      doc.roundedRect(x, y + 24, 120, 40, 6).fill('#6cc4e0');
      for (let k = 0; k < 3; k++) doc.ellipse(x + 25 + k * 35, y + 44, 10, 5).fill('#ffb74d');
      for (let k = 0; k < 4; k++) lettuce(doc, x + 18 + k * 28, y + 22, 18);
    },
    (x, y) => {
      doc.roundedRect(x + 45, y - 6, 30, 72, 12).fillAndStroke('#ffffff', '#90a4ae');
      for (let k = 0; k < 3; k++) lettuce(doc, x + (k % 2 ? 84 : 36), y + 14 + k * 18, 16);
      for (let k = 0; k < 14; k++)
        doc.circle(x + 20 + ((k * 37) % 80), y + 50 + ((k * 13) % 14), 1.6).fill('#90caf9');
    },
  ];
  const systems = texts.systems.map(([name, text], index) => [name, text, drawings[index]] as const);
  for (const [name, text, drawing] of systems) {
    const y = doc.y + 6;
    doc.roundedRect(MARGIN, y, CONTENT_WIDTH, 130, 12).fill(PALE);
    drawing?.(w.x(MARGIN + 18, 120), y + 30);
    w.text(name, MARGIN + 160, y + 22, { width: CONTENT_WIDTH - 180, size: 17, bold: true, colour: DARK });
    w.text(text, MARGIN + 160, doc.y + 6, {
      width: CONTENT_WIDTH - 180,
      size: 11.5,
      colour: INK,
      lineGap: 3,
    });
    doc.x = MARGIN;
    doc.y = y + 146;
  }
  paragraph(doc, w, texts.closing);
}

function workingPage(doc: Doc, w: PdfWriter, texts: MagazineTexts['working'], header: MagazineTexts) {
  insidePage(doc, w, header, texts, 4);
  texts.steps.forEach(([title, text], index) => {
    const y = doc.y + 4;
    doc.circle(w.x(MARGIN + 14), y + 10, 14).fill(GREEN);
    w.text(String(index + 1), MARGIN + 4, y + 4, {
      width: 20,
      size: 12,
      bold: true,
      colour: 'white',
      align: 'center',
    });
    w.text(title, MARGIN + 40, y, { width: CONTENT_WIDTH - 40, size: 13, bold: true, colour: DARK });
    w.text(text, MARGIN + 40, doc.y + 2, { width: CONTENT_WIDTH - 40, size: 11.5, colour: INK });
    doc.x = MARGIN;
    doc.moveDown(0.9);
  });
  doc.moveDown(0.4);
  bulletList(doc, w, texts.termsHeading, texts.terms);
  const boxY = Math.max(doc.y + 20, 640);
  doc.roundedRect(MARGIN, boxY, CONTENT_WIDTH, 110, 14).fill(GREEN);
  w.text(texts.callHeading, MARGIN + 24, boxY + 22, {
    width: CONTENT_WIDTH - 24,
    size: 20,
    bold: true,
    colour: 'white',
  });
  w.text(texts.call, MARGIN + 24, doc.y + 8, { width: CONTENT_WIDTH - 48, size: 12, colour: '#dcedd6' });
}

/** The company magazine in a language: a cover and three inside pages. */
export function renderMagazine(lang: Language = 'en'): Promise<Buffer> {
  const texts = magazineTexts(lang);
  return render(lang, texts, (doc, w) => {
    cover(doc, w, texts);
    aboutPage(doc, w, texts.about, texts);
    technologiesPage(doc, w, texts.technologies, texts);
    workingPage(doc, w, texts.working, texts);
  });
}

/**
 * The Future Farmers leaflet the institutional pages offer ('Future Farmers from the school'), in a language:
 * one page, its bullets on the reading side (docs/decisions/183-arabic-pdfs.md).
 */
export function renderSchoolProgramme(lang: Language = 'en'): Promise<Buffer> {
  const texts = schoolProgrammeTexts(lang);
  return render(lang, texts, (doc, w) => {
    doc.rect(0, 0, A4.width, 220).fill(GREEN);
    for (let k = 0; k < 9; k++) lettuce(doc, 70 + k * 58, 205, 34);
    w.text(texts.kicker, MARGIN, 50, { width: CONTENT_WIDTH, size: 12, bold: true, colour: SUN });
    w.text(texts.title, MARGIN, 72, { width: CONTENT_WIDTH, size: 32, bold: true, colour: 'white' });
    doc.x = MARGIN;
    doc.y = 250;
    paragraph(doc, w, texts.intro);
    bulletList(doc, w, texts.receivesHeading, texts.receives);
    doc.moveDown(0.6);
    bulletList(doc, w, texts.learnHeading, texts.learn);
    doc.moveDown(0.6);
    heading(doc, w, texts.joinHeading, 18);
    paragraph(doc, w, texts.join);
  });
}

/** Each document is drawn once per process and language, on first request. */
function once(make: (lang: Language) => Promise<Buffer>): (lang?: Language) => Promise<Buffer> {
  const made = new Map<Language, Promise<Buffer>>();
  return (lang = 'en') =>
    keptIn(made, lang, () =>
      make(lang).catch((error: unknown) => {
        made.delete(lang);
        throw error;
      }),
    );
}

export const magazinePdf = once(renderMagazine);
export const schoolProgrammePdf = once(renderSchoolProgramme);

/**
 * A PDF answer that downloads under `fileName` (Content-Disposition: attachment). A document made in the
 * visitor's language names it, and varies with the cookie that holds it.
 */
export function pdfDownload(body: Buffer, fileName: string, lang?: Language): Response {
  return new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(body.length),
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'public, max-age=86400',
      ...(lang ? { 'Content-Language': localeOf(lang), Vary: 'Cookie' } : {}),
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
