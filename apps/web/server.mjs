// Production server of the web app: static assets from build/client, /api/* forwarded to the API (so the
// browser has one origin), and every other request rendered by React Router.
import { createReadStream, readdirSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequestListener } from '@react-router/node';

const here = path.dirname(fileURLToPath(import.meta.url));
const clientDir = path.join(here, 'build', 'client');
const port = Number(process.env.PORT ?? 3000);
const apiUrl = new URL((process.env.API_URL ?? 'http://127.0.0.1:4000/api').replace(/\/+$/, ''));

const contentTypes = {
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** Every file under `dir`, as absolute paths. */
function filesUnder(dir) {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
  } catch {
    return [];
  }
}

// The build's client files, listed once: every page request first checks for a file of its name, and a
// failed stat per page (an ENOENT error built each time) was a measurable part of rendering a page.
const clientFiles = new Set(filesUnder(clientDir));

/** The file under build/client a GET names, or null (never anything outside that folder). */
async function staticFile(pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.resolve(clientDir, `.${path.posix.normalize(decoded)}`);
  if (!file.startsWith(clientDir + path.sep) || !clientFiles.has(file)) return null;
  try {
    const info = await stat(file);
    return info.isFile() ? { file, size: info.size } : null;
  } catch {
    return null;
  }
}

function serveStatic(req, res, pathname, { file, size }) {
  // Vite's hashed bundles never change under the same name; everything else may be replaced.
  const immutable = pathname.startsWith('/assets/');
  res.writeHead(200, {
    'Content-Type': contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': size,
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
  });
  if (req.method === 'HEAD') return res.end();
  createReadStream(file).pipe(res);
}

/** Streams the request to the API and its answer back, status and headers as they are. */
function proxyToApi(req, res, url) {
  const target = new URL(apiUrl.pathname + url.pathname.slice('/api'.length) + url.search, apiUrl);
  const headers = { ...req.headers, host: target.host };
  // This server is where browsers connect, so the socket's address is the browser's. A list the browser
  // sent itself is dropped: the API trusts this header from a local hop, and would otherwise count a
  // visitor under any address it chose to claim.
  headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
  headers['x-forwarded-host'] = req.headers.host ?? '';
  headers['x-forwarded-proto'] = 'http';
  const client = target.protocol === 'https:' ? https : http;
  const upstream = client.request(target, { method: req.method, headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', (error) => {
    console.error(`API proxy error for ${req.method} ${url.pathname}: ${error.message}`);
    if (res.headersSent) return res.destroy(error);
    const message = 'The service is temporarily unavailable. Please try again shortly.';
    res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ statusCode: 502, message, error: message }));
  });
  // The browser went away before the answer was complete: stop the API call too.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(upstream);
}

const build = await import('./build/server/index.js');
// Loaders and actions call the API themselves; they name the browser to it (X-Forwarded-For, for the
// per-IP rate limit) from this context, never from a request header a browser could set.
const renderPage = createRequestListener({
  build,
  mode: process.env.NODE_ENV ?? 'production',
  getLoadContext: (_request, client) => ({ clientAddress: client.address }),
});

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return proxyToApi(req, res, url);
  // Our own pages and files (the API sets its own headers): no MIME sniffing, no framing by other sites.
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'SAMEORIGIN');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (req.method === 'GET' || req.method === 'HEAD') {
    const found = await staticFile(url.pathname);
    if (found) return serveStatic(req, res, url.pathname, found);
  }
  return renderPage(req, res);
});

server.listen(port, () => console.log(`Web listening on http://localhost:${port}`));

function shutdown() {
  server.close(() => process.exit(0));
  server.closeAllConnections();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
