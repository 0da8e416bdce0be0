// Writes the client build's text files also compressed, once, when the build ends (react-router.config.ts):
// brotli at its highest quality and gzip at its highest level, beside each file, for the web server to send
// as they are (server/static-files.ts; docs/decisions/224-assets-compressed-at-build.md).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const compressible = /\.(js|css|svg|json|txt|xml|html|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const encodings = [
  {
    extension: '.br',
    compress: (bytes: Buffer) =>
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
  },
  {
    extension: '.gz',
    compress: (bytes: Buffer) => gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
  },
];

/**
 * Every text file under `dir`, also as `<name>.br` and `<name>.gz`; an encoding that would not make the file
 * smaller is left out (the server then sends the file itself). Returns the text files it found.
 */
export async function compressClientFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && compressible.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      for (const { extension, compress } of encodings) {
        const packed = await compress(bytes);
        if (packed.length < bytes.length) await writeFile(file + extension, packed);
      }
    }),
  );
  return files;
}
