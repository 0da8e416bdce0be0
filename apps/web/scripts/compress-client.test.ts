import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compressClientFiles } from './compress-client';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('compressClientFiles', () => {
  it('writes each text file as brotli and gzip beside it, in every folder, and leaves the others alone', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'farm-client-'));
    mkdirSync(path.join(dir, 'assets'));
    const code = 'export const leaf = "leaf";\n'.repeat(200);
    const picture = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/></svg>'.repeat(20);
    writeFileSync(path.join(dir, 'assets', 'manifest-1a2b.js'), code);
    writeFileSync(path.join(dir, 'favicon.svg'), picture);
    writeFileSync(path.join(dir, 'assets', 'font.woff2'), code);
    // one byte: neither encoding makes it smaller, so the server sends it as it is
    writeFileSync(path.join(dir, 'assets', 'tiny.css'), 'a');

    const compressed = await compressClientFiles(dir);

    expect(compressed.map((file) => path.relative(dir, file)).sort()).toEqual([
      'assets/manifest-1a2b.js',
      'assets/tiny.css',
      'favicon.svg',
    ]);
    const script = path.join(dir, 'assets', 'manifest-1a2b.js');
    expect(brotliDecompressSync(readFileSync(`${script}.br`)).toString()).toBe(code);
    expect(gunzipSync(readFileSync(`${script}.gz`)).toString()).toBe(code);
    expect(readFileSync(`${script}.br`).length).toBeLessThan(code.length / 10);
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'favicon.svg.br'))).toString()).toBe(picture);
    expect(existsSync(path.join(dir, 'assets', 'font.woff2.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets', 'tiny.css.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets', 'tiny.css.gz'))).toBe(false);
  });
});
