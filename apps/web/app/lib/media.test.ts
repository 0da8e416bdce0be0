import { describe, expect, it } from 'vitest';
import { rendition, responsiveImage } from '#app/lib/media';

describe('responsiveImage', () => {
  const stored = '/api/files/64b7f0c2a1b2c3d4e5f60720';

  it("lists a stored picture's renditions within the range, the largest as src", () => {
    expect(responsiveImage(stored, '50vw', { smallest: 320, largest: 640 })).toEqual({
      src: `${stored}?w=640`,
      srcSet: `${stored}?w=320 320w, ${stored}?w=480 480w, ${stored}?w=640 640w`,
      sizes: '50vw',
    });
    expect(rendition(stored, 160)).toBe(`${stored}?w=160`);
  });

  it('leaves any other address alone', () => {
    for (const url of ['/images/category-fallback.svg', `${stored}?w=320`, 'https://example.com/a.png']) {
      expect(responsiveImage(url, '50vw')).toEqual({ src: url });
      expect(rendition(url, 320)).toBe(url);
    }
  });
});
