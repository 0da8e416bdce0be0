import { Module, type Provider } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { type Logger, pino } from 'pino';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { LogLevel } from '../config/env.schema';

/** The API's one pino logger: Nest's own lines (through nestjs-pino) and the request log (request-log.ts). */
export const ROOT_LOGGER = Symbol('ROOT_LOGGER');

/** pino's name for each of our levels (Nest's `verbose` is pino's `trace`). */
export function pinoLevel(level: LogLevel): string {
  return level === 'verbose' ? 'trace' : level;
}

/** The path of a request URL without its query, which may carry a search or an e-mail. */
export function pathOf(url: string | undefined): string {
  const path = (url ?? '/').split('?')[0] ?? '/';
  return path === '' ? '/' : path;
}

/**
 * One structured log (issue 7): JSON lines in production, pretty lines in development. Lines carry what the
 * code puts in them and nothing else (request-log.ts writes the method, path, status, duration, request id
 * and user id, never a header, body or query); the redaction is a second fence should one ever carry a
 * secret.
 */
export function createLogger(config: AppConfig): Logger {
  return pino({
    level: pinoLevel(config.logLevel),
    transport:
      config.nodeEnv === 'development'
        ? { target: 'pino-pretty', options: { singleLine: true, translateTime: 'SYS:HH:MM:ss.l' } }
        : undefined,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.confirmPassword',
        '*.code',
        '*.token',
      ],
      censor: '[redacted]',
    },
  });
}

const rootLogger: Provider = { provide: ROOT_LOGGER, inject: [APP_CONFIG], useFactory: createLogger };

/**
 * nestjs-pino writes Nest's own lines (start-up, the error filter, services' loggers) through the root
 * logger. Its pino-http middleware runs on no route (`forRoutes: []`): the request line comes from a Fastify
 * hook instead (request-log.ts, docs/decisions/109-request-pipeline-in-fastify-hooks.md).
 */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      providers: [rootLogger],
      inject: [ROOT_LOGGER],
      useFactory: (logger: Logger) => ({ pinoHttp: { logger }, forRoutes: [] }),
    }),
  ],
})
export class LoggingModule {}
