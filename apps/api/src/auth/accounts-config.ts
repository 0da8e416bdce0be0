import { isLocalOrigin } from '@farm/contract';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { validateSettings } from '../config/api-settings';
import { type AppConfig, InvalidEnvironmentError } from '../config/app-config';
import { SHOP_SIGNATURE } from '../mail/mail-templates';

export const ACCOUNTS_CONFIG = Symbol('ACCOUNTS_CONFIG');

/** Settings of accounts, tokens and mail, derived once at boot. */
export interface AccountsConfig {
  jwtSecret: string;
  /** Token lifetime in seconds. */
  jwtTtlSeconds: number;
  jwtIssuer: string;
  jwtAudience: string;
  /** First admin to create at start (both set, or neither). */
  admin?: { email: string; password: string };
  /** SMTP server URL (smtp:// or smtps://); unset writes every message to `${dataDir}/mail/`. */
  smtpUrl?: string;
  mailFrom: string;
  /** The shop's own inbox: order notifications and enquiries go there (SHOP_EMAIL). */
  shopEmail: string;
  outboxDir: string;
  /** Where the web site is (PUBLIC_ORIGIN), for links in mails. */
  publicOrigin: string;
}

/** The sender when MAIL_FROM is not set: the shop's name, at an address of this machine only. */
const LOCAL_MAIL_FROM = `${SHOP_SIGNATURE.en} <no-reply@farm.local>`;

/**
 * The signing secret: JWT_SECRET when set (required in production, where a generated one would differ
 * per replica and vanish with the container); otherwise generated once and kept in DATA_DIR so tokens
 * survive a restart. Tests keep theirs in memory.
 */
async function jwtSecretFor(secret: string | undefined, app: AppConfig): Promise<string> {
  if (secret) return secret;
  if (app.nodeEnv === 'production') {
    throw new InvalidEnvironmentError(['JWT_SECRET: required in production (at least 32 characters)']);
  }
  if (app.nodeEnv === 'test') return randomBytes(32).toString('base64url');
  const file = join(app.dataDir, 'jwt-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const generated = randomBytes(48).toString('base64url');
  await mkdir(app.dataDir, { recursive: true, mode: 0o700 });
  await writeFile(file, `${generated}\n`, { mode: 0o600 });
  return generated;
}

export async function loadAccountsConfig(
  app: AppConfig,
  env: NodeJS.ProcessEnv = process.env,
): Promise<AccountsConfig> {
  const vars = validateSettings(env);
  return {
    jwtSecret: await jwtSecretFor(vars.JWT_SECRET, app),
    jwtTtlSeconds: vars.JWT_TTL ?? 7 * 24 * 3600,
    jwtIssuer: 'farm-api',
    jwtAudience: 'farm-web',
    admin:
      vars.ADMIN_EMAIL && vars.ADMIN_PASSWORD
        ? { email: vars.ADMIN_EMAIL, password: vars.ADMIN_PASSWORD }
        : undefined,
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM ?? LOCAL_MAIL_FROM,
    shopEmail: vars.SHOP_EMAIL ?? 'shop@farm.local',
    outboxDir: join(app.dataDir, 'mail'),
    publicOrigin: app.publicOrigin,
  };
}

/**
 * What a production API started with the mail settings left at their local defaults should say: it starts
 * all the same (a shop may run without mail for a while), but nobody would get a code or a notice, and the
 * links in mails would name this machine.
 */
export function mailSettingsWarnings(app: AppConfig, accounts: AccountsConfig): string[] {
  if (app.nodeEnv !== 'production') return [];
  const warnings: string[] = [];
  if (!accounts.smtpUrl)
    warnings.push(`SMTP_URL is not set: mails are only written to ${accounts.outboxDir}, none is delivered.`);
  if (accounts.mailFrom === LOCAL_MAIL_FROM)
    warnings.push(
      `MAIL_FROM is not set: mails come from ${LOCAL_MAIL_FROM}, an address nobody can answer or trust.`,
    );
  if (accounts.shopEmail === 'shop@farm.local')
    warnings.push("SHOP_EMAIL is not set: the shop's notices of orders and requests go to shop@farm.local.");
  if (isLocalOrigin(app.publicOrigin))
    warnings.push(`PUBLIC_ORIGIN is ${app.publicOrigin}: the links in mails name this machine.`);
  return warnings;
}
