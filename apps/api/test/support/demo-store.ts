// Jest's global setup and teardown: the demo store every test app starts from.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { createApp } from '../../src/app';
import { type AppConfig, loadConfig } from '../../src/config/app-config';

/** Where the seeded store is, for test-app.ts; jest's workers inherit it from this process. */
export const DEMO_STORE_VARIABLE = 'FARM_API_TEST_DEMO_STORE';

/** The names of the collections that hold documents after a start. */
async function filledCollections(config: AppConfig): Promise<string[]> {
  const app = await createApp(config);
  const db = app.get<Connection>(getConnectionToken()).db!;
  const filled: string[] = [];
  for (const { name } of await db.listCollections().toArray()) {
    if ((await db.collection(name).estimatedDocumentCount()) > 0) filled.push(name);
  }
  await app.close();
  return filled;
}

/**
 * Seeds the demo catalog and content once, into a store on disk. Each test app that wants the demo data
 * starts from a copy of it in memory instead of drawing the seed's 190 pictures again (about 4 s of CPU
 * each, for about 40 apps a run). Whatever any start writes besides the seed (the first admin, the
 * planner's figures) is found by starting once without the seed and is removed, so each app still makes
 * its own. On a real MongoDB (MONGODB_URI) each app seeds its own database, as before.
 */
export default async function seedDemoStore(): Promise<void> {
  const environment = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  if (environment.mongodbUri) return;
  const base: AppConfig = { ...environment, nodeEnv: 'test', port: 0, embeddedDbCopyOf: undefined };
  const scratch = await mkdtemp(join(tmpdir(), 'farm-api-boot-'));
  const bootOnly = await filledCollections({
    ...base,
    dataDir: scratch,
    embeddedDbPath: undefined,
    seedDemo: false,
  });
  await rm(scratch, { recursive: true, force: true });

  const dataDir = await mkdtemp(join(tmpdir(), 'farm-api-demo-store-'));
  const embeddedDbPath = join(dataDir, 'db');
  const app = await createApp({ ...base, dataDir, embeddedDbPath, seedDemo: true });
  const db = app.get<Connection>(getConnectionToken()).db!;
  for (const name of bootOnly) await db.collection(name).deleteMany({});
  await app.close();
  process.env[DEMO_STORE_VARIABLE] = embeddedDbPath;
}

/** Jest's global teardown (demo-store-teardown.ts). */
export async function removeDemoStore(): Promise<void> {
  const store = process.env[DEMO_STORE_VARIABLE];
  if (store) await rm(dirname(store), { recursive: true, force: true });
}
