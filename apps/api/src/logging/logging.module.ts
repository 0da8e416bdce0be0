import type { IncomingMessage, ServerResponse } from 'node:http';
import { Module, RequestMethod } from '@nestjs/common';
import { LoggerModule, type Params } from 'nestjs-pino';
import { type Logger, pino } from 'pino';
import type { Options as PinoHttpOptions } from 'pino-http';
import type { LogLevel } from '../config/api-settings';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

type LoggedRequest = IncomingMessage & { id?: string; user?: { id?: string } };

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
 * One structured log: JSON lines in production, pretty lines in development. Lines carry what the code puts
 * in them and nothing else; the redaction is a second fence should one ever carry a secret.
 */
export function createLogger(config: Pick<AppConfig, 'logLevel' | 'nodeEnv'>): Logger {
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
        '*.deviceToken',
      ],
      censor: '[redacted]',
    },
  });
}

/**
 * pino-http's settings for the request's line, written when the answer has gone: the method, the path
 * without its query, the status, the time taken, the request id (chosen by the request-id middleware: the
 * web server's, passed along) and the signed-in user's id (the access guard puts the user on the request).
 * Never a header, a body or the query. A 5xx is an error line, "request errored". Health checks are not
 * logged (a probe polls every few seconds).
 */
export function requestLogOptions(logger: Logger): PinoHttpOptions {
  return {
    logger,
    // Every line written during the request (Nest's own, through nestjs-pino) names the request by its id.
    quietReqLogger: true,
    customAttributeKeys: { reqId: 'requestId' },
    genReqId: (req: IncomingMessage) => (req as LoggedRequest).id ?? 'unknown',
    serializers: {
      req: (req: { method?: string; url?: string }) => ({ method: req.method, path: pathOf(req.url) }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
      // The failure itself is on the error filter's line, by the same request id.
      err: () => undefined,
    },
    customProps: (req: IncomingMessage) => {
      const userId = (req as LoggedRequest).user?.id;
      return userId ? { userId } : {};
    },
    customLogLevel: (_req: IncomingMessage, res: ServerResponse, error?: Error) =>
      error || res.statusCode >= 500 ? 'error' : 'info',
    autoLogging: { ignore: (req: IncomingMessage) => pathOf(req.url).endsWith('/health') },
  };
}

/** nestjs-pino's settings: pino-http on every route, Nest's own lines on the same logger. */
export function loggerParams(config: AppConfig): Params {
  return {
    pinoHttp: requestLogOptions(createLogger(config)),
    // Every route, in the path syntax of Express 5 (the default '*' draws a conversion warning).
    forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
  };
}

@Module({
  imports: [LoggerModule.forRootAsync({ inject: [APP_CONFIG], useFactory: loggerParams })],
})
export class LoggingModule {}
