import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';

// Through Node's own fetch to a real socket: what the API is really sent, not what ts-rest was handed.
const received: IncomingHttpHeaders[] = [];
const api = createServer((req, res) => {
  received.push(req.headers);
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify([]));
});

beforeAll(async () => {
  api.listen(0, '127.0.0.1');
  await once(api, 'listening');
  vi.stubEnv('API_URL', `http://127.0.0.1:${(api.address() as AddressInfo).port}/api`);
});
afterAll(() => {
  vi.unstubAllEnvs();
  api.close();
});

it('asks the API for an uncompressed answer, which fetch leaves as asked', async () => {
  const { apiFor } = await import('#app/lib/api.server');
  const res = await apiFor(new Request('http://localhost/home'), {}).catalog.listServices();
  expect(res.status).toBe(200);
  expect(received).toHaveLength(1);
  expect(received[0]?.['accept-encoding']).toBe('identity');
});
