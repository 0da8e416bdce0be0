import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { API_PREFIX } from './api-prefix';
import { AppModule } from './app.module';
import type { AppConfig } from './config/app-config';
import { requestIdMiddleware } from './request-id/request-id.middleware';

/** Builds the configured application without listening, for main.ts and the tests alike. */
export async function createApp(config: AppConfig): Promise<INestApplication> {
  // Logs made while the modules start are held until pino takes over, so every line has one format.
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config), {
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  app.disable('x-powered-by');
  // The API answers JSON and files, never pages: nothing it sends may be framed, sniffed into another
  // type, or run as a page with scripts (a stored file opened directly gets `default-src 'none'`).
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
      crossOriginResourcePolicy: { policy: 'same-site' },
      hsts: config.publicOrigin.startsWith('https:'),
    }),
  );
  // The web server calls the API on the browser's behalf (page actions and its /api proxy) and names the
  // browser in X-Forwarded-For. Trusting only a local hop makes req.ip that address when the call comes
  // from the web server on this machine, while a remote caller cannot pick its own address by the header.
  // TRUST_PROXY names the web server's addresses when it runs elsewhere (another container).
  app.set('trust proxy', config.trustProxy);
  app.use(requestIdMiddleware);
  app.setGlobalPrefix(API_PREFIX);
  // Stops the embedded database and closes connections on SIGTERM/SIGINT.
  app.enableShutdownHooks();
  return app;
}
