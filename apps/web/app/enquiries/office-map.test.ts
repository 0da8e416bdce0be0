import { describe, expect, it } from 'vitest';
import { openStreetMapHref, tilePosition } from '#app/enquiries/office-map';

describe('tilePosition', () => {
  it('places a point on the Web Mercator tile grid', () => {
    expect(tilePosition(0, 0, 1)).toEqual({ x: 1, y: 1 });
    // Business Bay, Dubai, at zoom 16 (x = (lon + 180) / 360 * 2^16; y by the Mercator formula).
    const bay = tilePosition(25.1858, 55.2825, 16);
    expect([Math.floor(bay.x), Math.floor(bay.y)]).toEqual([42831, 28027]);
  });

  it('links the full map at the point', () => {
    expect(openStreetMapHref(25.1858, 55.2825)).toBe(
      'https://www.openstreetmap.org/?mlat=25.1858&mlon=55.2825#map=17/25.1858/55.2825',
    );
  });
});
