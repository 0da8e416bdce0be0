// @ts-check
// The build's client files (production; in development Vite serves them).
import path from 'node:path';
import express from 'express';

/**
 * Vite's hashed bundles under /assets/ never change under the same name: cached for a year, and a missing
 * one is a plain 404 (an old page asking for a bundle of a previous deploy), not a rendered page. The other
 * files (favicon, PDFs, images) keep their names across deploys: cached briefly, then revalidated with
 * their ETag (304 when unchanged).
 * @param {string} clientDir build/client
 */
export function staticFiles(clientDir) {
  const files = express.Router();
  files.use(
    '/assets',
    express.static(path.join(clientDir, 'assets'), {
      immutable: true,
      maxAge: '1y',
      fallthrough: false,
      index: false,
      redirect: false,
    }),
  );
  files.use(express.static(clientDir, { maxAge: '1h', index: false, redirect: false }));
  return files;
}
