import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/** How often a closing server drops the kept-alive connections that have become idle. */
const IDLE_SWEEP_MS = 100;

/**
 * The first step of a shutdown (docs/decisions/249-shutdown-in-order.md): the HTTP server stops taking
 * requests and lets those under way finish. Only then do the services drain their background mails
 * (`beforeApplicationShutdown`), so no request can start a mail behind the drain, and the database closes
 * last (`onApplicationShutdown`). Nest would close the server only after the drains.
 */
@Injectable()
export class StopTakingRequests implements OnModuleDestroy {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleDestroy(): Promise<void> {
    const server = this.adapterHost.httpAdapter?.getHttpServer() as Server | undefined;
    if (!server?.listening) return;
    // Node's close() drops only the connections idle at that moment: a kept-alive one busy then would go on
    // taking requests. Every answer from now on closes its connection, and those that fall idle are dropped.
    const closeAfter = (_request: IncomingMessage, response: ServerResponse) =>
      response.setHeader('connection', 'close');
    server.prependListener('request', closeAfter);
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS).unref();
    // A closing server no longer enforces the request timeout itself: a request still running then is cut.
    const cutOff = setTimeout(() => server.closeAllConnections(), this.config.requestTimeoutMs).unref();
    try {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    } finally {
      clearInterval(sweep);
      clearTimeout(cutOff);
      server.off('request', closeAfter);
    }
  }
}
