import { describe, expect, it, vi } from 'vitest';
// The class React Router makes its own refusals with (the 405 of a post to a page without an action).
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import handleRequest, { batchedBody, handleError } from './entry.server';

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

describe('a HEAD request', () => {
  it("answers the page's status and headers, its type included, and no body", async () => {
    const headers = new Headers({ 'Cache-Control': 'private, no-cache' });
    const answer = await handleRequest(
      new Request('http://localhost/home', { method: 'HEAD' }),
      200,
      headers,
      {} as never,
      {} as never,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('text/html');
    expect(answer.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(answer.body).toBeNull();
  });
});

describe('what a failed request leaves in the log', () => {
  const args = (signal = new AbortController().signal) => ({
    request: new Request('http://localhost/home', { method: 'POST', signal }),
    params: {},
    context: {} as never,
  });

  it("is the error, but not React Router's own refusal of the request (405) nor a request given up", () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const refusal = new ErrorResponseImpl(405, 'Method Not Allowed', null, true);
      handleError(refusal, args());
      const gone = new AbortController();
      gone.abort();
      handleError(new Error('client left'), args(gone.signal));
      expect(logged).not.toHaveBeenCalled();

      const failure = new Error('The API answered 502');
      handleError(failure, args());
      handleError(new ErrorResponseImpl(500, 'Internal Server Error', null), args());
      expect(logged).toHaveBeenCalledTimes(2);
      expect(logged).toHaveBeenNthCalledWith(1, failure);
    } finally {
      logged.mockRestore();
    }
  });
});
