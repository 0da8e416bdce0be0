import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import express from 'express';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { type ClientLimits, CLIENT_LIMITS, guardConnections, stopServing } from './http-server';
import { serve, type Served } from '#tests/server';

// The limits are the production ones scaled down, so a trickle is cut in well under a second here; the
// production values are checked against the rule they serve (docs/decisions/143-slow-clients.md).
const SHORT: ClientLimits = {
  headersTimeoutMs: 300,
  requestTimeoutMs: 500,
  checkEveryMs: 50,
  keepAliveTimeoutMs: 5_000,
};
const BYTE_EVERY_MS = 100;

let served: Served | undefined;
afterEach(async () => {
  await served?.close();
  served = undefined;
});

/** A server whose one form reads the whole body before answering, as a page action does. */
async function formServer() {
  const app = express();
  app.post('/contact', express.text({ type: '*/*' }), (req, res) => {
    res.send(`read ${String(req.body).length} bytes`);
  });
  app.get('/home', (_req, res) => res.send('home'));
  served = await serve(app, (server) => guardConnections(server, pino({ level: 'silent' }), SHORT));
  return served;
}

/**
 * Sends `head`, then `trickle` one byte at a time, BYTE_EVERY_MS apart, until the server answers or closes.
 * Resolves with the answer and how many bytes of `trickle` went out before it came.
 */
function slowClient(port: number, head: string, trickle: string) {
  return new Promise<{ answer: string; sent: number }>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    const drip = setInterval(() => {
      if (sent < trickle.length && socket.writable) socket.write(trickle[sent++]!);
    }, BYTE_EVERY_MS);
    const done = () => {
      clearInterval(drip);
      resolve({ answer, sent });
    };
    socket.setEncoding('latin1');
    socket.on('connect', () => socket.write(head));
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', done);
    socket.on('close', done);
    socket.on('error', (error) => {
      clearInterval(drip);
      reject(error);
    });
  });
}

describe('a client that sends its request slowly', () => {
  it('is cut with 408 when its body trickles in, long before it would have finished', async () => {
    const { port, url } = await formServer();
    const body = 'x'.repeat(60);
    const { answer, sent } = await slowClient(
      port,
      `POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(answer).toContain('\r\nConnection: close\r\n');
    // At a byte per BYTE_EVERY_MS the request limit lets about five bytes in, never the whole body.
    expect(sent).toBeLessThan(body.length / 2);
    // Cut alone: the server goes on answering others.
    expect(await (await fetch(`${url}/home`)).text()).toBe('home');
  });

  it('ends the request of a client that keeps its side open after the 408, so nothing waits for its body', async () => {
    let ended: Promise<void> | undefined;
    const app = express();
    app.post('/upload', (req) => {
      // An action reading its form: the rest of the body never comes.
      ended = new Promise((resolve) => req.once('close', () => resolve()));
      req.resume();
    });
    served = await serve(app, (server) => guardConnections(server, pino({ level: 'silent' }), SHORT));
    const socket = net.connect({ port: served.port, host: '127.0.0.1', allowHalfOpen: true });
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.write('POST /upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 1000\r\n\r\npart of it');
    await expect.poll(() => answer).toMatch(/^HTTP\/1\.1 408 /);
    await expect.poll(() => ended !== undefined).toBe(true);
    await ended;
    socket.destroy();
  });

  it('is cut with 408 when its headers trickle in', async () => {
    const { port } = await formServer();
    const headers = `GET /home HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${'y'.repeat(60)}\r\n\r\n`;
    const { answer, sent } = await slowClient(port, 'GET /home HTTP/1.1\r\n', headers.slice(20));
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(sent).toBeLessThan(headers.length / 2);
  });

  it('gets the same answer as before from a client that sends at once', async () => {
    const { url } = await formServer();
    const res = await fetch(`${url}/contact`, { method: 'POST', body: 'x'.repeat(60) });
    expect(await res.text()).toBe('read 60 bytes');
  });

  it('keeps an idle connection as long as the limits say, and tells the client', async () => {
    const app = express();
    app.get('/home', (_req, res) => res.send('home'));
    served = await serve(app, (server) => guardConnections(server, pino({ level: 'silent' })));
    const res = await fetch(`${served.url}/home`);
    expect(await res.text()).toBe('home');
    expect(res.headers.get('keep-alive')).toBe(`timeout=${CLIENT_LIMITS.keepAliveTimeoutMs / 1000}`);
  });
});

describe('the production limits', () => {
  it('cut a body sent a byte every 10 s within 30 s, and give headers less time than the body', () => {
    const latestCut = CLIENT_LIMITS.requestTimeoutMs + CLIENT_LIMITS.checkEveryMs;
    expect(latestCut).toBeLessThanOrEqual(30_000);
    expect(CLIENT_LIMITS.headersTimeoutMs).toBeLessThan(CLIENT_LIMITS.requestTimeoutMs);
  });

  it('keep an idle connection past the minute a proxy in front keeps its own', () => {
    expect(CLIENT_LIMITS.keepAliveTimeoutMs).toBeGreaterThan(60_000);
  });
});

describe('stopping (docs/decisions/251-web-server-stops-in-order.md)', () => {
  /**
   * A server whose /slow answers once `release` is called, and whose /home answers at once; `slowArrived`
   * settles when the server has a /slow request in hand.
   */
  async function stoppable() {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let arrived = () => {};
    const slowArrived = new Promise<void>((resolve) => (arrived = resolve));
    const server = http.createServer((req, res) => {
      if (req.url !== '/slow') return res.end('home');
      arrived();
      void held.then(() => res.end('slow done'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return { server, url: `http://127.0.0.1:${port}`, port, release, slowArrived };
  }

  /** One kept-alive request on its own socket; resolves with the answer's raw head and body. */
  function rawGet(port: number, path: string) {
    return new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () =>
        socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`),
      );
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });
  }

  it('lets a request under way finish, closing its connection after, and drops idle ones at once', async () => {
    const { server, port, url, release, slowArrived } = await stoppable();
    // An idle kept-alive connection (fetch keeps its socket) and a request still being answered.
    expect(await (await fetch(`${url}/home`)).text()).toBe('home');
    const slow = rawGet(port, '/slow');
    await slowArrived;
    const stopped = stopServing(server, 5_000, 10);
    let done = false;
    void stopped.then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done).toBe(false);
    release();
    const answer = await slow;
    // Answered whole; its connection closed after (the raw client resolves once it is).
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(answer).toMatch(/slow done$/);
    await stopped;
  });

  it('cuts off what still runs after the grace period', async () => {
    const { server, port, slowArrived } = await stoppable();
    const hung = rawGet(port, '/slow');
    await slowArrived;
    const started = Date.now();
    await stopServing(server, 200, 10);
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    expect(await hung).toBe('');
  });
});
