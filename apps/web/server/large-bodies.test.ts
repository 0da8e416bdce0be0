import net from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { boundLargeBodies, LARGE_BODY_BYTES } from './large-bodies';
import { serve, type Served } from '#tests/server';

let served: Served | undefined;
afterEach(async () => {
  await served?.close();
  served = undefined;
});

const MIB = 1024 * 1024;

/**
 * Sends a post's head declaring `length` bytes of body (none of which follow) and resolves with what the
 * server answers. The page at /held answers only once `release` is called, as a slow action would.
 */
function post(port: number, path: string, length: number) {
  return new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      if (answer.includes('\r\n\r\n') && /\r\n\r\n[^]*\n/.test(answer)) {
        socket.destroy();
        resolve(answer);
      }
    });
    socket.on('error', reject);
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=x\r\n` +
        `Content-Length: ${length}\r\n\r\n`,
    );
  });
}

describe('boundLargeBodies', () => {
  it('answers 503 to a large body that would take the worker past its budget, until one in hand is answered', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let arrived = () => {};
    const inHand = new Promise<void>((resolve) => (arrived = resolve));
    const app = express();
    app.use(boundLargeBodies(3 * MIB));
    app.post('/held', async (_req, res) => {
      arrived();
      await held;
      res.end('held done\n');
    });
    app.post('/form', (_req, res) => res.end('form done\n'));
    served = await serve(app);
    const { port } = served;

    const first = post(port, '/held', 2 * MIB);
    await inHand;
    const refused = await post(port, '/form', 2 * MIB);
    expect(refused).toMatch(/^HTTP\/1\.1 503 /);
    expect(refused).toMatch(/\r\nRetry-After: 30\r\n/i);
    expect(refused).toMatch(/\r\nConnection: close\r\n/i);
    // Small bodies (every form without files) are not counted.
    expect(await post(port, '/form', LARGE_BODY_BYTES - 1)).toMatch(/^HTTP\/1\.1 200 [^]*form done/);
    // Within the budget beside the first: counted and let through.
    expect(await post(port, '/form', MIB)).toMatch(/^HTTP\/1\.1 200 /);

    release();
    expect(await first).toMatch(/^HTTP\/1\.1 200 [^]*held done/);
    expect(await post(port, '/form', 2 * MIB)).toMatch(/^HTTP\/1\.1 200 /);
  });
});
