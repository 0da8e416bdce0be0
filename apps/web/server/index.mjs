// @ts-check
// The web server: `node server/index.mjs` (production: NODE_ENV=production, `pnpm start`) and the same file
// with NODE_ENV=development for `pnpm dev`. See app.mjs for what it does with each request.
import http from 'node:http';
import { createApp } from './app.mjs';
import { serverConfig } from './config.mjs';
import { clientErrorResponse, connectResponse } from './request-guard.mjs';
import { createLogger } from './request-log.mjs';

const config = serverConfig(process.env);
const logger = await createLogger({ level: config.logLevel, pretty: config.mode === 'development' });
const server = http.createServer();
const { app, close } = await createApp({ config, logger, httpServer: server });
server.on('request', app);

// Node's parser rejected the request (a bad request line or header, headers too large): there is no
// request for express to see, so the answer goes straight to the socket and the process carries on.
server.on('clientError', (/** @type {NodeJS.ErrnoException} */ error, socket) => {
  if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
  logger.info({ reason: error.code ?? error.message }, 'malformed request refused');
  socket.end(clientErrorResponse(error));
});

// CONNECT (a proxy tunnel) never reaches the app either: Node hands it here, or drops the socket unanswered.
server.on('connect', (_req, socket) => {
  logger.info({ method: 'CONNECT' }, 'CONNECT refused');
  socket.end(connectResponse());
});

// A promise nobody awaited failed. Express answers every request's own errors (errors.mjs), so this is a
// stray background task: log it rather than take every visitor's page down with it.
process.on('unhandledRejection', (reason) => {
  logger.error({ err: reason }, 'unhandled promise rejection');
});

server.on('error', (error) => {
  logger.fatal({ err: error }, 'the web server could not start');
  process.exit(1);
});

server.listen(config.port, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info(`Web listening on http://localhost:${port} (${config.mode})`);
});

function shutdown() {
  server.close(() => {
    void close().then(() => process.exit(0));
  });
  server.closeAllConnections();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
