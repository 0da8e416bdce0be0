import type { Server } from 'node:http';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';

/**
 * The first step of a shutdown (docs/decisions/249-shutdown-in-order.md): the HTTP server stops taking
 * requests and lets those under way finish. Only then do the services drain their background mails
 * (`beforeApplicationShutdown`), so no request can start a mail behind the drain, and the database closes
 * last (`onApplicationShutdown`). Nest would close the server only after the drains.
 */
@Injectable()
export class StopTakingRequests implements OnModuleDestroy {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  async onModuleDestroy(): Promise<void> {
    const server = this.adapterHost.httpAdapter?.getHttpServer() as Server | undefined;
    if (!server?.listening) return;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
