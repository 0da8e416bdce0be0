import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { Outbox } from './auth-outbox';
import { startTestApp, type TestApp } from './support/test-app';

export interface AccountsApp extends TestApp {
  outbox: Outbox;
  /** The raw users collection, for tests that must reach past the API (expire a code). */
  users(): ReturnType<Connection['collection']>;
}

/**
 * The real API (no demo catalog) with its mail outbox in a temporary DATA_DIR; `env` (ADMIN_EMAIL, ...) is
 * visible while it boots, undefined values hiding a variable.
 */
export async function startAccountsApp(env: Record<string, string | undefined> = {}): Promise<AccountsApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'farm-accounts-'));
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
  apply(env);
  let api: TestApp;
  try {
    api = await startTestApp({ dataDir, seedDemo: false });
  } finally {
    apply(saved);
  }
  return {
    ...api,
    outbox: new Outbox(join(dataDir, 'mail')),
    users: () => api.app.get<Connection>(getConnectionToken()).collection('users'),
    async close() {
      await api.close();
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
