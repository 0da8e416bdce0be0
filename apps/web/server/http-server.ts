// What Node's HTTP server itself must refuse, before express sees a request: slow clients, requests its
// parser rejects, and CONNECT (docs/decisions/020-web-edge.md, docs/decisions/143-slow-clients.md).
import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from 'pino';
import { clientErrorResponse, connectResponse } from './request-guard';

export type ClientLimits = {
  /** How long the request line and headers may take to arrive. */
  headersTimeoutMs: number;
  /** How long the whole request, body included, may take to arrive. */
  requestTimeoutMs: number;
  /** How often Node looks for requests past those limits. */
  checkEveryMs: number;
  /**
   * How long a kept-alive connection may sit idle before the server closes it: longer than the minute a
   * proxy or load balancer in front keeps its own idle connections, so it is never the server that closes
   * one under a request just sent on it (docs/decisions/272-idle-connections-outlast-their-callers.md).
   */
  keepAliveTimeoutMs: number;
};

/**
 * A request that trickles in (a body sent a byte every few seconds) is cut after 25 to 30 s with 408, so a
 * few slow clients cannot hold every socket. Node's defaults (60 s for headers, 300 s for the request,
 * checked every 30 s) let one stay for five and a half minutes.
 */
export const CLIENT_LIMITS: ClientLimits = {
  headersTimeoutMs: 15_000,
  requestTimeoutMs: 25_000,
  checkEveryMs: 5_000,
  keepAliveTimeoutMs: 65_000,
};

/** Sets the limits on `server` (before it listens) and answers what never becomes a request. */
export function guardConnections(server: Server, logger: Logger, limits: ClientLimits = CLIENT_LIMITS) {
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  // Read by Node when the server starts listening, to schedule its check of the two limits above.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval =
    limits.checkEveryMs;

  // Node's parser rejected the request (a bad request line or header, headers too large, too slow): there is
  // no request for express to see, so the answer goes straight to the socket and the process carries on. An
  // answer already under way for it can only be cut off.
  // Node hands a plain HTTP server's own sockets here, typed more widely as streams.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable || socket.bytesWritten > 0) return socket.destroy();
    logger.info({ reason: error.code ?? error.message }, 'malformed or slow request refused');
    // Closed for good once the answer is out: a client that never closes its side would otherwise keep the
    // request open, and an action still waiting for the rest of its body would wait for ever.
    socket.end(clientErrorResponse(error), () => socket.destroy());
  });

  // CONNECT (a proxy tunnel) never reaches the app either: Node hands it here, or drops the socket unanswered.
  server.on('connect', (_req, socket) => {
    logger.info({ method: 'CONNECT' }, 'CONNECT refused');
    socket.end(connectResponse());
  });
}

/**
 * Stops `server` as a deploy needs (docs/decisions/251-web-server-stops-in-order.md): it takes no new
 * connection, lets the requests under way finish, closes each connection once it falls idle (a request
 * arriving meanwhile on an open one is answered with `Connection: close`), and cuts off only what still
 * runs after `graceMs`. Resolves once every connection is gone. Node's
 * `close()` alone waits on kept-alive connections; `closeAllConnections()` at once resets requests in the
 * middle of their answer (a checkout posted a moment before a deploy, its order placed, its answer lost).
 */
export function stopServing(server: Server, graceMs: number, idleSweepMs = 100): Promise<void> {
  server.prependListener('request', (_req, res: ServerResponse) => res.setHeader('Connection', 'close'));
  return new Promise((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), idleSweepMs);
    const cutOff = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(cutOff);
      resolve();
    });
    server.closeIdleConnections();
  });
}
