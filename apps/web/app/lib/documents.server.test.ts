import { describe, expect, it } from 'vitest';
import { renderMagazine, renderSchoolProgramme } from '#app/lib/documents.server';

const pages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

describe('the documents the site offers', () => {
  it('draws the magazine as a four-page PDF, the same bytes every time', async () => {
    const [first, second] = await Promise.all([renderMagazine(), renderMagazine()]);
    expect(first.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pages(first)).toBe(4);
    expect(first.equals(second)).toBe(true);
  });

  it('draws the school leaflet on one page', async () => {
    const leaflet = await renderSchoolProgramme();
    expect(leaflet.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pages(leaflet)).toBe(1);
  });
});
