import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import { pino } from 'pino';
import { pinoHttp } from 'pino-http';
import { requestIdMiddleware } from '../request-id/request-id';
import { pathOf, requestLogOptions } from './logging.module';

/**
 * An Express app with the API's request id and request log, logging at `level` into an array of parsed
 * lines, and a stand-in for the access guard, which puts the signed-in user on the request.
 */
async function appLoggingAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = express();
  app.use(requestIdMiddleware, pinoHttp(requestLogOptions(pino({ level }, sink))));
  app.use((req, _res, next) => {
    if (req.headers.authorization) (req as typeof req & { user?: { id: string } }).user = { id: 'user-7' };
    next();
  });
  app.get('/api/products', (_req, res) => {
    res.json({ data: [] });
  });
  app.get('/api/broken', (_req, res) => {
    res.status(500).json({ statusCode: 500 });
  });
  app.get('/api/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, {
      headers: { 'x-request-id': 'req-42', ...headers },
    });
    await res.arrayBuffer();
    // The line is written when the response has finished: let that turn of the loop run.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { get, lines, close: () => server.close() };
}

describe('the request log', () => {
  it('writes one line per request: method, path without its query, status, time, request id', async () => {
    const { get, lines, close } = await appLoggingAt('info');
    await get('/api/products?search=a%40b.ae&code=123456');
    expect(lines).toEqual([
      {
        level: 30,
        time: expect.any(Number),
        pid: process.pid,
        hostname: expect.any(String),
        req: { method: 'GET', path: '/api/products' },
        requestId: 'req-42',
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
        msg: 'request completed',
      },
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/search|a%40b|123456/);
    close();
  });

  it('names the signed-in caller, and nobody on an anonymous request', async () => {
    const { get, lines, close } = await appLoggingAt('info');
    await get('/api/products', { authorization: 'Bearer x' });
    await get('/api/products');
    expect(lines[0]).toMatchObject({ userId: 'user-7' });
    expect(lines[1]).not.toHaveProperty('userId');
    expect(JSON.stringify(lines)).not.toContain('Bearer');
    close();
  });

  it('writes a failure as an error line, even when info lines are off', async () => {
    const { get, lines, close } = await appLoggingAt('warn');
    await get('/api/products');
    await get('/api/broken');
    expect(lines).toEqual([
      expect.objectContaining({
        level: 50,
        requestId: 'req-42',
        res: { statusCode: 500 },
        msg: 'request errored',
      }),
    ]);
    close();
  });

  it('leaves health checks out', async () => {
    const { get, lines, close } = await appLoggingAt('info');
    await get('/api/health');
    expect(lines).toEqual([]);
    close();
  });

  it('logs the path without its query', () => {
    expect(pathOf('/api/products?search=a%40b.ae')).toBe('/api/products');
    expect(pathOf(undefined)).toBe('/');
  });
});
