import type { IncomingMessage, ServerResponse } from 'node:http';
import { Module, RequestMethod } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { LogLevel } from '../config/env.schema';
import { requestIdOf } from '../request-id/request-id.middleware';

type LoggedRequest = IncomingMessage & { user?: { id?: string } };

/**
 * Names the signed-in caller on node's own request, which is what pino-http logs: the guard's user is on
 * Fastify's request, a wrapper pino-http never sees.
 */
export function logCaller(raw: IncomingMessage, id: string): void {
  (raw as LoggedRequest).user = { id };
}

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
 * One structured log (issue 7): a JSON line per request in production, pretty lines in development, with
 * the method, path (never the query), status, duration, request id (the web server's, passed along) and
 * the signed-in user's id. Headers, bodies and queries are never logged, so no code, password, token or
 * cookie can reach a log line; the redaction is a second fence should a serializer ever let one through.
 */
export function loggerOptions(config: AppConfig) {
  return {
    // Every route, in Nest's path syntax (the default '*' draws a conversion warning).
    forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
    pinoHttp: {
      level: pinoLevel(config.logLevel),
      transport:
        config.nodeEnv === 'development'
          ? { target: 'pino-pretty', options: { singleLine: true, translateTime: 'SYS:HH:MM:ss.l' } }
          : undefined,
      // The request-id middleware has already chosen the id (the caller's, if well formed, or a new one).
      genReqId: (_req: IncomingMessage, res: ServerResponse) =>
        requestIdOf(res as Parameters<typeof requestIdOf>[0]) ?? 'unknown',
      serializers: {
        req: (req: { method?: string; url?: string }) => ({ method: req.method, path: pathOf(req.url) }),
        res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
      },
      customProps: (req: IncomingMessage) => {
        const userId = (req as LoggedRequest).user?.id;
        return { requestId: (req as { id?: unknown }).id, ...(userId ? { userId } : {}) };
      },
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
      // Nest's own request context line is enough; the health check answers every few seconds.
      autoLogging: { ignore: (req: IncomingMessage) => pathOf(req.url).endsWith('/health') },
    },
  };
}

@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => loggerOptions(config),
    }),
  ],
})
export class LoggingModule {}
