import { z } from 'zod';
import { companyContact } from './company';
import { companyEnvSchema, optional } from './company-env';

// Parsed once when the server starts; a bad value stops it with a list of what is wrong.
// An empty value counts as unset, as in the API.

/** Where the API runs when API_URL is not set: this machine, on API_PORT (4000 by default). */
export function defaultApiUrl(environment: Record<string, string | undefined>): string {
  return `http://127.0.0.1:${environment.API_PORT || '4000'}/api`;
}

const envSchema = companyEnvSchema.extend({
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])).default('development'),
  // Default: the API on this machine at API_PORT, where `pnpm dev` and `pnpm start` run it.
  API_URL: optional(z.string().url()).default(defaultApiUrl(process.env)),
  PUBLIC_ORIGIN: optional(z.string().url()).default('http://localhost:3000'),
  CURRENCY: optional(z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as AED')).default('AED'),
  /** The data protection officer's address, shown on /privacy-policy. */
  DPO_EMAIL: optional(z.string().email('must be an e-mail address')).default('privacy@greengrowfarms.ae'),
});

export type Env = z.infer<typeof envSchema>;

function parseEnv(): Env {
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment for the web app:\n${problems.join('\n')}`);
  }
  return {
    ...parsed.data,
    // Trailing slashes would double up when paths are appended.
    API_URL: parsed.data.API_URL.replace(/\/+$/, ''),
    PUBLIC_ORIGIN: parsed.data.PUBLIC_ORIGIN.replace(/\/+$/, ''),
  };
}

export const env = parseEnv();

/** The company's contact details from the settings (README: CONTACT_*, WHATSAPP_NUMBER, CAREERS_EMAIL). */
export const company = companyContact(env);
