import { beforeAll, describe, expect, it } from 'vitest';
import { pdfDownload, renderMagazine, renderSchoolProgramme } from '#app/lib/documents.server';
import { type InspectedPdf, inspectPdf, readingText } from '#tests/pdf-inspect';

const pages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

describe('the documents the site offers', () => {
  it('draws the magazine as a four-page PDF, the same bytes every time', async () => {
    const [first, second] = await Promise.all([renderMagazine(), renderMagazine()]);
    expect(first.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pages(first)).toBe(4);
    expect(first.equals(second)).toBe(true);
    // The English magazine stays in the PDF's built-in Helvetica: no font file inside.
    expect(inspectPdf(first).embeddedFonts).toEqual([]);
  });

  it('draws the school leaflet on one page', async () => {
    const leaflet = await renderSchoolProgramme();
    expect(leaflet.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pages(leaflet)).toBe(1);
  });

  it('answers a download in the language it was made in, varying with the language cookie', () => {
    const arabic = pdfDownload(Buffer.from('%PDF-'), 'Magazine.pdf', 'ar');
    expect(arabic.headers.get('Content-Language')).toBe('ar-AE');
    expect(arabic.headers.get('Vary')).toBe('Cookie');
    expect(arabic.headers.get('Content-Disposition')).toBe('attachment; filename="Magazine.pdf"');
  });
});

describe('the Arabic magazine', () => {
  let bytes: Buffer;
  let pdf: InspectedPdf;
  beforeAll(async () => {
    bytes = await renderMagazine('ar');
    pdf = inspectPdf(bytes);
  });

  it('has the four pages, an Arabic title and language, and Readex Pro embedded for every text', () => {
    expect(pages(bytes)).toBe(4);
    expect(pdf.info('Title')).toBe('مجلة مزارع جرين جرو: نزرع الإمارات');
    expect(pdf.info('Lang')).toBe('ar-AE');
    expect(new Set(pdf.embeddedFonts)).toEqual(new Set(['ReadexPro-Regular', 'ReadexPro-Bold']));
    expect(pdf.usedFonts.every((font) => font.startsWith('ReadexPro-'))).toBe(true);
  });

  it('reads in Arabic, in order, with the figures the site advertises', () => {
    const text = readingText(pdf);
    for (const phrase of [
      'نزرع الإمارات',
      'غذاء طازج يُزرع حيث تعيش',
      'ننطلق في 2025 بخطة تمتد حتى 2030',
      'ثلاث طرق للزراعة بلا تربة',
      'الدفعات: 10% عند تأكيد الطلب، 30% قبل بدء العمل',
      'تتمتع الأنظمة بضمان محدود لمدة 36 شهرًا.',
      'هل أنت مستعد لتزرع بنفسك؟',
    ]) {
      expect(text).toContain(phrase);
    }
  });

  it('has none of the English edition’s sentences', () => {
    const text = readingText(pdf);
    for (const sentence of [
      'Growing the Emirates',
      'Fresh food, grown where you live',
      'Three ways to grow without soil',
      'Payments are non-refundable once work begins.',
      'Ready to grow your own?',
    ]) {
      expect(text).not.toContain(sentence);
    }
    expect(text).not.toMatch(/[A-Za-z]{3,}/);
  });
});

describe('the school leaflet in both languages', () => {
  let english: Buffer;
  let arabic: Buffer;
  let pdf: InspectedPdf;
  beforeAll(async () => {
    [english, arabic] = await Promise.all([renderSchoolProgramme('en'), renderSchoolProgramme('ar')]);
    pdf = inspectPdf(arabic);
  });

  it('keeps the English leaflet as it was: Helvetica, en-AE, its English title, and the default', async () => {
    const inspected = inspectPdf(english);
    expect(inspected.info('Title')).toBe('Future Farmers from the school');
    expect(inspected.info('Author')).toBe('GreenGrow Farms');
    expect(inspected.info('Lang')).toBe('en-AE');
    expect(inspected.embeddedFonts).toEqual([]);
    expect(english.equals(await renderSchoolProgramme())).toBe(true);
    expect(english.equals(arabic)).toBe(false);
  });

  it('draws the Arabic leaflet on one page, with an Arabic title and language, all in Readex Pro', () => {
    expect(pages(arabic)).toBe(1);
    expect(pdf.info('Title')).toBe('مزارعو المستقبل من المدرسة');
    expect(pdf.info('Author')).toBe('مزارع جرين جرو');
    expect(pdf.info('Lang')).toBe('ar-AE');
    expect(new Set(pdf.embeddedFonts)).toEqual(new Set(['ReadexPro-Regular', 'ReadexPro-Bold']));
    expect(pdf.usedFonts.every((font) => font.startsWith('ReadexPro-'))).toBe(true);
  });

  it('reads in Arabic, in order, with the figures the site advertises and none of the English', () => {
    const text = readingText(pdf);
    for (const phrase of [
      'البرنامج المدرسي لمزارع جرين جرو',
      'مزارعو المستقبل من المدرسة',
      'ما تحصل عليه المدرسة',
      'خطط دروس للصفوف من 3 إلى 9',
      'ما يتعلمه التلاميذ',
      'ودورة محصول مدتها 45 يومًا.',
      'بنسبة تصل إلى 95%',
      'كيفية الانضمام',
    ]) {
      expect(text).toContain(phrase);
    }
    for (const sentence of ['Future Farmers', 'What pupils learn', 'How to join']) {
      expect(text).not.toContain(sentence);
    }
    expect(text).not.toMatch(/[A-Za-z]{3,}/);
  });
});
