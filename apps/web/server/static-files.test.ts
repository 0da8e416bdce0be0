import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { staticFiles } from './static-files';
import { serve, type Served } from './testing';

let clientDir = '';
let served: Served | undefined;

beforeAll(() => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'farm-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  mkdirSync(path.join(clientDir, 'images'));
  writeFileSync(path.join(clientDir, 'assets', 'entry-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg/>');
  writeFileSync(path.join(clientDir, 'images', 'leaf one.png'), 'png');
});

afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

afterEach(async () => {
  vi.restoreAllMocks();
  await served?.close();
  served = undefined;
});

/** The files in front of a stand-in page handler that answers every page it is given. */
async function start() {
  const app = express();
  app.use(staticFiles(clientDir));
  app.use((req, res) => {
    res.status(200).send(`page ${req.path}`);
  });
  served = await serve(app);
  return served.url;
}

describe('staticFiles', () => {
  it('serves the build files, hashed bundles for a year and the others briefly', async () => {
    const url = await start();
    const bundle = await fetch(`${url}/assets/entry-abc123.js`);
    expect(await bundle.text()).toBe('console.log(1)');
    expect(bundle.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const icon = await fetch(`${url}/favicon.svg`);
    expect(await icon.text()).toBe('<svg/>');
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await (await fetch(`${url}/images/leaf%20one.png`)).text()).toBe('png');
  });

  it('answers a bundle that is gone with 404, not a page', async () => {
    const url = await start();
    expect((await fetch(`${url}/assets/entry-gone.js`)).status).toBe(404);
  });

  it('hands pages to the page handler without a look at the disk', async () => {
    const url = await start();
    const stat = vi.spyOn(fs, 'stat');
    const page = await fetch(`${url}/products?page=2`);
    expect(await page.text()).toBe('page /products');
    expect(await (await fetch(`${url}/images-of-farms`)).text()).toBe('page /images-of-farms');
    expect(await (await fetch(`${url}/%E0%A4%A`)).text()).toBe('page /%E0%A4%A');
    expect(stat).not.toHaveBeenCalled();
    // A name that is in the build but not there (a typo under a known folder) is still the page's 404.
    expect(await (await fetch(`${url}/images/none.png`)).text()).toBe('page /images/none.png');
  });
});
