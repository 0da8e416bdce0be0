import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { message: "must be 'true' or 'false'" })
  .transform((value) => value === 'true' || value === '1');

// Empty strings count as "not set", so `MONGODB_URI=` in a .env file behaves like leaving it out.
const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** One entry of TRUST_PROXY: a name proxy-addr knows (Fastify uses it), or an IPv4/IPv6 address or range. */
const trustedProxy = /^(loopback|linklocal|uniquelocal|[\da-fA-F]*[.:][\da-fA-F:.]*(\/\d{1,3})?)$/;

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'verbose'] as const;
export type LogLevel = (typeof logLevels)[number];

/** Every environment variable the API reads, with its default (see README's settings table). */
export const envSchema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])).default('development'),
  API_PORT: optional(
    z.coerce
      .number({ invalid_type_error: 'must be a port number (0-65535)' })
      .int('must be a port number (0-65535)')
      .min(0, 'must be a port number (0-65535)')
      .max(65535, 'must be a port number (0-65535)'),
  ).default(4000),
  DATA_DIR: optional(z.string()).default('.data'),
  MONGODB_URI: optional(
    z.string().regex(/^mongodb(\+srv)?:\/\/.+/, 'must be a mongodb:// or mongodb+srv:// connection string'),
  ),
  SEED_DEMO: optional(booleanFlag),
  PUBLIC_ORIGIN: optional(z.string().url()).default('http://localhost:3000'),
  CURRENCY: optional(z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter ISO 4217 code')).default('AED'),
  LOG_LEVEL: optional(z.enum(logLevels)).default('info'),
  // How long the API keeps a catalog answer in memory; 0 turns the cache off (docs/decisions/090-catalog-cache.md).
  CATALOG_CACHE_SECONDS: optional(
    z.coerce
      .number({ invalid_type_error: 'must be a number of seconds (0-300)' })
      .min(0, 'must be a number of seconds (0-300)')
      .max(300, 'must be a number of seconds (0-300)'),
  ).default(5),
  // Which proxies may name the client in X-Forwarded-For (Fastify's trustProxy): names and addresses only,
  // never "every hop".
  TRUST_PROXY: optional(
    z
      .string()
      .refine(
        (value) => value.split(',').every((item) => trustedProxy.test(item.trim())),
        'must list loopback, linklocal, uniquelocal or IP addresses/CIDR ranges, comma-separated',
      ),
  ).default('loopback'),
});

export type Env = z.infer<typeof envSchema>;
