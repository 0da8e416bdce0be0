import type { FileBytes } from '#app/lib/api.server';

/** What the resource route says of the file itself: its type, and how the browser is to take it. */
type FileHeaders = { type: string; disposition: string };

/**
 * A file the API answered (a CSV export, a request's CV or photo), handed to the admin's browser as it
 * comes: the typed client leaves a file's body unread (api.server.ts), so the web server never holds a
 * whole file, and the bytes arrive exactly as the API sent them (a CSV's byte-order mark once:
 * docs/decisions/270-csv-exports-for-spreadsheets.md). The length is the API's when it gave one, as the
 * bytes are the same (docs/decisions/273-file-downloads-streamed.md), unless the API's answer came encoded
 * (fetch hands the bytes on decoded, so its length would be short of them). Private, so never kept by a
 * cache; never sniffed into another type than the one the route names; and never transformed on the way,
 * which keeps the web server's compression out of it (it leaks a listener each time a streamed answer
 * waits for a slow browser). A HEAD request gets the headers alone, and the API's answer is stopped at
 * once: React Router would drop the body unread, which would hold the API's answer open until the typed
 * client gives up on a file left unread (api.server.ts).
 */
export function fileDownload(
  request: Request,
  answer: { body: FileBytes; headers: Headers },
  { type, disposition }: FileHeaders,
): Response {
  const headers = new Headers({
    'Content-Type': type,
    'Content-Disposition': disposition,
    'Cache-Control': 'private, no-store, no-transform',
    'X-Content-Type-Options': 'nosniff',
  });
  const length = answer.headers.get('content-length');
  const encoding = answer.headers.get('content-encoding') ?? 'identity';
  if (length !== null && /^\d+$/.test(length) && encoding === 'identity')
    headers.set('Content-Length', length);
  if (request.method === 'HEAD') {
    void answer.body.cancel();
    return new Response(null, { headers });
  }
  return new Response(answer.body, { headers });
}
