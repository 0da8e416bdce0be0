import { describe, expect, it, vi } from 'vitest';
import { batchedBody } from './entry.server';

describe("the page body's stream", () => {
  it('passes on what React wrote at each flush() as one piece, and the rest at the end', async () => {
    const ended = vi.fn();
    const body = batchedBody(ended);
    const pieces: string[] = [];
    body.on('data', (chunk: Buffer) => pieces.push(chunk.toString()));
    const done = new Promise((resolve) => body.on('end', resolve));
    body.write(new TextEncoder().encode('<html><head>'));
    body.write('<body>');
    body.write(new TextEncoder().encode('<main>shell</main>'));
    body.flush();
    await new Promise((resolve) => setImmediate(resolve));
    expect(pieces).toEqual(['<html><head><body><main>shell</main>']);
    body.flush();
    body.write('<script>data</script>');
    body.end('</body></html>');
    await done;
    expect(pieces).toEqual(['<html><head><body><main>shell</main>', '<script>data</script></body></html>']);
    expect(ended).toHaveBeenCalledTimes(1);
  });
});
