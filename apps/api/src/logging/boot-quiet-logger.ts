import type { LoggerService } from '@nestjs/common';

/**
 * Nest's own start-up chatter: a line per module initialised, per controller and per route mapped (about a
 * hundred and fifty lines). Useful when debugging the wiring, noise at every start.
 */
const BOOT_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer']);

/**
 * Nest's logger (nestjs-pino's) without the start-up chatter above, unless LOG_LEVEL asks for debug lines:
 * a start then says where the API listens, where the first admin's password is and where mail goes.
 */
export class BootQuietLogger implements LoggerService {
  constructor(
    private readonly inner: LoggerService,
    private readonly showBoot: boolean,
  ) {}

  log(message: unknown, ...rest: unknown[]): void {
    const context = rest.at(-1);
    if (!this.showBoot && typeof context === 'string' && BOOT_CONTEXTS.has(context)) return;
    this.inner.log(message, ...rest);
  }

  error(message: unknown, ...rest: unknown[]): void {
    this.inner.error(message, ...rest);
  }

  warn(message: unknown, ...rest: unknown[]): void {
    this.inner.warn(message, ...rest);
  }

  debug(message: unknown, ...rest: unknown[]): void {
    this.inner.debug?.(message, ...rest);
  }

  verbose(message: unknown, ...rest: unknown[]): void {
    this.inner.verbose?.(message, ...rest);
  }

  fatal(message: unknown, ...rest: unknown[]): void {
    this.inner.fatal?.(message, ...rest);
  }
}
