import { resolve } from 'node:path';
import type { LogLevel as NestLogLevel } from '@nestjs/common';
import { envSchema, type LogLevel } from './env.schema';

export const APP_CONFIG = Symbol('APP_CONFIG');

/** The settings the API runs with, derived once from the environment at boot. */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  dataDir: string;
  /** Set: use this MongoDB. Unset: start the embedded @farm/mongo-lite. */
  mongodbUri?: string;
  /** Embedded database keeps its files here; undefined keeps it in memory (tests). */
  embeddedDbPath?: string;
  /** true/false when SEED_DEMO is set; undefined means "seed when embedded and empty". */
  seedDemo?: boolean;
  publicOrigin: string;
  currency: string;
  logLevel: LogLevel;
  /** Lifetime of a catalog answer in the API's memory, in milliseconds; 0: no cache. */
  catalogCacheMs: number;
  /** The proxies whose X-Forwarded-For names the client (the web server), as Fastify's `trustProxy`. */
  trustProxy: string;
}

export class InvalidEnvironmentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'InvalidEnvironmentError';
  }
}

/** Parses the environment; throws InvalidEnvironmentError listing every bad variable at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new InvalidEnvironmentError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const vars = parsed.data;
  const dataDir = resolve(vars.DATA_DIR);
  return {
    nodeEnv: vars.NODE_ENV,
    port: vars.API_PORT,
    dataDir,
    mongodbUri: vars.MONGODB_URI,
    embeddedDbPath: resolve(dataDir, 'db'),
    seedDemo: vars.SEED_DEMO,
    publicOrigin: vars.PUBLIC_ORIGIN,
    currency: vars.CURRENCY,
    logLevel: vars.LOG_LEVEL,
    catalogCacheMs: Math.round(vars.CATALOG_CACHE_SECONDS * 1000),
    trustProxy: vars.TRUST_PROXY,
  };
}

const levelOrder: NestLogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];

/** Nest calls "info" "log"; LOG_LEVEL=warn enables fatal, error and warn. */
export function nestLogLevels(level: LogLevel): NestLogLevel[] {
  const nestLevel: NestLogLevel = level === 'info' ? 'log' : level;
  return levelOrder.slice(0, levelOrder.indexOf(nestLevel) + 1);
}
