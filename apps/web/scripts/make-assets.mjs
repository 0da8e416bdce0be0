// Writes the placeholder assets the project makes itself (DECISIONS.md 16): the magazine and the school
// programme as real PDFs written by hand, the fallback category image, the hero picture and the favicon.
// Nothing is downloaded. Run: pnpm --filter @farm/web assets
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');

/** PDF string literal: backslash and parentheses escaped; the standard fonts take Latin-1 text only. */
const pdfText = (text) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '-')})`;

/**
 * A minimal, valid PDF 1.4: A4 pages of text in Helvetica, each page a list of [size, text] lines, with
 * a green band across the top. Byte offsets for the cross-reference table are counted as we go.
 */
function makePdf(title, pages) {
  const objects = [];
  const add = (body) => objects.push(body) && objects.length;
  const catalogId = add(null);
  const pagesId = add(null);
  const fontId = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const boldId = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  );
  const pageIds = pages.map((lines) => {
    let y = 740;
    const text = lines
      .map(([size, line, bold]) => {
        const op = `BT /${bold ? 'F2' : 'F1'} ${size} Tf 56 ${y} Td ${pdfText(line)} Tj ET`;
        y -= size * 1.6;
        return op;
      })
      .join('\n');
    const stream = `0.18 0.39 0.14 rg 0 792 595 50 re f\n1 1 1 rg BT /F2 14 Tf 56 810 Td ${pdfText(title)} Tj ET\n0.1 0.1 0.1 rg\n${text}`;
    const contentId = add(
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    );
    return add(
      `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 595 842] /Contents ${contentId} 0 R /Resources << /Font << /F1 ${fontId} 0 R /F2 ${boldId} 0 R >> >> >>`,
    );
  });
  objects[catalogId - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`;
  objects[pagesId - 1] =
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  const infoId = add(`<< /Title ${pdfText(title)} /Producer (GreenGrow Farms) >>`);

  let out = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = Buffer.byteLength(out, 'latin1');
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalogId} 0 R /Info ${infoId} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const magazine = makePdf('GreenGrow Farms Magazine - Growing the Emirates', [
  [
    [26, 'Fresh food, grown where you live', true],
    [12, ''],
    [12, 'Indoor farming lets families, restaurants and whole communities in the UAE'],
    [12, 'harvest leafy greens, herbs and fruiting vegetables every 45 days, all year'],
    [12, 'round, using up to 95% less water than open-field farming.'],
    [12, ''],
    [16, 'Inside this issue', true],
    [12, '1. Hydroponics, aquaponics and aeroponics: which system suits your space?'],
    [12, "2. A balcony tower in Dubai Marina: one family's first harvest"],
    [12, '3. Restaurant walls of basil and mint: kitchen-to-plate in minutes'],
    [12, '4. Our 60-month maintenance programme, explained'],
    [12, '5. Planning a commercial farm: 12-14 month return-on-investment models'],
  ],
  [
    [20, 'Three ways to grow without soil', true],
    [12, ''],
    [14, 'Hydroponics', true],
    [12, 'Roots sit in a flowing, nutrient-rich water film. Ideal for lettuce and herbs.'],
    [14, 'Aquaponics', true],
    [12, 'Fish feed the plants and the plants clean the water: a living, closed loop.'],
    [14, 'Aeroponics', true],
    [12, 'Roots hang in the air and are misted with nutrients: fastest growth, least water.'],
    [12, ''],
    [12, 'Ask us for a site visit: we design, build and maintain every system we sell.'],
  ],
]);

const school = makePdf('Future Farmers from the school', [
  [
    [24, 'Future Farmers: a school growing programme', true],
    [12, ''],
    [12, 'A hands-on programme that brings a working hydroponic farm into the classroom.'],
    [12, 'Students plant, measure, harvest and sell their own crops across one school year.'],
    [12, ''],
    [16, 'What the school receives', true],
    [12, '- A classroom grow system sized for your space, installed and maintained'],
    [12, '- Lesson plans linking biology, chemistry, mathematics and sustainability'],
    [12, '- Seeds, nutrients and pH kits for the whole year'],
    [12, '- Teacher training and a termly visit from our agronomists'],
    [12, ''],
    [16, 'How to join', true],
    [12, 'Send an enquiry from our Institutional service page and we will call you back.'],
  ],
]);

const categoryFallback = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img" aria-label="Seedling">
  <rect width="400" height="300" fill="#f0f7ee"/>
  <rect y="220" width="400" height="80" fill="#dcedd6"/>
  <path d="M200 230 C200 190 200 170 200 150" stroke="#3a7a2c" stroke-width="8" fill="none" stroke-linecap="round"/>
  <path d="M200 170 C170 170 145 150 140 115 C175 115 198 135 200 170 Z" fill="#4b8f3a"/>
  <path d="M200 150 C230 150 258 128 262 92 C225 92 202 115 200 150 Z" fill="#8cc27a"/>
  <ellipse cx="200" cy="232" rx="60" ry="10" fill="#6b4f2a" opacity="0.35"/>
</svg>
`;

const hero = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480" width="640" height="480">
  <rect width="640" height="480" rx="24" fill="#f0f7ee"/>
  <rect x="40" y="40" width="560" height="24" rx="8" fill="#f2c14e" opacity="0.9"/>
  ${[0, 1, 2, 3]
    .map(
      (row) => `<rect x="60" y="${110 + row * 90}" width="520" height="14" rx="7" fill="#6b4f2a"/>
  ${Array.from({ length: 9 }, (_, i) => {
    const x = 90 + i * 58;
    const y = 110 + row * 90;
    return `<path d="M${x} ${y} C${x - 22} ${y - 8} ${x - 26} ${y - 40} ${x - 8} ${y - 50} C${x + 4} ${y - 34} ${x + 4} ${y - 16} ${x} ${y} Z" fill="#4b8f3a"/><path d="M${x} ${y} C${x + 22} ${y - 10} ${x + 28} ${y - 38} ${x + 12} ${y - 52} C${x - 2} ${y - 36} ${x - 2} ${y - 16} ${x} ${y} Z" fill="#8cc27a"/>`;
  }).join('')}`,
    )
    .join('\n  ')}
  <rect x="40" y="440" width="560" height="8" rx="4" fill="#2f6324"/>
</svg>
`;

const favicon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#2f6324"/><path d="M9 24c0-9 5-14 15-15 0 9-5 15-14 15" fill="#8cc27a"/><path d="M9 24c3-4 6-7 10-9" stroke="#fff" stroke-width="1.6" fill="none" stroke-linecap="round"/></svg>
`;

// The empty cart and wishlist (spec 4: a no-product image when empty): a basket and a heart, each with a sprout.
const emptyCart = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 180" width="240" height="180">
  <ellipse cx="120" cy="160" rx="88" ry="10" fill="#dcedd6"/>
  <path d="M40 40h22l18 78h96l16-58H72" fill="none" stroke="#2f6324" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>
  <circle cx="90" cy="140" r="10" fill="#2f6324"/>
  <circle cx="164" cy="140" r="10" fill="#2f6324"/>
  <path d="M120 86c-10-22 4-38 22-40-2 20-10 34-22 40z" fill="#8cc27a"/>
  <path d="M118 86c4-18-6-30-20-30 0 16 8 26 20 30z" fill="#4b8f3a"/>
  <path d="M119 86v14" stroke="#254e1d" stroke-width="4" stroke-linecap="round"/>
</svg>
`;

const emptyWishlist = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 180" width="240" height="180">
  <ellipse cx="120" cy="160" rx="88" ry="10" fill="#dcedd6"/>
  <path d="M120 142S58 104 58 66c0-20 15-34 33-34 13 0 23 7 29 18 6-11 16-18 29-18 18 0 33 14 33 34 0 38-62 76-62 76z" fill="#f0f7ee" stroke="#2f6324" stroke-width="8" stroke-linejoin="round"/>
  <path d="M120 112c-10-20 3-36 20-38-2 18-9 32-20 38z" fill="#8cc27a"/>
  <path d="M118 112c4-16-5-28-18-28 0 15 7 24 18 28z" fill="#4b8f3a"/>
</svg>
`;

mkdirSync(path.join(publicDir, 'images'), { recursive: true });
writeFileSync(path.join(publicDir, 'Magazine.pdf'), magazine);
writeFileSync(path.join(publicDir, 'future-farmers-school.pdf'), school);
writeFileSync(path.join(publicDir, 'images', 'category-fallback.svg'), categoryFallback);
writeFileSync(path.join(publicDir, 'images', 'hero-farm.svg'), hero);
writeFileSync(path.join(publicDir, 'images', 'empty-cart.svg'), emptyCart);
writeFileSync(path.join(publicDir, 'images', 'empty-wishlist.svg'), emptyWishlist);
writeFileSync(path.join(publicDir, 'favicon.svg'), favicon);
console.log(`Assets written to ${publicDir}`);
