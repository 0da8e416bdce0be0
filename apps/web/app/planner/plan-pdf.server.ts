import {
  cropGroupValues,
  plannedTechnologies,
  plannerSourceKeys,
  sourceNoteOf,
  type StoredPlanWithFigures,
} from '@farm/contract';
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import PDFDocument from 'pdfkit';
import { type Language, localeOf, translate, translatePlural } from '#app/i18n/messages';
import { type PdfWriter, pdfWriter } from '#app/lib/pdf-text.server';
import { plannerFormat } from '#app/planner/format';
import { cropName, optionKey, paybackText, planAnswers, runningCosts } from '#app/planner/labels';

/** The PDF's own wording, which no page shows. */
const PDF_TEXTS = {
  en: {
    list: (items: string[]) => items.join(', '),
    clauses: (first: string, second: string) => `${first}; ${second}`,
    plan: (id: string) => `Plan ${id}`,
    crop: (area: string, perHarvest: string, perYear: string, revenue: string) =>
      `${area} · ${perHarvest} per harvest · ${perYear} a year · ${revenue}`,
    yields: (perTechnology: string, price: string) => `${perTechnology} kg/m²/y · AED ${price}/kg`,
    axisMoney: (thousands: string) => `AED ${thousands}K`,
    axisMoneyMillions: (millions: string) => `AED ${millions}M`,
    legend: (low: string, high: string, months: string) => `${low} (solid), ${high} (dashed); ${months}`,
  },
  ar: {
    list: (items: string[]) => items.join('، '),
    clauses: (first: string, second: string) => `${first}؛ ${second}`,
    // Isolated: an id starting or ending with - or _ keeps it at its own end on a right-to-left line.
    plan: (id: string) => `رقم الخطة \u2066${id}\u2069`,
    crop: (area: string, perHarvest: string, perYear: string, revenue: string) =>
      `${area} · ${perHarvest} في كل حصاد · ${perYear} في السنة · ${revenue}`,
    yields: (perTechnology: string, price: string) =>
      `${perTechnology} كغ لكل م² سنوياً · ${price} درهم للكيلوغرام`,
    axisMoney: (thousands: string) => `${thousands} ألف درهم`,
    axisMoneyMillions: (millions: string) => `${millions} مليون درهم`,
    legend: (low: string, high: string, months: string) =>
      `${low} (الخط المتصل)، ${high} (الخط المتقطع)؛ ${months}`,
  },
} satisfies Record<Language, Record<string, (...parts: never[]) => string>>;

/**
 * The PDFs of plans asked for lately, per language, up to 8 MB. A stored plan never changes, and drawing
 * one in Arabic costs this process 150-300 ms of CPU (shaping and embedding Readex Pro), during which it
 * serves no other page: a second download of the same plan, or a client asking for it again and again,
 * costs nothing. The key is the plan's whole content, so a plan that did change is drawn again.
 */
const keptPdfs = new LRUCache<string, Buffer>({
  maxSize: 8 * 1024 * 1024,
  sizeCalculation: (pdf) => pdf.length,
});

/** `planPdf`, from the PDFs kept of recent plans when this one is among them. */
export async function keptPlanPdf(plan: StoredPlanWithFigures, lang: Language = 'en'): Promise<Buffer> {
  const key = `${lang}:${createHash('sha256').update(JSON.stringify(plan)).digest('base64url')}`;
  const kept = keptPdfs.get(key);
  if (kept) return kept;
  const pdf = await planPdf(plan, lang);
  keptPdfs.set(key, pdf);
  return pdf;
}

/**
 * The plan as a PDF in the visitor's language: Helvetica in English, Readex Pro laid out right to left in
 * Arabic (docs/decisions/183-arabic-pdfs.md).
 */
export function planPdf(plan: StoredPlanWithFigures, lang: Language = 'en'): Promise<Buffer> {
  const t = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) =>
    translate(lang, key, params);
  const f = plannerFormat(lang);
  const texts = PDF_TEXTS[lang];
  const { inputs, estimate, assumptions } = plan;
  const figures = assumptions.figures;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: t('planner.plan.meta.title'), Author: t('brand.name') },
    ...(lang === 'en' ? {} : { lang: localeOf(lang) }),
  });
  const w = pdfWriter(doc, lang);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  const heading = (text: string) => {
    if (doc.y > doc.page.height - 140) doc.addPage();
    doc.moveDown(0.8);
    w.text(text, left, doc.y, { width, size: 13, bold: true, colour: '#254e1d' });
    doc.moveDown(0.3).fontSize(10).fillColor('#111111');
  };
  const paragraph = (text: string, options: { bold?: boolean; size?: number } = {}) =>
    w.text(text, left, doc.y, { width, size: options.size ?? 10, bold: options.bold });
  // A label and its value share a line, so a row that would not fit above the bottom margin starts the next
  // page as a whole (drawn cell by cell, the label would turn the page and leave its value behind).
  const row = (label: string, value: string, bold = false) => {
    const height = Math.max(
      w.heightOf(label, { width: width * 0.55, size: 10, bold }),
      w.heightOf(value, { width: width * 0.45, size: 10, bold }),
    );
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    w.text(label, left, y, { width: width * 0.55, size: 10, bold });
    const labelBottom = doc.y;
    w.text(value, left + width * 0.55, y, { width: width * 0.45, size: 10, bold, align: 'end' });
    doc.y = Math.max(labelBottom, doc.y) + 2;
  };

  w.text(t('brand.name'), left, doc.y, { width, size: 20, bold: true, colour: '#254e1d' });
  w.text(t('planner.plan.title'), left, doc.y, { width, size: 16, bold: true, colour: '#111111' });
  doc.fillColor('#444444');
  paragraph(
    t('planner.plan.saved', { date: f.date(plan.createdAt), version: String(plan.assumptionsVersion) }),
    { size: 9 },
  );
  paragraph(texts.plan(plan.id), { size: 9 });

  heading(t('planner.plan.answers'));
  for (const [label, value] of planAnswers(inputs, t, f, texts.list)) row(label, value);

  heading(t('planner.results.title'));
  if (estimate.technologyAssumed) {
    paragraph(t('planner.results.assumedTechnology'));
    doc.moveDown(0.3);
  }
  row(t('planner.results.area'), f.m2(estimate.growingAreaM2));
  row(
    t('planner.results.harvests'),
    `${f.number(estimate.harvestsPerYear)} (${t('planner.results.harvestsDetail', { days: translatePlural(lang, 'planner.how.days', figures.harvestCycleDays) })})`,
  );
  row(t('planner.results.yield'), f.kg(estimate.yieldKgPerYear));
  row(
    t('planner.results.water'),
    estimate.water.soilLitresPerYear > 0
      ? texts.clauses(
          f.litres(estimate.water.litresPerYear),
          t('planner.results.waterDetail', {
            percent: f.percent(estimate.water.savingPercent / 100),
            soil: f.litres(estimate.water.soilLitresPerYear),
          }),
        )
      : t('planner.results.waterNone'),
  );
  row(
    t('planner.results.investment'),
    `${f.money(estimate.investment.low)} - ${f.money(estimate.investment.high)}`,
  );
  row(t('planner.results.running'), f.money(estimate.running.total));
  row(t('planner.results.revenue'), f.money(estimate.revenuePerYear));
  row(t('planner.results.payback'), paybackText(estimate, t, String), true);

  if (estimate.crops.length > 0) {
    heading(t('planner.results.cropsTitle'));
    for (const crop of estimate.crops) {
      row(
        cropName(t, crop.crop),
        crop.grown
          ? texts.crop(
              f.m2(crop.areaM2),
              f.kg(crop.yieldKgPerHarvest),
              f.kg(crop.yieldKgPerYear),
              f.money(crop.revenuePerYear),
            )
          : t('planner.results.notGrown'),
      );
    }
  }

  heading(t('planner.results.runningTitle'));
  runningCosts(estimate, t, f).forEach(([label, amount], index) => row(label, f.money(amount), index >= 4));

  heading(t('planner.chart.title'));
  drawCashChart(doc, w, estimate.cashflow, left, width);

  heading(t('planner.how.title'));
  paragraph(
    t('planner.how.version', { version: String(assumptions.version), date: f.date(assumptions.publishedAt) }),
  );
  for (const group of cropGroupValues) {
    row(
      t(optionKey('group', group)),
      texts.yields(
        plannedTechnologies
          .map(
            (tech) =>
              `${t(optionKey('technology', tech))} ${f.number(figures.yieldKgPerM2Year[tech][group], 1)}`,
          )
          .join(' · '),
        f.number(figures.pricePerKg[group], 2),
      ),
    );
  }
  doc.moveDown(0.5);
  // An Arabic PDF gives the Arabic notes; a note the admin has not translated stays English, left to right,
  // as on the page (docs/decisions/184-planner-reference-model.md).
  for (const key of plannerSourceKeys) {
    const note = sourceNoteOf(figures, key, lang);
    if (!note.text) continue;
    paragraph(t(optionKey('source', key)), { bold: true });
    if (note.lang === 'ar') paragraph(note.text);
    else w.text(note.text, left, doc.y, { width, size: 10, direction: 'ltr' });
    doc.moveDown(0.2);
  }
  doc.end();
  return done;
}

/** The cumulative-cash band as vector lines, the same months and values the page's chart shows. */
function drawCashChart(
  doc: PDFKit.PDFDocument,
  w: PdfWriter,
  cashflow: StoredPlanWithFigures['estimate']['cashflow'],
  left: number,
  width: number,
) {
  const height = 150;
  if (doc.y + height + 30 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const top = doc.y + 4;
  const values = cashflow.flatMap((p) => [p.low, p.high, 0]);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const last = cashflow.at(-1)?.month ?? 36;
  // Time runs in the reading direction, as on the page: right to left in Arabic.
  const x = (month: number) => w.x(left + 60 + ((width - 60) * month) / last);
  const y = (value: number) => top + height - ((value - min) / span) * height;
  doc.lineWidth(0.5).strokeColor('#999999');
  doc.moveTo(x(0), y(0)).lineTo(x(last), y(0)).stroke();
  const plot = (key: 'low' | 'high', colour: string, dash: boolean) => {
    cashflow.forEach((p, i) =>
      i === 0 ? doc.moveTo(x(p.month), y(p[key])) : doc.lineTo(x(p.month), y(p[key])),
    );
    if (dash) doc.dash(4, { space: 3 });
    doc.lineWidth(1.5).strokeColor(colour).stroke();
    doc.undash();
  };
  plot('low', '#2f6324', false);
  plot('high', '#254e1d', true);
  const f = plannerFormat(w.lang);
  const texts = PDF_TEXTS[w.lang];
  const small = { size: 8 };
  doc.fillColor('#444444');
  const valueLabel = (text: string, value: number) =>
    w.text(text, left, y(value) - 4, { ...small, width: 55, align: 'end' });
  // In millions past AED 10 million, as the page's chart counts.
  const money = (value: number) =>
    Math.max(Math.abs(max), Math.abs(min)) >= 10_000_000
      ? texts.axisMoneyMillions(f.millions(value))
      : texts.axisMoney(f.thousands(value));
  valueLabel(money(max), max);
  // A band that never rises above (or falls below) zero has its end label there already; a zero too close
  // to an end's label would be drawn over it.
  const clear = (value: number) => Math.abs(y(0) - y(value)) >= 10;
  if (max !== 0 && min !== 0 && clear(max) && clear(min)) valueLabel(f.number(0), 0);
  valueLabel(money(min), min);
  for (let month = 0; month <= last; month += 6) {
    const centre = left + 60 + ((width - 60) * month) / last;
    w.text(f.number(month), centre - 10, top + height + 4, { ...small, width: 20, align: 'center' });
  }
  w.text(
    texts.legend(
      translate(w.lang, 'planner.chart.low'),
      translate(w.lang, 'planner.chart.high'),
      translate(w.lang, 'planner.chart.axisMonths'),
    ),
    left,
    top + height + 18,
    { width, size: 9, colour: '#111111' },
  );
  doc.moveDown(0.5);
}
