import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Response } from 'express';
import type { Connection } from 'mongoose';
import { errorBody } from '../errors/error-body';

// A health check must answer quickly even when the database hangs, so the ping gets its own deadline.
const PING_TIMEOUT_MS = 2000;

@Controller('health')
export class HealthController {
  /** The ping under way, which checks that arrive meanwhile share: one round trip however many ask. */
  private pending: Promise<boolean> | null = null;

  constructor(@InjectConnection() private readonly connection: Connection) {}

  @Get()
  async check(@Res({ passthrough: true }) res: Response) {
    if (await this.databaseUp()) return { status: 'ok', database: 'up' };
    res.status(HttpStatus.SERVICE_UNAVAILABLE).setHeader('retry-after', '30');
    return { ...errorBody(503, 'databaseUnavailable'), status: 'error', database: 'down' };
  }

  /**
   * Whether the database answers a ping. A check that arrives while a ping is out waits for that one: its
   * answer is no older than the check, and a probe or a load balancer polling hard costs one ping at a time.
   */
  private databaseUp(): Promise<boolean> {
    if (!this.pending) {
      this.pending = this.pingDatabase().finally(() => {
        this.pending = null;
      });
    }
    return this.pending;
  }

  private async pingDatabase(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
    });
    const ping = (async () => {
      const db = this.connection.db;
      if (!db || this.connection.readyState !== 1) return false;
      await db.command({ ping: 1 });
      return true;
    })().catch(() => false);
    try {
      return await Promise.race([ping, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
