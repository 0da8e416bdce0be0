import {
  cropOptions,
  estimatePlan,
  plannerInputsSchema,
  referencePlannerFigures,
  type StoredPlanWithFigures,
} from '@farm/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '#app/i18n/messages';
import { type InspectedPdf, inspectPdf, readingText } from '#tests/pdf-inspect';
import { keptPlanPdf, planPdf } from '#app/planner/plan-pdf.server';
import { optionKey } from '#app/i18n/option-labels';

const inputs = plannerInputsSchema.parse({
  location: 'dubai',
  spaceType: 'indoor',
  siteArea: '100-300',
  technology: 'hydroponics',
  crops: ['butterhead-lettuce', 'basil', 'tilapia'],
  budget: '50000-100000',
});
const plan: StoredPlanWithFigures = {
  id: 'AbCdEfGhIjKlMnOpQrStUv',
  createdAt: '2026-11-20T10:00:00.000Z',
  inputs,
  assumptionsVersion: 1,
  estimate: estimatePlan(inputs, referencePlannerFigures),
  assumptions: {
    version: 1,
    publishedAt: '2026-11-01T00:00:00.000Z',
    note: 'First',
    figures: referencePlannerFigures,
  },
};

describe('the plan as a PDF', () => {
  it('cuts a word wider than the line in an Arabic note, so nothing runs off the page', async () => {
    const address = `https://example.com/${'farm-data-'.repeat(30)}`;
    const figures = {
      ...referencePlannerFigures,
      sourcesAr: { ...referencePlannerFigures.sourcesAr, yield: `المصدر: ${address}` },
    };
    const pdf = inspectPdf(await planPdf({ ...plan, assumptions: { ...plan.assumptions, figures } }, 'ar'));
    const pieces = pdf.runs.filter((run) => run.text.includes('farm-data'));
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.map((run) => run.text.trim()).join('')).toContain('farm-data-'.repeat(30).slice(0, 100));
    for (const run of pdf.runs) expect(run.x, run.text).toBeGreaterThanOrEqual(0);
  });

  it('draws an Arabic note the admin wrote on two lines as two lines, in order', async () => {
    const figures = {
      ...referencePlannerFigures,
      // As a textarea posts it: a carriage return and a line feed.
      sourcesAr: { ...referencePlannerFigures.sourcesAr, yield: 'السطر الأول\r\nالسطر الثاني' },
    };
    const twoLines = { ...plan, assumptions: { ...plan.assumptions, figures } };
    const pdf = inspectPdf(await planPdf(twoLines, 'ar'));
    const first = pdf.runs.find((run) => run.text.includes('الأول'));
    const second = pdf.runs.find((run) => run.text.includes('الثاني'));
    expect(first?.text.trim()).toBe('السطر الأول');
    expect(second?.text.trim()).toBe('السطر الثاني');
    // Below it (PDF space counts up from the page's foot), unless on the next page.
    expect(second?.page === first?.page ? (second?.y ?? 0) < (first?.y ?? 0) : true).toBe(true);
  });

  it('is drawn once per plan and language, and again for a plan whose content differs', async () => {
    const first = await keptPlanPdf(plan, 'ar');
    expect(await keptPlanPdf(plan, 'ar')).toBe(first);
    expect(await keptPlanPdf(plan, 'en')).not.toBe(first);
    const changed = { ...plan, createdAt: '2026-11-21T10:00:00.000Z' };
    expect(await keptPlanPdf(changed, 'ar')).not.toBe(first);
  });

  it('stays English in Helvetica for an English visitor', async () => {
    const pdf = inspectPdf(await planPdf(plan, 'en'));
    expect(pdf.info('Title')).toBe('Your saved farm plan');
    expect(pdf.embeddedFonts).toEqual([]);
  });

  it('keeps each row whole on one page, however many crops turn the pages', async () => {
    const every = plannerInputsSchema.parse({ ...inputs, crops: cropOptions.map(({ value }) => value) });
    const long = { ...plan, inputs: every, estimate: estimatePlan(every, referencePlannerFigures) };
    // Read back in Arabic (the English one's standard fonts carry no text map); both draw rows alike.
    for (const lang of ['ar'] as const) {
      const pdf = inspectPdf(await planPdf(long, lang));
      expect(Math.max(...pdf.runs.map((run) => run.page)), lang).toBeGreaterThan(1);
      const labels = cropOptions.flatMap(({ value }) => {
        const name = translate(lang, optionKey('crop', value));
        return pdf.runs.filter((run) => run.text === name).slice(-1);
      });
      // The rows whose name is one run (the last of its name: the answers list them too, in one line).
      expect(labels.length, lang).toBeGreaterThan(cropOptions.length / 2);
      for (const label of labels) {
        const name = label.text;
        // Its figures are drawn on the same line of the same page.
        const beside = pdf.runs.filter(
          (run) => run !== label && run.page === label.page && Math.abs(run.y - label.y) < 1,
        );
        expect(beside.length, `${lang}: ${name}`).toBeGreaterThan(0);
      }
    }
  });

  describe('in Arabic', () => {
    let pdf: InspectedPdf;
    let text: string;
    beforeAll(async () => {
      pdf = inspectPdf(await planPdf(plan, 'ar'));
      text = readingText(pdf);
    });

    it('has an Arabic title and language, and Readex Pro embedded for every text', () => {
      expect(pdf.info('Title')).toBe(translate('ar', 'planner.plan.meta.title'));
      expect(pdf.info('Lang')).toBe('ar-AE');
      expect(new Set(pdf.embeddedFonts)).toEqual(new Set(['ReadexPro-Regular', 'ReadexPro-Bold']));
      expect(pdf.usedFonts.every((font) => font.startsWith('ReadexPro-'))).toBe(true);
    });

    it('reads in Arabic, in order: the answers, the estimate and how it was made', () => {
      for (const phrase of [
        translate('ar', 'planner.plan.title'),
        `رقم الخطة ${plan.id}`,
        `${translate('ar', 'planner.form.location')}${translate('ar', 'planner.emirate.dubai')}`,
        // Basil is named with its group: the microgreens have a basil too.
        'خس زبدي، ريحان )أعشاب(، بلطي',
        translate('ar', 'planner.results.runningTitle'),
        translate('ar', 'planner.chart.title'),
        'حصاد كل 45 يوماً',
      ]) {
        expect(text).toContain(phrase);
      }
    });

    it('has none of the English version’s sentences; Latin only in the names the Arabic notes cite', () => {
      for (const sentence of [
        'Your saved plan',
        'Your answers',
        'Running costs a year',
        'per harvest',
        'Cumulative cash over 36 months',
        'How we estimate',
      ]) {
        expect(text).not.toContain(sentence);
      }
      // Latin letters are left only in the names the Arabic source notes cite (authors, agencies).
      const english = pdf.runs.filter((run) => /[A-Za-z]{4,}/.test(run.text) && !run.text.includes(plan.id));
      const notes = Object.values(referencePlannerFigures.sourcesAr).join(' ');
      for (const run of english) expect(notes).toContain(run.text.trim());
    });
  });
});
