import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DynamicModule, type INestApplication, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { getConnectionToken } from '@nestjs/mongoose';
import { contract } from '@farm/contract';
import { initClient } from '@ts-rest/core';
import type { Connection } from 'mongoose';
import { API_PREFIX } from '../src/api-prefix';
import { AdminModule } from '../src/admin/admin.module';
import { AppModule } from '../src/app.module';
import { AuthModule } from '../src/auth/auth.module';
import { type AppConfig, loadConfig, nestLogLevels } from '../src/config/app-config';
import { ThrottleModule } from '../src/throttle/throttle.module';
import { Outbox } from './auth-outbox';

/**
 * The whole API plus the account modules (harmless duplicates once AppModule imports them itself), on
 * an in-memory embedded database, with its mail outbox in a temporary DATA_DIR.
 */
@Module({})
class AccountsTestModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: AccountsTestModule,
      imports: [AppModule.register(config), ThrottleModule, AuthModule, AdminModule],
    };
  }
}

export interface AccountsApp {
  app: INestApplication;
  baseUrl: string;
  client: ReturnType<typeof makeClient>;
  outbox: Outbox;
  /** The raw users collection, for tests that must reach past the API (expire a code). */
  users(): ReturnType<Connection['collection']>;
  close(): Promise<void>;
}

const makeClient = (baseUrl: string) => initClient(contract, { baseUrl, baseHeaders: {} });

/** Starts the app with `env` (ADMIN_EMAIL, ...) visible while it boots. */
export async function startAccountsApp(env: Record<string, string | undefined> = {}): Promise<AccountsApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'farm-accounts-'));
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete process.env[key];
  let app: INestApplication;
  try {
    const config: AppConfig = {
      ...loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' }),
      nodeEnv: 'test',
      port: 0,
      dataDir,
      mongodbUri: undefined,
      embeddedDbPath: undefined,
      seedDemo: false,
    };
    app = await NestFactory.create(AccountsTestModule.register(config), {
      logger: nestLogLevels(config.logLevel),
    });
    app.setGlobalPrefix(API_PREFIX);
    await app.listen(0, '127.0.0.1');
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
  const address = app.getHttpServer().address();
  const baseUrl = `http://127.0.0.1:${address.port}/api`;
  return {
    app,
    baseUrl,
    client: makeClient(baseUrl),
    outbox: new Outbox(join(dataDir, 'mail')),
    users: () => app.get<Connection>(getConnectionToken()).collection('users'),
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh, valid registration with an e-mail no other test uses. */
let counter = 0;
export function newRegistration(prefix = 'customer') {
  counter += 1;
  const email = `${prefix}.${Date.now().toString(36)}${counter}@farm-test.ae`;
  return {
    username: 'Amina',
    lastname: 'Khalid',
    email,
    password: 'greens2025',
    confirmPassword: 'greens2025',
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
