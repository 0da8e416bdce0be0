import { resolve } from 'node:path';
import type { LogLevel as NestLogLevel } from '@nestjs/common';
import { type LogLevel, type NodeEnv, validateSettings } from './api-settings';

export { InvalidEnvironmentError } from './api-settings';

export const APP_CONFIG = Symbol('APP_CONFIG');

/** The settings the API runs with, derived once from the environment at boot. */
export interface AppConfig {
  nodeEnv: NodeEnv;
  port: number;
  dataDir: string;
  /** Set: use this MongoDB. Unset: start the embedded @farm/mongo-lite. */
  mongodbUri?: string;
  /** Embedded database keeps its files here; undefined keeps it in memory (tests). */
  embeddedDbPath?: string;
  /**
   * In memory only: the embedded database starts as a copy of the store in this directory, which it only
   * reads. The API's tests start from one store seeded once (test/support/demo-store.ts).
   */
  embeddedDbCopyOf?: string;
  /** true/false when SEED_DEMO is set; undefined means "seed when embedded and empty". */
  seedDemo?: boolean;
  publicOrigin: string;
  currency: string;
  logLevel: LogLevel;
  /** Lifetime of a catalog answer in the API's memory, in milliseconds; 0: no cache. */
  catalogCacheMs: number;
  /** The proxies whose X-Forwarded-For names the client (the web server), as Express's `trust proxy`. */
  trustProxy: string;
  /** How long a request may take to arrive whole; a slower client is cut off with 408. */
  requestTimeoutMs: number;
  /**
   * Tests only, never read from the environment: how long an idle kept-alive connection stays open, 0 for
   * as long as the client keeps it (test/support/test-app.ts says why). Unset: KEEP_ALIVE_TIMEOUT_MS (app.ts).
   */
  keepAliveTimeoutMs?: number;
  /**
   * Tests only, never read from the environment: a cheaper argon2id cost for the passwords the API's tests
   * hash by the hundred (docs/decisions/210-cheaper-password-hashes-in-api-tests.md). Unset: OWASP's baseline.
   */
  passwordHashCost?: PasswordHashCost;
}

/** argon2id's memory in KiB and its number of passes. */
export interface PasswordHashCost {
  memoryCost: number;
  timeCost: number;
}

/**
 * The configuration of an environment, with the README's defaults for what is unset; throws
 * InvalidEnvironmentError listing every bad variable at once (api-settings.ts checks them).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const settings = validateSettings(env);
  const dataDir = resolve(settings.DATA_DIR ?? '.data');
  return {
    nodeEnv: settings.NODE_ENV ?? 'development',
    port: settings.API_PORT ?? 4000,
    dataDir,
    mongodbUri: settings.MONGODB_URI,
    embeddedDbPath: resolve(dataDir, 'db'),
    seedDemo: settings.SEED_DEMO,
    publicOrigin: settings.PUBLIC_ORIGIN ?? 'http://localhost:3000',
    currency: settings.CURRENCY ?? 'AED',
    logLevel: settings.LOG_LEVEL ?? 'info',
    catalogCacheMs: Math.round((settings.CATALOG_CACHE_SECONDS ?? 5) * 1000),
    trustProxy: settings.TRUST_PROXY ?? 'loopback',
    requestTimeoutMs: Math.round((settings.REQUEST_TIMEOUT_SECONDS ?? 30) * 1000),
  };
}

const levelOrder: NestLogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];

/** Nest calls "info" "log" and "trace" "verbose"; LOG_LEVEL=warn enables fatal, error and warn; silent none. */
export function nestLogLevels(level: LogLevel): NestLogLevel[] {
  if (level === 'silent') return [];
  const nestLevel: NestLogLevel = level === 'info' ? 'log' : level === 'trace' ? 'verbose' : level;
  return levelOrder.slice(0, levelOrder.indexOf(nestLevel) + 1);
}
