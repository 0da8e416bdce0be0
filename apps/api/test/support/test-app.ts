import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { contract } from '@farm/contract';
import { initClient } from '@ts-rest/core';
import mongoose from 'mongoose';
import { createApp } from '../../src/app';
import { type AppConfig, loadConfig } from '../../src/config/app-config';
import { replaceDatabaseName } from '../../src/database/database-server';
import { DEMO_STORE_VARIABLE } from './demo-store';

export interface TestApp {
  app: INestApplication;
  baseUrl: string;
  client: ReturnType<typeof makeClient>;
  close(): Promise<void>;
}

const makeClient = (baseUrl: string) => initClient(contract, { baseUrl, baseHeaders: {} });

async function dropDatabase(uri: string): Promise<void> {
  const connection = await mongoose.createConnection(uri).asPromise();
  try {
    await connection.dropDatabase();
  } finally {
    await connection.close();
  }
}

/**
 * argon2id at 256 KiB and one pass: the tests hash passwords by the hundred (a hundred buyers racing for the
 * last units, the rate limits' sign-ups), and at OWASP's cost that was a third of some files' time
 * (docs/decisions/210-cheaper-password-hashes-in-api-tests.md). The same code runs; only the cost is lower.
 */
const TEST_PASSWORD_HASH_COST = { memoryCost: 256, timeCost: 1 };

/**
 * The test apps never close an idle connection themselves: the test's fetch does (4 s after its last answer,
 * when the server names no time), or the app's close(). The API and the fetch calls that test it run on
 * this one event loop, so the two ends' idle timers are timers of one loop. Between processes the
 * client's timer runs on time and drops an idle connection 3 s before the server would (app.ts,
 * KEEP_ALIVE_TIMEOUT_MS). Here a test that keeps the loop busy for seconds (building a 50 MB upload, reading
 * a long outbox back, or any test on a loaded machine) holds both timers back: its next call goes out on
 * the connection the client should have dropped, and the server's overdue timer, run in the same turn of
 * the loop, closes that connection with the request unread, so the call fails with ECONNRESET.
 */
const TEST_KEEP_ALIVE_TIMEOUT_MS = 0;

/**
 * The real API listening on a free port: on an in-memory embedded database by default, or, when
 * MONGODB_URI is set, on a database of its own that is dropped again on close.
 */
export async function startTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const environment = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  const ownDatabase = environment.mongodbUri
    ? replaceDatabaseName(environment.mongodbUri, `farm_test_${Date.now()}_${randomBytes(3).toString('hex')}`)
    : undefined;
  // Files the API writes beside its data (the first admin's password, the mail outbox) go to a folder of
  // this test's own, never to the working tree.
  const ownDataDir = overrides.dataDir ? undefined : await mkdtemp(join(tmpdir(), 'farm-api-test-'));
  const config: AppConfig = {
    ...environment,
    ...(ownDataDir ? { dataDir: ownDataDir } : {}),
    nodeEnv: 'test',
    port: 0,
    mongodbUri: ownDatabase,
    embeddedDbPath: undefined,
    seedDemo: true,
    passwordHashCost: TEST_PASSWORD_HASH_COST,
    keepAliveTimeoutMs: TEST_KEEP_ALIVE_TIMEOUT_MS,
    ...overrides,
  };
  // The demo data, seeded once for the run (demo-store.ts), when this app would seed it into memory.
  if (config.seedDemo === true && !config.mongodbUri && !config.embeddedDbPath && !config.embeddedDbCopyOf) {
    config.embeddedDbCopyOf = process.env[DEMO_STORE_VARIABLE];
  }
  const app = await createApp(config);
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address();
  const baseUrl = `http://127.0.0.1:${address.port}/api`;
  return {
    app,
    baseUrl,
    client: makeClient(baseUrl),
    async close() {
      await app.close();
      // A fresh connection, because a test may have closed the app's own (the health-down case).
      if (ownDatabase) await dropDatabase(ownDatabase);
      if (ownDataDir) await rm(ownDataDir, { recursive: true, force: true });
    },
  };
}
