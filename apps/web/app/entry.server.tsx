import { Transform } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import {
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  ServerRouter,
} from 'react-router';
import './i18n/server-catalogues';
import { NonceProvider } from './lib/nonce';

// React Router's default server entry (streaming; crawlers get the whole page at once), plus the CSP
// nonce: the web server makes one per request (server/security-headers.mjs) and every inline script React
// Router and React write must carry it, or the browser refuses to run it.

export const streamTimeout = 5_000;

/**
 * What React Router reports of a request that failed, as its default does (the error, unless the client
 * went away), but not the refusals it makes itself with a status under 500: a post to a page that takes
 * none (405) is the sender's mistake, already answered, and logging each with its stack let anyone fill the
 * log with probes.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // A HEAD answer has the page's status and headers and no body (RFC 9110 9.3.2): skip rendering.
  if (request.method.toUpperCase() === 'HEAD') {
    responseHeaders.set('Content-Type', 'text/html');
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    // Give up on pending boundaries a little after streamTimeout, so their rejections still stream out.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce ?? ''}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = batchedBody(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell is ready reject above and are logged by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/**
 * The page's body stream. React writes a page in pieces of at most 4 KB and calls the stream's `flush()` when
 * it has written all it has for now (the shell, then each boundary that resolves). Passed on one by one,
 * each piece costs a web-stream read and a socket write of its own; gathered until that `flush()`, a page
 * with nothing deferred leaves in one or two pieces, and streamed parts still leave as soon as React has them
 * (docs/decisions/201-page-body-in-flushed-pieces.md).
 */
export function batchedBody(onEnd: () => void): Transform & { flush(): void } {
  let pending: Buffer[] = [];
  const release = () => {
    if (pending.length === 0) return;
    body.push(pending.length === 1 ? pending[0] : Buffer.concat(pending));
    pending = [];
  };
  const body = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending.push(chunk);
      callback();
    },
    flush(callback) {
      release();
      onEnd();
      callback();
    },
  });
  return Object.assign(body, { flush: release });
}
