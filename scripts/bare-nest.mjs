// A bare Nest app (the Express platform the API runs on, one controller, nothing else) answering fixed bytes: the
// reference the API's reads are measured against ("close to a bare Nest app"). `pnpm bench` loads it next to the API.
// Nest's decorators are applied as plain calls, so this runs as plain JavaScript from the API's own packages.
import { createRequire } from 'node:module';
import path from 'node:path';

export async function startBareNest(root, body, type) {
  const require = createRequire(path.join(root, 'apps/api/package.json'));
  require('reflect-metadata');
  const { Controller, Get, Header, Module } = require('@nestjs/common');
  const { NestFactory } = require('@nestjs/core');
  const text = body.toString('utf8');

  class HealthController {
    check() {
      return text;
    }
  }
  Controller('api/answer')(HealthController);
  const check = Object.getOwnPropertyDescriptor(HealthController.prototype, 'check');
  Header('content-type', type)(HealthController.prototype, 'check', check);
  Get()(HealthController.prototype, 'check', check);
  Object.defineProperty(HealthController.prototype, 'check', check);

  class BareModule {}
  Module({ controllers: [HealthController] })(BareModule);

  // Nest's default platform is Express, as the API's.
  const app = await NestFactory.create(BareModule, { logger: false });
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address();
  return { app, url: `http://127.0.0.1:${port}/api/answer` };
}
