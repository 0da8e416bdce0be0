import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/**
 * Where drawn pictures are kept between seeds: the API package's `node_modules/.cache`, where build tools
 * keep what they can make again (docs/decisions/211-seed-pictures-kept-by-their-drawing.md). This file
 * sits three folders below the package root both as source (`src/seed/art`) and as built (`dist/seed/art`).
 */
export const SEED_ART_CACHE = path.resolve(__dirname, '../../../node_modules/.cache/farm-seed-art');

/** The encoder's versions: with the drawing and the WebP options, they decide the bytes and the name. */
const encoder = `sharp ${sharp.versions.sharp} vips ${sharp.versions.vips} webp ${sharp.versions.webp}`;

/**
 * The drawing as WebP (`effort` 2, the given quality). The drawings are deterministic, so the bytes depend
 * only on the SVG, the settings and the encoder's versions: a picture made once is read back from the cache
 * folder next time, instead of rasterised again (a few seconds per demo seed). A cache that cannot be
 * read or written only costs that time, so its failures are not errors.
 */
export async function rasterise(svg: string, quality: number, cacheDir = SEED_ART_CACHE): Promise<Buffer> {
  const options = { quality, effort: 2 };
  const key = createHash('sha256')
    .update(`${encoder}\n${JSON.stringify(options)}\n${svg}`)
    .digest('hex');
  const file = path.join(cacheDir, `${key}.webp`);
  const kept = await readFile(file).catch(() => undefined);
  if (kept) return kept;
  const webp = await sharp(Buffer.from(svg)).webp(options).toBuffer();
  await keep(file, webp);
  return webp;
}

/** Writes through a temporary name, so a seed running beside this one never reads half a file. */
async function keep(file: string, webp: Buffer): Promise<void> {
  const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
  try {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(partial, webp);
    await rename(partial, file);
  } catch {
    await rm(partial, { force: true }).catch(() => undefined);
  }
}
