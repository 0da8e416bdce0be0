import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { getConnectionToken } from '@nestjs/mongoose';
import { contract } from '@farm/contract';
import { initClient } from '@ts-rest/core';
import type { Connection } from 'mongoose';
import { Outbox } from './auth-outbox';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * A different address for every call (198.18.0.0/15, reserved for tests), named in X-Forwarded-For as
 * the web server does for each browser. The API trusts that header from loopback, so each call counts as
 * a new visitor and tests of other behaviour never meet the per-address rate limit; the throttling tests
 * name their addresses themselves.
 */
let visitors = 0;
export function nextVisitorAddress(): string {
  visitors += 1;
  return `198.18.${(visitors >> 8) & 255}.${visitors & 255}`;
}

export interface AccountsApp extends TestApp {
  outbox: Outbox;
  /** The app's DATA_DIR (mail outbox, generated first-admin password). */
  dataDir: string;
  /** The raw users collection, for tests that must reach past the API (expire a code). */
  users(): ReturnType<Connection['collection']>;
}

export interface AccountsAppOptions {
  /**
   * Keep the embedded database in this directory (its DATA_DIR), so a second app started on it sees the
   * first one's accounts, as after a restart. The caller removes the directory; unset, each app gets a
   * fresh temporary DATA_DIR and an in-memory database (or its own MongoDB database) that close() drops.
   */
  persistentDataDir?: string;
}

/**
 * The real API (no demo catalog) with its mail outbox in a temporary DATA_DIR; `env` (ADMIN_EMAIL, ...) is
 * visible while it boots, undefined values hiding a variable.
 */
export async function startAccountsApp(
  env: Record<string, string | undefined> = {},
  { persistentDataDir }: AccountsAppOptions = {},
): Promise<AccountsApp> {
  const dataDir = persistentDataDir ?? (await mkdtemp(join(tmpdir(), 'farm-accounts-')));
  const database = persistentDataDir
    ? { mongodbUri: undefined, embeddedDbPath: join(persistentDataDir, 'db') }
    : {};
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
    api = await startTestApp({ dataDir, seedDemo: false, ...database });
  } finally {
    apply(saved);
  }
  return {
    ...api,
    client: initClient(contract, {
      baseUrl: api.baseUrl,
      baseHeaders: { 'x-forwarded-for': () => nextVisitorAddress() },
    }),
    outbox: new Outbox(join(dataDir, 'mail')),
    dataDir,
    users: () => api.app.get<Connection>(getConnectionToken()).collection('users'),
    async close() {
      await api.close();
      if (!persistentDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The accounts app for the tests of the calling describe block: started before them, closed after them,
 * with the warnings of the hourly code caps muted (those tests expect them). The object answers for the
 * app once it has started.
 */
export function accountsAppForSuite(env: Record<string, string | undefined> = {}): AccountsApp {
  let started: AccountsApp | undefined;
  beforeAll(async () => {
    started = await startAccountsApp(env);
  });
  afterAll(async () => {
    await started?.close();
  });
  beforeEach(() => {
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());
  return new Proxy({} as AccountsApp, {
    get(_, key) {
      if (!started) throw new Error('The accounts app is read before it started (outside a test).');
      return Reflect.get(started, key);
    },
  });
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

/** Registers a customer through the API and verifies the address with the mailed code; returns the registration. */
export async function verifiedCustomer(api: AccountsApp, prefix: string) {
  const registration = newRegistration(prefix);
  const signup = await api.client.auth.signup({ body: registration });
  if (signup.status !== 201) throw new Error(`Sign-up answered ${signup.status}`);
  const code = await api.outbox.nextCode(registration.email, 0);
  const verify = await api.client.auth.verifyEmail({ body: { email: registration.email, code } });
  if (verify.status !== 200) throw new Error(`Verification answered ${verify.status}`);
  return registration;
}
