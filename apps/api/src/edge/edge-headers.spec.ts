import Fastify, { type FastifyInstance } from 'fastify';
import { answerWithEdgeHeaders, helmetHeaders, helmetOptions } from './edge-headers';

/** Sends a GET to a listening app (Fastify's inject needs an ES module that jest cannot load here). */
async function get(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const res = await fetch(`http://127.0.0.1:${port}${url}`, { headers });
  await res.arrayBuffer();
  return res;
}

describe('the edge headers', () => {
  it('are the headers helmet sets: no sniffing, no framing, no scripts, HSTS only over https', () => {
    const http = helmetHeaders(helmetOptions(false));
    expect(http).toMatchObject({
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-site',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
    });
    expect(http).not.toHaveProperty('strict-transport-security');
    expect(http).not.toHaveProperty('x-powered-by');
    expect(helmetHeaders(helmetOptions(true))['strict-transport-security']).toMatch(/^max-age=\d+/);
  });

  it('go on every answer with its request id: a route’s, a 404 and a failure', async () => {
    const app = Fastify({ genReqId: (req) => String(req.headers['x-request-id'] ?? 'new-id') });
    answerWithEdgeHeaders(app, helmetHeaders(helmetOptions(false)));
    app.get('/ok', async () => ({ ok: true }));
    app.get('/broken', async () => {
      throw new Error('broken');
    });
    for (const url of ['/ok', '/nowhere', '/broken']) {
      const res = await get(app, url, { 'x-request-id': `id-${url.slice(1)}` });
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers.get('x-request-id')).toBe(`id-${url.slice(1)}`);
    }
    await app.close();
  });
});
