import sharp from 'sharp';
import { farmSceneKinds, renderFarmScene } from './farm-scenes';
import { artKinds } from './product-art';
import { drawSvg, renderWebp } from './render';
import { sceneKinds } from './scene-art';

describe('seed artwork', () => {
  it('renders every product kind and scene as an 800x600 WebP', async () => {
    const artworks = [
      ...artKinds.map((kind) => ({ kind })),
      ...sceneKinds.map((scene) => ({ scene })),
      ...farmSceneKinds.map((farm) => ({ farm })),
    ];
    for (const artwork of artworks) {
      const webp = await renderWebp(artwork, 'spec');
      expect(webp.subarray(8, 12).toString('latin1')).toBe('WEBP');
      const meta = await sharp(webp).metadata();
      expect([meta.width, meta.height]).toEqual([800, 600]);
    }
  });

  it('renders every farm scene at the size asked, portrait or landscape', async () => {
    for (const scene of farmSceneKinds) {
      const webp = await renderFarmScene({ scene, width: 300, height: 400 }, 'spec');
      const meta = await sharp(webp).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 300, 400]);
    }
  });

  it('draws a different picture per key and the same one for the same key', () => {
    expect(drawSvg({ kind: 'tower' }, 'vertitower-0')).not.toBe(
      drawSvg({ kind: 'tower' }, 'compact-tower-16-0'),
    );
    expect(drawSvg({ kind: 'tower' }, 'vertitower-0')).toBe(drawSvg({ kind: 'tower' }, 'vertitower-0'));
  });
});
