import type { AddressInfo } from 'node:net';
import express from 'express';
import helmet from 'helmet';
import { requestIdMiddleware } from '../request-id/request-id';
import { helmetOptions } from './edge-headers';

describe('the edge headers', () => {
  it('are what helmet sets with our options: no sniffing, no framing, no scripts, HSTS only over https', async () => {
    const app = express();
    app.use(requestIdMiddleware, helmet(helmetOptions(false)));
    app.get('/ok', (_req, res) => {
      res.json({ ok: true });
    });
    app.get('/broken', () => {
      throw new Error('broken');
    });
    // Nest answers these itself (its 404 and the error filter), not with Express's own pages.
    app.use((_req, res) => {
      res.status(404).json({ statusCode: 404 });
    });
    app.use((_error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      res.status(500).end();
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      for (const path of ['/ok', '/nowhere', '/broken']) {
        const res = await fetch(`http://127.0.0.1:${port}${path}`, {
          headers: { 'x-request-id': `id-${path.slice(1)}` },
        });
        await res.arrayBuffer();
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(res.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
        expect(res.headers.get('cross-origin-resource-policy')).toBe('same-site');
        expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
        expect(res.headers.get('strict-transport-security')).toBeNull();
        expect(res.headers.get('x-request-id')).toBe(`id-${path.slice(1)}`);
      }
    } finally {
      server.close();
    }
  });

  it('turn HSTS on for an https public origin', () => {
    const headers = new Map<string, string>();
    const res = {
      setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
      removeHeader: (name: string) => headers.delete(name.toLowerCase()),
    };
    helmet(helmetOptions(true))({} as never, res as never, () => undefined);
    expect(headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
  });
});
