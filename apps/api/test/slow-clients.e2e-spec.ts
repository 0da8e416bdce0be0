import { connect, type Socket } from 'node:net';
import { startTestApp, type TestApp } from './support/test-app';

/** What the server said on a socket before closing it, and how long the socket stayed open. */
function answerOf(socket: Socket, startedAt: number): Promise<{ text: string; openMs: number }> {
  return new Promise((resolve) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ text, openMs: Date.now() - startedAt }));
  });
}

// app.ts: a request must arrive whole within REQUEST_TIMEOUT_SECONDS (30 by default), headers within 10.
describe('slow clients', () => {
  let api: TestApp;
  let port: number;
  // Short here, so the test does not take half a minute; the rule is the same at 30 s.
  const requestTimeoutMs = 1_000;

  beforeAll(async () => {
    api = await startTestApp({ seedDemo: false, requestTimeoutMs });
    port = Number(new URL(api.baseUrl).port);
  });

  afterAll(async () => {
    await api.close();
  });

  it('cuts a body sent a byte at a time once the request has taken longer than it may', async () => {
    const startedAt = Date.now();
    const socket = connect(port, '127.0.0.1');
    const answer = answerOf(socket, startedAt);
    socket.write(
      'POST /api/auth/signin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    // A byte every 200 ms would keep the request open for 200 s.
    const trickle = setInterval(() => {
      if (!socket.destroyed) socket.write(' ');
    }, 200);
    try {
      const { text, openMs } = await answer;
      expect(text).toMatch(/^HTTP\/1\.1 408 /);
      expect(openMs).toBeGreaterThanOrEqual(requestTimeoutMs - 50);
      // Node looks for overdue requests once a second.
      expect(openMs).toBeLessThan(requestTimeoutMs + 2_500);
    } finally {
      clearInterval(trickle);
    }
  });

  it('cuts a client that never finishes its headers', async () => {
    const startedAt = Date.now();
    const socket = connect(port, '127.0.0.1');
    const answer = answerOf(socket, startedAt);
    socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const { text, openMs } = await answer;
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(openMs).toBeLessThan(requestTimeoutMs + 2_500);
  });

  it('leaves a request that arrives in time alone', async () => {
    const res = await fetch(`${api.baseUrl}/health`);
    expect(res.status).toBe(200);
  });
});

// app.ts: an idle connection stays open longer than the callers in front of the API keep theirs
// (docs/decisions/272-idle-connections-outlast-their-callers.md).
describe('idle connections', () => {
  it('are kept 65 s, past the minute a proxy in front keeps one, and every answer says so', async () => {
    // Unset, as in production: the test apps' own setting (test/support/test-app.ts) is for the tests alone.
    const api = await startTestApp({ seedDemo: false, keepAliveTimeoutMs: undefined });
    try {
      const res = await fetch(`${api.baseUrl}/health`);
      expect(res.status).toBe(200);
      expect(res.headers.get('keep-alive')).toBe('timeout=65');
    } finally {
      await api.close();
    }
  });

  it('are closed by the client in the tests, never by the test apps (test/support/test-app.ts)', async () => {
    const api = await startTestApp({ seedDemo: false });
    try {
      const res = await fetch(`${api.baseUrl}/health`);
      expect(res.headers.get('connection')).toBe('keep-alive');
      expect(res.headers.get('keep-alive')).toBeNull();
    } finally {
      await api.close();
    }
  });
});
