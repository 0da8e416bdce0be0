import { drawFarmScene, type FarmSceneKind } from './farm-scenes';
import { paletteFor } from './palette';
import { type ArtKind, productArt } from './product-art';
import { randomFor } from './random';
import { rasterise } from './rasterise';
import { type SceneKind, sceneArt } from './scene-art';
import { canvas, HEIGHT, WIDTH } from './shapes';

export type Artwork = { kind: ArtKind } | { scene: SceneKind } | { farm: FarmSceneKind };

/** Draws the artwork as SVG; `key` (a slug plus a variant) decides colours and layout. */
export function drawSvg(artwork: Artwork, key: string): string {
  if ('farm' in artwork) return drawFarmScene({ scene: artwork.farm, width: WIDTH, height: HEIGHT }, key);
  const random = randomFor(key);
  const palette = paletteFor(random);
  const body =
    'kind' in artwork ? productArt[artwork.kind](random, palette) : sceneArt[artwork.scene](random, palette);
  return canvas(palette, body);
}

/** Rasterises the drawing to WebP: small files the browser shows without any SVG sanitising concerns. */
export async function renderWebp(artwork: Artwork, key: string): Promise<Buffer> {
  return rasterise(drawSvg(artwork, key), 78);
}
