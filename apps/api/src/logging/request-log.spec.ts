import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { pathOf } from './logging.module';
import { logRequests } from './request-log';

/** Sends a GET to a listening app (Fastify's inject needs an ES module that jest cannot load here). */
async function get(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const res = await fetch(`http://127.0.0.1:${port}${url}`, { headers });
  await res.arrayBuffer();
  // The line is written when the response has finished: let that turn of the loop run.
  await new Promise((resolve) => setImmediate(resolve));
  return res;
}

/** A Fastify app logging through a pino logger at `level` into an array of parsed lines. */
async function appLoggingAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({ genReqId: () => 'req-42' });
  logRequests(app, pino({ level }, sink));
  // Stands in for the access guard, which puts the signed-in user on the request.
  app.addHook('preHandler', (req, _reply, done) => {
    if (req.headers.authorization) (req as typeof req & { user?: { id: string } }).user = { id: 'user-7' };
    done();
  });
  app.get('/api/products', async () => ({ data: [] }));
  app.get('/api/broken', async () => {
    throw new Error('broken');
  });
  app.get('/api/health', async () => ({ status: 'ok' }));
  await app.ready();
  return { app, lines };
}

describe('the request log', () => {
  it('writes one line per request: method, path without its query, status, time, request id', async () => {
    const { app, lines } = await appLoggingAt('info');
    await get(app, '/api/products?search=a%40b.ae&code=123456');
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
    await app.close();
  });

  it('names the signed-in caller, and nobody on an anonymous request', async () => {
    const { app, lines } = await appLoggingAt('info');
    await get(app, '/api/products', { authorization: 'Bearer x' });
    await get(app, '/api/products');
    expect(lines[0]).toMatchObject({ userId: 'user-7' });
    expect(lines[1]).not.toHaveProperty('userId');
    await app.close();
  });

  it('writes a failure as an error line, even when info lines are off', async () => {
    const { app, lines } = await appLoggingAt('warn');
    await get(app, '/api/products');
    await get(app, '/api/broken');
    expect(lines).toEqual([
      expect.objectContaining({ level: 50, res: { statusCode: 500 }, msg: 'request errored' }),
    ]);
    await app.close();
  });

  it('leaves health checks out', async () => {
    const { app, lines } = await appLoggingAt('info');
    await get(app, '/api/health');
    expect(lines).toEqual([]);
    await app.close();
  });

  it('logs the path without its query', () => {
    expect(pathOf('/api/products?search=a%40b.ae')).toBe('/api/products');
    expect(pathOf(undefined)).toBe('/');
  });
});
