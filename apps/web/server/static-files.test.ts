import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { handleErrors } from './errors';
import { staticFiles } from './static-files';
import { serve, type Served } from '#tests/server';

let clientDir = '';
let served: Served | undefined;

beforeAll(() => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'farm-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  mkdirSync(path.join(clientDir, 'images'));
  writeFileSync(path.join(clientDir, 'assets', 'entry-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg/>');
  // what the build writes beside each text file (scripts/compress-client.ts)
  const code = 'export const leaf = "leaf";'.repeat(40);
  writeFileSync(path.join(clientDir, 'assets', 'leaf-abc123.js'), code);
  writeFileSync(path.join(clientDir, 'assets', 'leaf-abc123.js.br'), brotliCompressSync(code));
  writeFileSync(path.join(clientDir, 'assets', 'leaf-abc123.js.gz'), gzipSync(code));
  writeFileSync(path.join(clientDir, 'favicon.svg.br'), brotliCompressSync('<svg/>'));
  writeFileSync(path.join(clientDir, 'images', 'leaf one.png'), 'png');
});

afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

afterEach(async () => {
  vi.restoreAllMocks();
  await served?.close();
  served = undefined;
});

/** The files in front of a stand-in page handler that answers every page it is given, then the app's error handler. */
async function start() {
  const app = express();
  app.use(staticFiles(clientDir));
  app.use((req, res) => {
    res.status(200).send(`page ${req.path}`);
  });
  app.use(handleErrors);
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

  it('sends the file compressed at build time in the best encoding the browser takes', async () => {
    const url = await start();
    const code = 'export const leaf = "leaf";'.repeat(40);
    const asset = `${url}/assets/leaf-abc123.js`;
    // fetch undoes the encoding, so the body read is the file itself in each case
    const brotli = await fetch(asset, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    // the charset's name in either case, as each library writes it
    expect(brotli.headers.get('content-type')?.toLowerCase()).toBe('text/javascript; charset=utf-8');
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.get('content-length')).toBe(String(brotliCompressSync(code).length));
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding');
    expect(await brotli.text()).toBe(code);
    const gzip = await fetch(asset, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(code);
    const plain = await fetch(asset, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(code);
    const icon = await fetch(`${url}/favicon.svg`, { headers: { 'accept-encoding': 'br' } });
    expect(icon.headers.get('content-encoding')).toBe('br');
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await icon.text()).toBe('<svg/>');
  });

  it('leaves no encoding on an answer that is not the compressed file', async () => {
    const url = await start();
    const brotli = { 'accept-encoding': 'br' };
    // serve-static refuses the range and hands the error on: the error handler's plain text is not brotli
    const range = await fetch(`${url}/assets/leaf-abc123.js`, {
      headers: { ...brotli, range: 'bytes=99999-' },
    });
    expect(range.status).toBe(416);
    expect(range.headers.get('content-encoding')).toBeNull();
    // Nor the file's validators or range: the error's text is no part of the file.
    const file = await fetch(`${url}/assets/leaf-abc123.js`, { headers: brotli });
    expect(range.headers.get('etag')).not.toBe(file.headers.get('etag'));
    for (const name of ['last-modified', 'content-range']) expect(range.headers.get(name), name).toBeNull();
    // a POST to a file's address goes on to the pages, whose answer is not the file either
    const post = await fetch(`${url}/favicon.svg`, { method: 'POST', headers: brotli });
    expect(await post.text()).toBe('page /favicon.svg');
    expect(post.headers.get('content-encoding')).toBeNull();
    expect(post.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('answers a path it cannot decode as express.static did', async () => {
    const url = await start();
    const bundle = await fetch(`${url}/assets/%E0%A4%A.js`);
    expect(bundle.status).toBe(400);
    expect(await bundle.text()).toBe('Bad Request\n');
    expect(await (await fetch(`${url}/images/%E0%A4%A`)).text()).toBe('page /images/%E0%A4%A');
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
