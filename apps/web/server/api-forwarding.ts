// /api/* on the site's origin, forwarded to the API for what the browser itself loads, and nothing else.
// Loaders and actions reach the API directly (API_URL) with the typed client; other API clients use the
// API's own port. So the site exposes no API route it does not need to (docs/decisions/020-web-edge.md).
import type { ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';

/**
 * The API routes the browser needs through this origin, GET and HEAD only:
 * - `/api/files/:id`: the product, service and category images (and stored videos) the pages show;
 * - `/api/openapi.json`: the API's OpenAPI document (the API serves no other docs page today).
 * Ids are plain URL-safe segments (the API checks they are object ids), so no dot segment or escaped
 * slash is ever forwarded.
 */
const BROWSER_API_ROUTES = [/^\/api\/files\/[A-Za-z0-9_-]+$/, /^\/api\/openapi\.json$/];
const BROWSER_API_METHODS = ['GET', 'HEAD'];

/**
 * What to do with a request for `path`: forward it, refuse its method (405), or answer 404. Paths outside
 * /api are not this module's concern. `path` is the URL path without its query.
 */
export function apiRouteFor(
  method: string,
  path: string,
): 'not-api' | 'forward' | 'method-not-allowed' | 'not-found' {
  if (path !== '/api' && !path.startsWith('/api/')) return 'not-api';
  if (!BROWSER_API_ROUTES.some((route) => route.test(path))) return 'not-found';
  return BROWSER_API_METHODS.includes(method) ? 'forward' : 'method-not-allowed';
}

/** The API's error body: `message` and `error` both carry the sentence, as the API's own errors do. */
function sendApiError(res: ServerResponse, statusCode: number, message: string): void {
  res.statusCode = statusCode;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(JSON.stringify({ statusCode, message, error: message }));
}

/**
 * `apiUrl`: where the API answers (its path, usually /api, replaces ours). `timeoutSeconds`: how long the
 * API may stay silent (no answer, or a stalled file) before the browser gets a 502 (API_TIMEOUT_SECONDS).
 */
export function apiForwarding({
  apiUrl,
  timeoutSeconds,
}: {
  apiUrl: URL;
  timeoutSeconds: number;
}): RequestHandler {
  const apiPath = apiUrl.pathname.replace(/\/+$/, '');
  const proxy = createProxyMiddleware<Request, ServerResponse>({
    target: apiUrl.origin,
    changeOrigin: true,
    proxyTimeout: timeoutSeconds * 1000,
    // X-Forwarded-* are set below: http-proxy's own would append to a list the browser sent.
    xfwd: false,
    pathRewrite: (path) => apiPath + path.slice('/api'.length),
    on: {
      proxyReq(proxyReq, req, res) {
        // The API's public files need no credentials, and the session cookie (which holds the API token)
        // has no business in another service's request log.
        proxyReq.removeHeader('cookie');
        proxyReq.removeHeader('authorization');
        // The browser's address as Express reads it under TRUST_PROXY: the socket's, or the address a
        // trusted proxy in front named. A list the browser sent itself is never passed on: the API trusts
        // this header from a local hop (docs/decisions/144-trusted-proxies-on-the-web-server.md).
        proxyReq.setHeader('x-forwarded-for', req.ip ?? req.socket.remoteAddress ?? '');
        proxyReq.setHeader('x-forwarded-host', req.headers.host ?? '');
        proxyReq.setHeader('x-forwarded-proto', 'http');
        // Our id for this request (request-log.ts), never one the browser chose.
        proxyReq.setHeader('x-request-id', String(req.id));
        // The browser went away before the answer was complete: stop the API call too.
        res.on('close', () => {
          if (!res.writableFinished) proxyReq.destroy();
        });
      },
      proxyRes(proxyRes, _req, res) {
        // The API's Connection header is about our hop to it: a stopping server's `Connection: close`
        // (stopServing) must reach the browser, not be replaced by the API's keep-alive.
        if (res.getHeader('connection') === 'close') proxyRes.headers.connection = 'close';
        // Headers sent, then the API stopped (out of time, or gone): the browser's answer is cut off too,
        // rather than left waiting for bytes that never come.
        proxyRes.on('close', () => {
          if (!proxyRes.complete) res.destroy();
        });
      },
      error(error, req, res) {
        if (!('writeHead' in res)) return res.destroy();
        req.log.error({ err: error }, 'API forwarding failed');
        if (res.headersSent) return res.destroy(error);
        sendApiError(res, 502, 'The service is temporarily unavailable. Please try again shortly.');
      },
    },
  });
  return (req, res, next) => {
    switch (apiRouteFor(req.method, req.path)) {
      case 'not-api':
        return next();
      case 'forward':
        return proxy(req, res, next);
      case 'method-not-allowed':
        res.setHeader('Allow', BROWSER_API_METHODS.join(', '));
        return sendApiError(res, 405, 'Method Not Allowed');
      case 'not-found':
        return sendApiError(res, 404, 'Not Found');
    }
  };
}
