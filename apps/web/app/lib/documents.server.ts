import { MARKETING, TERMS } from '@farm/contract';
import PDFDocument from 'pdfkit';

/**
 * The documents the site offers, drawn with pdfkit (docs/decisions/052-documents-made-with-pdfkit.md): the
 * company magazine (a short brochure) and the Future Farmers school leaflet. Their figures come from the
 * contract's MARKETING and TERMS constants, so a brochure can never contradict the site.
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

function render(title: string, draw: (doc: Doc) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: title,
      Author: 'GreenGrow Farms',
      Subject: 'Sustainable indoor farming in the UAE',
      CreationDate: ISSUE_DATE,
      ModDate: ISSUE_DATE,
    },
    pdfVersion: '1.7',
    lang: 'en-AE',
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
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

/** The header band of an inside page. */
function pageHeader(doc: Doc, label: string, page: number) {
  doc.rect(0, 0, A4.width, 44).fill(GREEN);
  doc.fillColor('white').font('Helvetica-Bold').fontSize(10).text('GreenGrow Farms Magazine', MARGIN, 17);
  doc.font('Helvetica').text(`${label}  ·  ${page}`, MARGIN, 17, { width: CONTENT_WIDTH, align: 'right' });
  doc.fillColor(INK);
}

function heading(doc: Doc, text: string, size = 24) {
  doc.font('Helvetica-Bold').fontSize(size).fillColor(DARK).text(text, { width: CONTENT_WIDTH });
  doc.moveDown(0.4);
}

function paragraph(doc: Doc, text: string) {
  doc.font('Helvetica').fontSize(11.5).fillColor(INK).text(text, { width: CONTENT_WIDTH, lineGap: 3 });
  doc.moveDown(0.8);
}

function bullet(doc: Doc, text: string) {
  const y = doc.y + 5;
  doc.circle(MARGIN + 4, y, 3).fill(LEAF);
  doc
    .font('Helvetica')
    .fontSize(11.5)
    .fillColor(INK)
    .text(text, MARGIN + 16, doc.y, { width: CONTENT_WIDTH - 16, lineGap: 2 });
  doc.x = MARGIN;
  doc.moveDown(0.35);
}

function cover(doc: Doc) {
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
  doc.fillColor(SUN).font('Helvetica-Bold').fontSize(12).text(`ISSUE ${MARKETING.launchYear}`, MARGIN, 520);
  doc
    .fillColor('white')
    .fontSize(40)
    .text('Growing the Emirates', MARGIN, 545, { width: CONTENT_WIDTH, lineGap: 2 });
  doc
    .font('Helvetica')
    .fontSize(15)
    .fillColor('#dcedd6')
    .text(
      'Hydroponic, aquaponic and aeroponic farms for homes, businesses, industry and schools across the UAE.',
      MARGIN,
      doc.y + 12,
      { width: CONTENT_WIDTH - 40, lineGap: 3 },
    );
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor('white')
    // Inside the bottom margin, so pdfkit must not wrap it onto a new page.
    .text('GreenGrow Farms  ·  Dubai, United Arab Emirates', MARGIN, A4.height - 70, { lineBreak: false });
}

function aboutPage(doc: Doc) {
  doc.addPage();
  pageHeader(doc, 'About us', 2);
  doc.y = 80;
  heading(doc, 'Fresh food, grown where you live');
  paragraph(
    doc,
    `We design, build and look after soil-free farms that suit the desert climate. We launch in ${MARKETING.launchYear} with a plan to ${MARKETING.planYear}: a farm within reach of every home, business and school in the country.`,
  );
  const figures: [string, string][] = [
    [`${MARKETING.waterSavingPercent}%`, 'less water than open-field farming'],
    [`${MARKETING.harvestCycleDays} days`, 'from planting to harvest'],
    [`${MARKETING.maintenanceProgrammeMonths} months`, 'maintenance programme'],
    [
      `${MARKETING.returnOnInvestmentMonths.min}-${MARKETING.returnOnInvestmentMonths.max} months`,
      'return on investment for commercial farms',
    ],
  ];
  const top = doc.y + 6;
  const boxWidth = (CONTENT_WIDTH - 12) / 2;
  figures.forEach(([value, label], index) => {
    const x = MARGIN + (index % 2) * (boxWidth + 12);
    const y = top + Math.floor(index / 2) * 92;
    doc.roundedRect(x, y, boxWidth, 80, 10).fill(PALE);
    doc
      .fillColor(GREEN)
      .font('Helvetica-Bold')
      .fontSize(24)
      .text(value, x + 16, y + 14, { width: boxWidth - 32 });
    doc
      .fillColor(MUTED)
      .font('Helvetica')
      .fontSize(11)
      .text(label, x + 16, y + 48, { width: boxWidth - 32 });
  });
  doc.x = MARGIN;
  doc.y = top + 200;
  heading(doc, 'Who we grow for', 18);
  bullet(doc, 'Residential: countertop kits, balcony towers and villa or rooftop farms.');
  bullet(doc, 'Commercial: herb walls, in-store micro-farms and grow rooms for restaurants and retailers.');
  bullet(doc, 'Industrial: container and warehouse farms with climate control and automation.');
  bullet(doc, 'Institutional: learning farms for schools, therapy gardens and community farms.');
  doc.moveDown(0.6);
  heading(doc, 'Why customers choose us', 18);
  bullet(doc, 'Pesticide-free produce grown in clean, controlled rooms.');
  bullet(doc, `A harvest every ${MARKETING.harvestCycleDays} days, all year round.`);
  bullet(
    doc,
    `Every new grower completes a ${MARKETING.probationMonths}-month probation before leading a site.`,
  );
}

function technologiesPage(doc: Doc) {
  doc.addPage();
  pageHeader(doc, 'How we grow', 3);
  doc.y = 80;
  heading(doc, 'Three ways to grow without soil');
  const systems: [string, string, (x: number, y: number) => void][] = [
    [
      'Hydroponics',
      'Plants grow in a recirculating film of nutrient water in food-grade channels. Ideal for lettuce, herbs, strawberries and fruiting vegetables.',
      (x, y) => {
        doc.roundedRect(x, y + 42, 120, 10, 5).fill('#cfd8dc');
        for (let k = 0; k < 4; k++) lettuce(doc, x + 18 + k * 28, y + 44, 22);
      },
    ],
    [
      'Aquaponics',
      'Fish and plants share one loop: fish waste feeds the plants, and the plants clean the water. Suited to tilapia and leafy greens.',
      (x, y) => {
        doc.roundedRect(x, y + 24, 120, 40, 6).fill('#6cc4e0');
        for (let k = 0; k < 3; k++) doc.ellipse(x + 25 + k * 35, y + 44, 10, 5).fill('#ffb74d');
        for (let k = 0; k < 4; k++) lettuce(doc, x + 18 + k * 28, y + 22, 18);
      },
    ],
    [
      'Aeroponics',
      'Roots hang in the air and are fed by a fine nutrient mist: the most oxygen, the least water and the fastest growth.',
      (x, y) => {
        doc.roundedRect(x + 45, y - 6, 30, 72, 12).fillAndStroke('#ffffff', '#90a4ae');
        for (let k = 0; k < 3; k++) lettuce(doc, x + (k % 2 ? 84 : 36), y + 14 + k * 18, 16);
        for (let k = 0; k < 14; k++)
          doc.circle(x + 20 + ((k * 37) % 80), y + 50 + ((k * 13) % 14), 1.6).fill('#90caf9');
      },
    ],
  ];
  for (const [name, text, drawing] of systems) {
    const y = doc.y + 6;
    doc.roundedRect(MARGIN, y, CONTENT_WIDTH, 130, 12).fill(PALE);
    drawing(MARGIN + 18, y + 30);
    doc
      .fillColor(DARK)
      .font('Helvetica-Bold')
      .fontSize(17)
      .text(name, MARGIN + 160, y + 22, { width: CONTENT_WIDTH - 180 });
    doc
      .fillColor(INK)
      .font('Helvetica')
      .fontSize(11.5)
      .text(text, MARGIN + 160, doc.y + 6, {
        width: CONTENT_WIDTH - 180,
        lineGap: 3,
      });
    doc.x = MARGIN;
    doc.y = y + 146;
  }
  paragraph(
    doc,
    'Not sure which system suits your space? A site visit tells us your space, water, power and the crops you want, and our proposal recommends one.',
  );
}

function workingPage(doc: Doc) {
  doc.addPage();
  pageHeader(doc, 'Working with us', 4);
  doc.y = 80;
  heading(doc, 'From site visit to harvest');
  const steps = [
    ['Listen', 'A site visit to understand your space, water, power and goals.'],
    ['Design', `A system, a crop plan and a costed proposal, valid for ${TERMS.proposalValidityDays} days.`],
    ['Build', 'Installation, commissioning and training for the people who will run it.'],
    [
      'Care',
      `Our ${MARKETING.maintenanceProgrammeMonths}-month maintenance programme: visits, monitoring and repairs.`,
    ],
  ];
  steps.forEach(([title, text], index) => {
    const y = doc.y + 4;
    doc.circle(MARGIN + 14, y + 10, 14).fill(GREEN);
    doc
      .fillColor('white')
      .font('Helvetica-Bold')
      .fontSize(12)
      .text(String(index + 1), MARGIN + 4, y + 4, { width: 20, align: 'center' });
    doc
      .fillColor(DARK)
      .font('Helvetica-Bold')
      .fontSize(13)
      .text(title, MARGIN + 40, y, { width: CONTENT_WIDTH - 40 });
    doc
      .fillColor(INK)
      .font('Helvetica')
      .fontSize(11.5)
      .text(text, MARGIN + 40, doc.y + 2, { width: CONTENT_WIDTH - 40 });
    doc.x = MARGIN;
    doc.moveDown(0.9);
  });
  doc.moveDown(0.4);
  heading(doc, 'Project terms in brief', 18);
  bullet(doc, `Proposals are valid for ${TERMS.proposalValidityDays} days.`);
  bullet(
    doc,
    `Payments: ${TERMS.paymentSchedule.map((stage) => `${stage.percent}% ${stage.label.toLowerCase()}`).join(', ')}.`,
  );
  bullet(doc, 'Payments are non-refundable once work begins.');
  bullet(doc, `Systems carry a ${TERMS.warrantyMonths}-month limited warranty.`);
  bullet(doc, 'Annual maintenance contracts are charged separately.');
  const boxY = Math.max(doc.y + 20, 640);
  doc.roundedRect(MARGIN, boxY, CONTENT_WIDTH, 110, 14).fill(GREEN);
  doc
    .fillColor('white')
    .font('Helvetica-Bold')
    .fontSize(20)
    .text('Ready to grow your own?', MARGIN + 24, boxY + 22);
  doc
    .font('Helvetica')
    .fontSize(12)
    .fillColor('#dcedd6')
    .text('Send us an enquiry from our website and we will arrange a site visit.', MARGIN + 24, doc.y + 8, {
      width: CONTENT_WIDTH - 48,
    });
}

/** The company magazine: a cover and three inside pages. */
export function renderMagazine(): Promise<Buffer> {
  return render('GreenGrow Farms Magazine: Growing the Emirates', (doc) => {
    cover(doc);
    aboutPage(doc);
    technologiesPage(doc);
    workingPage(doc);
  });
}

/** The Future Farmers leaflet the institutional pages offer ('Future Farmers from the school'). */
export function renderSchoolProgramme(): Promise<Buffer> {
  return render('Future Farmers from the school', (doc) => {
    doc.rect(0, 0, A4.width, 220).fill(GREEN);
    for (let k = 0; k < 9; k++) lettuce(doc, 70 + k * 58, 205, 34);
    doc
      .fillColor(SUN)
      .font('Helvetica-Bold')
      .fontSize(12)
      .text('GREENGROW FARMS SCHOOL PROGRAMME', MARGIN, 50);
    doc
      .fillColor('white')
      .fontSize(32)
      .text('Future Farmers from the school', MARGIN, 72, { width: CONTENT_WIDTH });
    doc.x = MARGIN;
    doc.y = 250;
    paragraph(
      doc,
      'A hands-on programme that brings a working hydroponic farm into the classroom. Pupils plant, measure, harvest and share their own crops across one school year.',
    );
    heading(doc, 'What the school receives', 18);
    bullet(doc, 'A classroom grow cart with lights, sized for your space, installed and maintained.');
    bullet(doc, 'Lesson plans for grades 3 to 9 linking biology, chemistry, mathematics and sustainability.');
    bullet(doc, 'Seeds, nutrients and pH kits for the whole year.');
    bullet(doc, 'Teacher training and a visit from our agronomists every term.');
    doc.moveDown(0.6);
    heading(doc, 'What pupils learn', 18);
    bullet(doc, 'Biology: germination, roots and photosynthesis, seen every day.');
    bullet(doc, 'Chemistry: pH and nutrient strength, measured and logged.');
    bullet(
      doc,
      `Mathematics: growth charts, harvest weights and a ${MARKETING.harvestCycleDays}-day crop cycle.`,
    );
    bullet(
      doc,
      `Sustainability: why the system uses up to ${MARKETING.waterSavingPercent}% less water than a field.`,
    );
    doc.moveDown(0.6);
    heading(doc, 'How to join', 18);
    paragraph(
      doc,
      'Send an enquiry from the Institutional page of our website. We visit the school, agree the space and the timetable with you, and install the cart before the term starts.',
    );
  });
}

/** Each document is drawn once per process, on first request. */
function once(make: () => Promise<Buffer>): () => Promise<Buffer> {
  let made: Promise<Buffer> | undefined;
  return () => {
    made ??= make().catch((error: unknown) => {
      made = undefined;
      throw error;
    });
    return made;
  };
}

export const magazinePdf = once(renderMagazine);
export const schoolProgrammePdf = once(renderSchoolProgramme);

/** A PDF answer that downloads under `fileName` (Content-Disposition: attachment). */
export function pdfDownload(body: Buffer, fileName: string): Response {
  return new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(body.length),
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
