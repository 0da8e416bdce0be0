import { availableParallelism } from 'node:os';
import { isTrustProxyList } from '@farm/contract';
import { z } from 'zod';
import { companyContact } from './company';
import { companyEnvSchema } from './company-env';

// The web side's one settings module (docs/decisions/141-one-settings-module.md): the web server, the app's
// loaders and `pnpm start` (scripts/start.mjs) all read the environment through this schema. It is parsed
// once per process, when the server's build is loaded; a bad value stops the start with a list of what is
// wrong. An empty value counts as unset, as in the API.

/** A number setting from `min` to `max`, whole or not, whose every rule fails with `message`. */
function numberSetting(message: string, { min, max, whole }: { min: number; max?: number; whole?: boolean }) {
  let number = z.coerce.number({ invalid_type_error: message });
  if (whole) number = number.int(message);
  number = number.min(min, message);
  return max === undefined ? number : number.max(max, message);
}

const port = (name: string) =>
  numberSetting(`${name} must be a port number`, { min: 0, max: 65_535, whole: true });

const settingsSchema = companyEnvSchema
  .extend({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Where this web server listens. */
    PORT: port('PORT').default(3000),
    /** Where `pnpm start` runs the API, and so where the web server finds it unless API_URL says otherwise. */
    API_PORT: port('API_PORT').default(4000),
    API_URL: z.string().url().optional(),
    PUBLIC_ORIGIN: z.string().url().optional(),
    /** How long a page waits for one API answer before it gives up (docs/decisions/258-api-answers-in-time.md). */
    API_TIMEOUT_SECONDS: numberSetting('must be a number of seconds from 1 to 600', {
      min: 1,
      max: 600,
    }).default(30),
    CURRENCY: z
      .string()
      .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as AED')
      .default('AED'),
    /** The data protection officer's address, shown on /privacy-policy. */
    DPO_EMAIL: z.string().email('must be an e-mail address').default('privacy@greengrowfarms.ae'),
    // The API's set too: `verbose` (Nest's word) is pino's `trace`.
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'verbose', 'trace', 'silent'])
      .default('info')
      .transform((level) => (level === 'verbose' ? 'trace' : level)),
    /**
     * How many processes serve pages (docs/decisions/199-web-workers.md): by default one per core this
     * process may use. Each keeps its own anonymous page cache. Development always runs one.
     */
    WEB_WORKERS: numberSetting('must be a whole number from 1 to 64', {
      min: 1,
      max: 64,
      whole: true,
    }).default(() => Math.min(availableParallelism(), 64)),
    /** docs/decisions/101-anonymous-page-cache.md; 5 s by default, never in development. */
    PAGE_CACHE_SECONDS: numberSetting('must be a number of seconds, 0 or more', { min: 0 }).optional(),
    /**
     * The proxies allowed to name the browser in X-Forwarded-For, as the API reads the same setting:
     * Express's names (loopback, linklocal, uniquelocal) or addresses and ranges, comma-separated.
     */
    TRUST_PROXY: z
      .string()
      .refine(
        isTrustProxyList,
        'must list loopback, linklocal, uniquelocal, IP addresses or CIDR ranges, comma-separated',
      )
      .default('loopback'),
    /** Where the generated session secret is kept (relative to the working directory). */
    DATA_DIR: z.string().default('.data'),
  })
  .transform((settings) => ({
    ...settings,
    // Trailing slashes would double up when paths are appended.
    API_URL: (settings.API_URL ?? `http://127.0.0.1:${settings.API_PORT}/api`).replace(/\/+$/, ''),
    PUBLIC_ORIGIN: (settings.PUBLIC_ORIGIN ?? `http://localhost:${settings.PORT}`).replace(/\/+$/, ''),
    /**
     * Whether PUBLIC_ORIGIN was given. Without it the site's address is whatever the browser asked for, so
     * the same-site check (server/same-site.ts) compares a form's Origin with the request's own host.
     */
    PUBLIC_ORIGIN_SET: settings.PUBLIC_ORIGIN !== undefined,
    PAGE_CACHE_SECONDS: settings.PAGE_CACHE_SECONDS ?? (settings.NODE_ENV === 'development' ? 0 : 5),
  }));

export type Env = z.infer<typeof settingsSchema>;

/** The settings an environment gives, or an error that lists every value that is wrong. */
export function parseSettings(environment: Record<string, string | undefined>): Env {
  // `API_URL=` in a .env file means "use the default".
  const given = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''));
  const parsed = settingsSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment for the web app:\n${problems.join('\n')}`);
  }
  return parsed.data;
}

export const env = parseSettings(process.env);

/** The company's contact details from the settings (README: CONTACT_*, WHATSAPP_NUMBER, CAREERS_EMAIL). */
export const company = companyContact(env);
