import { Writable } from 'node:stream';
import express from 'express';
import { get, type IncomingHttpHeaders } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { apiForwarding, apiRouteFor } from './api-forwarding';
import { createLogger, requestLogging } from './request-log';
import { type Served, serve } from '#tests/server';

describe('apiRouteFor', () => {
  it("forwards only what pages load: stored files and the API's OpenAPI document, GET and HEAD", () => {
    for (const method of ['GET', 'HEAD']) {
      expect(apiRouteFor(method, '/api/files/64b7f0c2a1b2c3d4e5f60720')).toBe('forward');
      expect(apiRouteFor(method, '/api/openapi.json')).toBe('forward');
    }
  });

  it('answers 404 for every other API route, whatever the method', () => {
    for (const path of [
      '/api',
      '/api/',
      '/api/health',
      '/api/products',
      '/api/auth/signin',
      '/api/admin/customers',
      '/api/files',
      '/api/files/',
      '/api/files/a/b',
      '/api/files/..',
      '/api/files/%2e%2e',
      '/api/openapi.json/x',
    ]) {
      expect(apiRouteFor('GET', path), path).toBe('not-found');
      expect(apiRouteFor('POST', path), path).toBe('not-found');
    }
  });

  it('refuses writes to the forwarded routes with 405', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      expect(apiRouteFor(method, '/api/files/64b7f0c2a1b2c3d4e5f60720')).toBe('method-not-allowed');
    }
  });

  it('leaves pages alone', () => {
    expect(apiRouteFor('POST', '/login')).toBe('not-api');
    expect(apiRouteFor('GET', '/apis')).toBe('not-api');
  });
});

describe('apiForwarding', () => {
  const servers: Served[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });

  /** The web edge in front of `apiUrl`, with the request log (which makes the request id) before it. */
  async function edge(
    apiUrl: string,
    trustProxy?: string,
    before?: express.RequestHandler,
    timeoutSeconds = 30,
  ) {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = await createLogger({ level: 'info', pretty: false, destination });
    const app = express();
    if (trustProxy) app.set('trust proxy', trustProxy);
    if (before) app.use(before);
    app.use(requestLogging(logger), apiForwarding({ apiUrl: new URL(apiUrl), timeoutSeconds }));
    app.use((_req, res) => {
      res.status(418).send('a page');
    });
    const served = await serve(app);
    servers.push(served);
    return { ...served, lines };
  }

  it("streams the API's answer, naming the browser by its socket and this request by our id", async () => {
    let seen: { url?: string; headers: IncomingHttpHeaders } | undefined;
    const api = await serve((req, res) => {
      seen = { url: req.url, headers: req.headers };
      res.writeHead(200, { 'content-type': 'image/webp', etag: '"f1"' });
      res.end('image bytes');
    });
    servers.push(api);
    const web = await edge(`${api.url}/api`);
    const res = await fetch(`${web.url}/api/files/64b7f0c2a1b2c3d4e5f60720?v=2`, {
      headers: {
        'x-forwarded-for': '6.6.6.6',
        'x-request-id': 'chosen-by-the-browser',
        cookie: '__session=secret-token',
        authorization: 'Bearer secret',
      },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('etag')).toBe('"f1"');
    expect(await res.text()).toBe('image bytes');
    const requestId = res.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen?.url).toBe('/api/files/64b7f0c2a1b2c3d4e5f60720?v=2');
    expect(seen?.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen?.headers['x-forwarded-host']).toBe(`127.0.0.1:${web.port}`);
    expect(seen?.headers['x-forwarded-proto']).toBe('http');
    expect(seen?.headers['x-request-id']).toBe(requestId);
    expect(seen?.headers.cookie).toBeUndefined();
    expect(seen?.headers.authorization).toBeUndefined();
  });

  it('names the browser a trusted proxy named, and ignores the header from anyone else', async () => {
    const seen: (string | string[] | undefined)[] = [];
    const api = await serve((req, res) => {
      seen.push(req.headers['x-forwarded-for']);
      res.end('{}');
    });
    servers.push(api);
    // This test's requests come from loopback: a trusted proxy under the default, not under the other.
    for (const trust of ['loopback', 'uniquelocal']) {
      const web = await edge(`${api.url}/api`, trust);
      await fetch(`${web.url}/api/openapi.json`, { headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' } });
    }
    expect(seen).toEqual(['203.0.113.7', '127.0.0.1']);
  });

  it("keeps a stopping server's Connection: close on a forwarded answer", async () => {
    const api = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'image/webp', connection: 'keep-alive' });
      res.end('image bytes');
    });
    servers.push(api);
    const web = await edge(`${api.url}/api`, undefined, (_req, res, next) => {
      // As stopServing marks every answer once the server is stopping.
      res.setHeader('Connection', 'close');
      next();
    });
    const res = await fetch(`${web.url}/api/files/64b7f0c2a1b2c3d4e5f60720`);
    expect(await res.text()).toBe('image bytes');
    expect(res.headers.get('connection')).toBe('close');
  });

  it('maps /api onto the path of API_URL', async () => {
    let seenUrl: string | undefined;
    const api = await serve((req, res) => {
      seenUrl = req.url;
      res.end('{}');
    });
    servers.push(api);
    const web = await edge(`${api.url}/v1/api`);
    await fetch(`${web.url}/api/openapi.json`);
    expect(seenUrl).toBe('/v1/api/openapi.json');
  });

  it('answers 404 (never forwarded) and 405 in the API error shape', async () => {
    let calls = 0;
    const api = await serve((_req, res) => {
      calls += 1;
      res.end('{}');
    });
    servers.push(api);
    const web = await edge(`${api.url}/api`);
    for (const path of ['/api/health', '/api/products', '/api']) {
      const res = await fetch(`${web.url}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ statusCode: 404, message: 'Not Found', error: 'Not Found' });
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
    const post = await fetch(`${web.url}/api/files/64b7f0c2a1b2c3d4e5f60720`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect(calls).toBe(0);
    expect((await fetch(`${web.url}/login`)).status).toBe(418);
  });

  it('answers 502 with the error body when the API is down, and logs why', async () => {
    const api = await serve((_req, res) => res.end());
    const downUrl = `${api.url}/api`;
    await api.close();
    const web = await edge(downUrl);
    const res = await fetch(`${web.url}/api/openapi.json`);
    expect(res.status).toBe(502);
    const message = 'The service is temporarily unavailable. Please try again shortly.';
    expect(await res.json()).toEqual({ statusCode: 502, message, error: message });
    expect(web.lines.join('')).toContain('API forwarding failed');
  });

  it('answers 502 when the API stays silent past API_TIMEOUT_SECONDS', async () => {
    const api = await serve(() => undefined);
    servers.push(api);
    const web = await edge(`${api.url}/api`, undefined, undefined, 0.1);
    const res = await fetch(`${web.url}/api/files/64b7f0c2a1b2c3d4e5f60720`);
    expect(res.status).toBe(502);
    expect(web.lines.join('')).toContain('API forwarding failed');
  });

  it('cuts the answer off when the API stalls in the middle of a file', async () => {
    const api = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'video/mp4' });
      res.write('first bytes');
    });
    servers.push(api);
    const web = await edge(`${api.url}/api`, undefined, undefined, 0.1);
    // Read with node:http, which tells a chunked answer cut off (fetch's text() takes what came).
    const answer = await new Promise<{ status?: number; complete: boolean }>((resolve) => {
      get(`${web.url}/api/files/64b7f0c2a1b2c3d4e5f60720`, (res) => {
        res.resume();
        res.on('close', () => resolve({ status: res.statusCode, complete: res.complete }));
      });
    });
    expect(answer).toEqual({ status: 200, complete: false });
  });

  it('stops the API call when the browser goes away', async () => {
    let upstreamClosed!: () => void;
    const closed = new Promise<void>((resolve) => (upstreamClosed = resolve));
    const api = await serve((req, res) => {
      res.writeHead(200, { 'content-type': 'video/mp4' });
      res.write('first bytes');
      req.socket.on('close', upstreamClosed);
    });
    servers.push(api);
    const web = await edge(`${api.url}/api`);
    const controller = new AbortController();
    const res = await fetch(`${web.url}/api/files/64b7f0c2a1b2c3d4e5f60720`, { signal: controller.signal });
    const reader = res.body!.getReader();
    await reader.read();
    controller.abort();
    await closed;
  });
});
