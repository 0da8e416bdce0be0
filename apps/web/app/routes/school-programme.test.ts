import { describe, expect, it } from 'vitest';
import { loader } from '#app/routes/school-programme';
import { inspectPdf } from '#tests/pdf-inspect';

async function download(url: string, headers?: HeadersInit) {
  const response = await loader({ request: new Request(url, { headers }), params: {}, context: {} } as never);
  return { response, pdf: inspectPdf(Buffer.from(await response.arrayBuffer())) };
}

// docs/decisions/183-arabic-pdfs.md: the leaflet follows the visitor's language, as the Magazine does.
describe('the school leaflet download', () => {
  it('is Arabic for ?lang=ar, named so and varying with the language cookie', async () => {
    const { response, pdf } = await download('http://localhost/future-farmers-school.pdf?lang=ar');
    expect(response.headers.get('Content-Language')).toBe('ar-AE');
    expect(response.headers.get('Vary')).toBe('Cookie');
    expect(response.headers.get('Content-Disposition')).toBe(
      'attachment; filename="future-farmers-school.pdf"',
    );
    expect(pdf.info('Lang')).toBe('ar-AE');
    expect(pdf.info('Title')).toBe('مزارعو المستقبل من المدرسة');
  });

  it('is Arabic for the language cookie, English without one', async () => {
    const arabic = await download('http://localhost/future-farmers-school.pdf', { Cookie: 'lang=ar' });
    expect(arabic.pdf.info('Lang')).toBe('ar-AE');
    const english = await download('http://localhost/future-farmers-school.pdf');
    expect(english.response.headers.get('Content-Language')).toBe('en-AE');
    expect(english.pdf.info('Lang')).toBe('en-AE');
    expect(english.pdf.info('Title')).toBe('Future Farmers from the school');
  });
});
