import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { rasterise } from './rasterise';

const svg = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="${fill}"/></svg>`;

describe('rasterise', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'seed-art-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("gives sharp's WebP and keeps it under the drawing's hash", async () => {
    const webp = await rasterise(svg('#2f7d32'), 78, dir);
    const direct = await sharp(Buffer.from(svg('#2f7d32')))
      .webp({ quality: 78, effort: 2 })
      .toBuffer();
    expect(webp.equals(direct)).toBe(true);
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9a-f]{64}\.webp$/);
  });

  it('reads a kept picture back instead of drawing it again', async () => {
    await rasterise(svg('#2f7d32'), 78, dir);
    const [file] = await readdir(dir);
    await writeFile(path.join(dir, file), 'kept bytes');
    expect((await rasterise(svg('#2f7d32'), 78, dir)).toString()).toBe('kept bytes');
  });

  it('keeps a picture per drawing and per quality', async () => {
    await rasterise(svg('#2f7d32'), 78, dir);
    await rasterise(svg('#1565c0'), 78, dir);
    await rasterise(svg('#2f7d32'), 76, dir);
    expect(await readdir(dir)).toHaveLength(3);
  });

  it('still gives the picture when the cache folder cannot be written', async () => {
    const blocked = path.join(dir, 'a-file');
    await writeFile(blocked, '');
    const webp = await rasterise(svg('#2f7d32'), 78, path.join(blocked, 'cache'));
    expect((await sharp(webp).metadata()).format).toBe('webp');
    expect(await readdir(dir)).toEqual(['a-file']);
  });
});
