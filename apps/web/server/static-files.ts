// The build's client files (production; in development Vite serves them).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';

/** The build's `.br` file first, then its `.gz` file, for a browser that takes the encoding. */
const precompressed = { enableBrotli: true, orderPreference: ['br', 'gzip'], index: false };

/**
 * express-static-gzip names the encoding and type of the file it picked, and serve-static its validators and
 * range, before serve-static decides to answer. When serve-static then passes the request on (an unsatisfiable range, a POST, a failed
 * precondition), what answers next must not inherit them: its body is not that file. A path that cannot be
 * decoded is handled as express.static handled it (the library would answer its own HTML 400): an error
 * for the error handler where files must be found, else the page's turn.
 */
function servedOrPassedClean(
  serve: RequestHandler,
  { fallthrough }: { fallthrough: boolean },
): RequestHandler {
  return (req, res, next) => {
    try {
      decodeURIComponent(req.path);
    } catch {
      next(fallthrough ? undefined : Object.assign(new Error('Bad Request'), { status: 400 }));
      return;
    }
    serve(req, res, (error?: unknown) => {
      if (!res.headersSent) {
        // Nor its validators and range: a 416 or 412 names no file of its own.
        for (const name of [
          'Content-Encoding',
          'Content-Type',
          'ETag',
          'Last-Modified',
          'Accept-Ranges',
          'Content-Range',
        ])
          res.removeHeader(name);
      }
      next(error);
    });
  };
}

/**
 * Vite's hashed bundles under /assets/ never change under the same name: cached for a year, and a missing
 * one is a plain 404 (an old page asking for a bundle of a previous deploy), not a rendered page. The other
 * files (favicon, PDFs, images) keep their names across deploys: cached briefly, then revalidated with
 * their ETag (304 when unchanged).
 *
 * The build does not change while the server runs (a deploy restarts it), so the names at the top of
 * build/client are read once: a request whose first segment is none of them is a page, and goes on to
 * React Router without a look at the disk (express.static would otherwise stat every page's path first).
 *
 * The build writes each text file also as `.br` and `.gz` (scripts/compress-client.ts): a browser gets the
 * brotli or gzip file as it is, not a compression made again for every request
 * (docs/decisions/224-assets-compressed-at-build.md). The compression middleware leaves an answer that
 * already has its encoding alone.
 */
export function staticFiles(clientDir: string) {
  const files = express.Router();
  files.use(
    '/assets',
    servedOrPassedClean(
      expressStaticGzip(path.join(clientDir, 'assets'), {
        ...precompressed,
        serveStatic: { immutable: true, maxAge: '1y', fallthrough: false, index: false, redirect: false },
      }),
      { fallthrough: false },
    ),
  );
  const topLevel = new Set(readdirSync(clientDir).filter((name) => name !== 'assets'));
  const others = servedOrPassedClean(
    expressStaticGzip(clientDir, {
      ...precompressed,
      serveStatic: { maxAge: '1h', index: false, redirect: false },
    }),
    { fallthrough: true },
  );
  files.use((req, res, next) => {
    if (topLevel.has(firstSegment(req.path))) others(req, res, next);
    else next();
  });
  return files;
}

/** The first segment of a path, decoded as express.static decodes it ('' when it cannot be). */
function firstSegment(pathname: string): string {
  const raw = pathname.split('/', 2)[1] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return '';
  }
}
