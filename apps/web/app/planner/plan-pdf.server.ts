import { cropGroupValues, plannedTechnologies, type StoredPlanWithFigures } from '@farm/contract';
import PDFDocument from 'pdfkit';
import { translate } from '#app/i18n/messages';
import { plannerFormat } from '#app/planner/format';
import { optionKey } from '#app/planner/labels';

/**
 * The plan as a PDF, in English. PDFKit shapes Arabic letters but lays every line out left to
 * right, so Arabic words came out in reverse order; rather than ship broken text, the PDF is English for
 * every visitor (docs/decisions/063-planner-pdf-in-english.md).
 */
export function planPdf(plan: StoredPlanWithFigures): Promise<Buffer> {
  const t = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) =>
    translate('en', key, params);
  const f = plannerFormat('en');
  const { inputs, estimate, assumptions } = plan;
  const figures = assumptions.figures;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: t('planner.plan.meta.title'), Author: t('brand.name') },
  });
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
    doc
      .moveDown(0.8)
      .font('Helvetica-Bold')
      .fontSize(13)
      .fillColor('#254e1d')
      .text(text, left, doc.y, { width });
    doc.moveDown(0.3).font('Helvetica').fontSize(10).fillColor('#111111');
  };
  const row = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    doc.text(label, left, y, { width: width * 0.55 });
    const labelBottom = doc.y;
    doc.text(value, left + width * 0.55, y, { width: width * 0.45, align: 'right' });
    doc.y = Math.max(labelBottom, doc.y) + 2;
  };

  doc.font('Helvetica-Bold').fontSize(20).fillColor('#254e1d').text(t('brand.name'), left, doc.y, { width });
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#111111').text(t('planner.plan.title'));
  doc.font('Helvetica').fontSize(9).fillColor('#444444');
  doc.text(
    t('planner.plan.saved', { date: f.date(plan.createdAt), version: String(plan.assumptionsVersion) }),
  );
  doc.text(`Plan ${plan.id}`);

  heading(t('planner.plan.answers'));
  row(t('planner.form.location'), t(optionKey('emirate', inputs.location)));
  row(t('planner.form.spaceType'), t(optionKey('space', inputs.spaceType)));
  row(
    t('planner.form.siteArea'),
    inputs.siteArea === 'custom' && inputs.siteAreaCustom !== undefined
      ? inputs.areaUnit === 'm2'
        ? f.m2(inputs.siteAreaCustom)
        : f.sqft(inputs.siteAreaCustom)
      : t(optionKey('siteArea', inputs.siteArea)),
  );
  row(t('planner.form.technology'), t(optionKey('technology', inputs.technology)));
  row(
    t('planner.form.crops'),
    inputs.crops.length > 0
      ? inputs.crops.map((crop) => t(optionKey('crop', crop))).join(', ')
      : t('planner.plan.noCrops'),
  );
  row(
    t('planner.form.budget'),
    inputs.budget ? t(optionKey('budget', inputs.budget)) : t('planner.form.noBudget'),
  );

  heading(t('planner.results.title'));
  if (estimate.technologyAssumed) doc.text(t('planner.results.assumedTechnology')).moveDown(0.3);
  row(t('planner.results.area'), f.m2(estimate.growingAreaM2));
  row(
    t('planner.results.harvests'),
    `${f.number(estimate.harvestsPerYear)} (${t('planner.results.harvestsDetail', { days: f.number(figures.harvestCycleDays) })})`,
  );
  row(t('planner.results.yield'), f.kg(estimate.yieldKgPerYear));
  row(
    t('planner.results.water'),
    estimate.water.soilLitresPerYear > 0
      ? `${f.litres(estimate.water.litresPerYear)}; ${t('planner.results.waterDetail', {
          percent: f.percent(estimate.water.savingPercent / 100),
          soil: f.litres(estimate.water.soilLitresPerYear),
        })}`
      : t('planner.results.waterNone'),
  );
  row(
    t('planner.results.investment'),
    `${f.money(estimate.investment.low)} - ${f.money(estimate.investment.high)}`,
  );
  row(t('planner.results.running'), f.money(estimate.running.total));
  row(t('planner.results.revenue'), f.money(estimate.revenuePerYear));
  const { low, high } = estimate.paybackMonths;
  row(
    t('planner.results.payback'),
    low === null
      ? t('planner.results.paybackNever')
      : high === null
        ? t('planner.results.paybackHigh', { low })
        : low === high
          ? t('planner.results.paybackOne', { month: low })
          : t('planner.results.paybackRange', { low, high }),
    true,
  );

  if (estimate.crops.length > 0) {
    heading(t('planner.results.cropsTitle'));
    for (const crop of estimate.crops) {
      row(
        t(optionKey('crop', crop.crop)),
        crop.grown
          ? `${f.m2(crop.areaM2)} · ${f.kg(crop.yieldKgPerHarvest)} per harvest · ${f.kg(crop.yieldKgPerYear)} a year · ${f.money(crop.revenuePerYear)}`
          : t('planner.results.notGrown'),
      );
    }
  }

  heading(t('planner.results.runningTitle'));
  row(
    t('planner.results.energy', { kwh: f.kwh(estimate.energyKwhPerYear) }),
    f.money(estimate.running.energy),
  );
  row(t('planner.results.waterBill'), f.money(estimate.running.water));
  row(t('planner.results.consumables'), f.money(estimate.running.consumables));
  row(t('planner.results.labour'), f.money(estimate.running.labour));
  row(t('planner.results.total'), f.money(estimate.running.total), true);
  row(t('planner.results.net'), f.money(estimate.netPerYear), true);

  heading(t('planner.chart.title'));
  drawCashChart(doc, estimate.cashflow, left, width);

  heading(t('planner.how.title'));
  doc.text(
    t('planner.how.version', { version: String(assumptions.version), date: f.date(assumptions.publishedAt) }),
  );
  for (const group of cropGroupValues) {
    row(
      t(optionKey('group', group)),
      plannedTechnologies
        .map(
          (tech) =>
            `${t(optionKey('technology', tech))} ${f.number(figures.yieldKgPerM2Year[tech][group], 1)}`,
        )
        .join(' · ') + ` kg/m²/y · AED ${f.number(figures.pricePerKg[group], 2)}/kg`,
    );
  }
  doc.moveDown(0.5);
  for (const [key, note] of Object.entries(figures.sources)) {
    if (!note) continue;
    doc.font('Helvetica-Bold').text(t(optionKey('source', key)), left, doc.y, { width });
    doc.font('Helvetica').text(note, { width });
    doc.moveDown(0.2);
  }
  doc.end();
  return done;
}

/** The cumulative-cash band as vector lines, the same months and values the page's chart shows. */
function drawCashChart(
  doc: PDFKit.PDFDocument,
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
  const x = (month: number) => left + 60 + ((width - 60) * month) / last;
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
  const f = plannerFormat('en');
  doc.fontSize(8).fillColor('#444444');
  doc.text(`AED ${f.thousands(max)}K`, left, y(max) - 4, { width: 55, align: 'right' });
  doc.text('0', left, y(0) - 4, { width: 55, align: 'right' });
  doc.text(`AED ${f.thousands(min)}K`, left, y(min) - 4, { width: 55, align: 'right' });
  for (let month = 0; month <= last; month += 6) {
    doc.text(String(month), x(month) - 10, top + height + 4, { width: 20, align: 'center' });
  }
  doc.fontSize(9).fillColor('#111111');
  doc.text(
    `${translate('en', 'planner.chart.low')} (solid), ${translate('en', 'planner.chart.high')} (dashed); ${translate('en', 'planner.chart.axisMonths')}`,
    left,
    top + height + 18,
    { width },
  );
  doc.moveDown(0.5);
}
