import { applyDecorators } from '@nestjs/common';
import { accountEmailRule, isTrustProxyList, passwordRule } from '@farm/contract';
import { plainToInstance, Transform, Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  getMetadataStorage,
  IsEmail,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
  ValidateBy,
  type ValidationError,
  validateSync,
} from 'class-validator';
import type { ZodTypeAny } from 'zod';

export const nodeEnvs = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof nodeEnvs)[number];

/** The web's set too: `trace` is Nest's `verbose`, and `silent` logs nothing. */
export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'verbose', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

const PORT = 'must be a port number (0-65535)';
const CACHE_SECONDS = 'must be a number of seconds (0-300)';

/** A number read from text; anything that is not one stays NaN, which the number rules refuse. */
const NumberText = () => Type(() => Number);

/** 'true'/'1' and 'false'/'0'; anything else is left as it is and refused. */
const FlagText = () =>
  applyDecorators(
    Transform(({ value }: { value: unknown }) => {
      if (value === 'true' || value === '1') return true;
      if (value === 'false' || value === '0') return false;
      return value;
    }),
    ValidateBy({
      name: 'isFlag',
      validator: {
        validate: (value: unknown) => typeof value === 'boolean',
        defaultMessage: () => "must be 'true' or 'false'",
      },
    }),
  );

/**
 * A setting that follows a rule of the contract (the first admin's e-mail and password follow the account
 * forms' own): the rule's normal form is kept (an e-mail in lower case), its first message is the problem.
 */
const FollowsRule = (rule: ZodTypeAny) =>
  applyDecorators(
    Transform(({ value }: { value: unknown }) => {
      const parsed = rule.safeParse(value);
      return parsed.success ? (parsed.data as unknown) : value;
    }),
    ValidateBy({
      name: 'followsRule',
      validator: {
        validate: (value: unknown) => rule.safeParse(value).success,
        defaultMessage: (args) => {
          const parsed = rule.safeParse(args?.value);
          return parsed.success ? 'is invalid' : (parsed.error.issues[0]?.message ?? 'is invalid');
        },
      },
    }),
  );

/**
 * Every environment variable the API reads (README's settings table). A property left undefined is unset;
 * its default is applied where the settings are turned into the app's configuration (app-config.ts,
 * accounts-config.ts), so validating never writes a default back into the environment.
 */
export class ApiSettings {
  @IsOptional()
  @IsIn(nodeEnvs, { message: `must be one of ${nodeEnvs.join(', ')}` })
  NODE_ENV?: NodeEnv;

  @IsOptional()
  @NumberText()
  @IsInt({ message: PORT })
  @Min(0, { message: PORT })
  @Max(65535, { message: PORT })
  API_PORT?: number;

  @IsOptional()
  @IsString()
  DATA_DIR?: string;

  @IsOptional()
  @Matches(/^mongodb(\+srv)?:\/\/.+/, { message: 'must be a mongodb:// or mongodb+srv:// connection string' })
  MONGODB_URI?: string;

  @IsOptional()
  @FlagText()
  SEED_DEMO?: boolean;

  @IsOptional()
  @IsUrl(
    { require_tld: false, require_protocol: true, protocols: ['http', 'https'] },
    { message: 'must be a URL' },
  )
  PUBLIC_ORIGIN?: string;

  @IsOptional()
  @Matches(/^[A-Z]{3}$/, { message: 'must be a three-letter ISO 4217 code' })
  CURRENCY?: string;

  @IsOptional()
  @IsIn(logLevels, { message: `must be one of ${logLevels.join(', ')}` })
  LOG_LEVEL?: LogLevel;

  /**
   * How long the API keeps a public catalog, gallery or blog answer in memory; 0 turns both caches off
   * (docs/decisions/090-catalog-cache.md, docs/decisions/226-content-cache.md).
   */
  @IsOptional()
  @NumberText()
  @Min(0, { message: CACHE_SECONDS })
  @Max(300, { message: CACHE_SECONDS })
  CATALOG_CACHE_SECONDS?: number;

  /** Which proxies may name the client in X-Forwarded-For: names and addresses only, never "every hop". */
  @IsOptional()
  @ValidateBy({
    name: 'isProxyList',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && isTrustProxyList(value),
      defaultMessage: () =>
        'must list loopback, linklocal, uniquelocal or IP addresses/CIDR ranges, comma-separated',
    },
  })
  TRUST_PROXY?: string;

  /** How long one request may take to arrive whole, headers and body (app.ts: slow clients). */
  @IsOptional()
  @NumberText()
  @Min(1, { message: 'must be a number of seconds (1-600)' })
  @Max(600, { message: 'must be a number of seconds (1-600)' })
  REQUEST_TIMEOUT_SECONDS?: number;

  @IsOptional()
  @MinLength(32, { message: 'must be at least 32 characters' })
  JWT_SECRET?: string;

  @IsOptional()
  @NumberText()
  @IsInt({ message: 'must be a whole number of seconds (60-2592000)' })
  @Min(60, { message: 'must be a whole number of seconds (60-2592000)' })
  @Max(30 * 24 * 3600, { message: 'must be a whole number of seconds (60-2592000)' })
  JWT_TTL?: number;

  @IsOptional()
  @FollowsRule(accountEmailRule)
  ADMIN_EMAIL?: string;

  @IsOptional()
  @FollowsRule(passwordRule)
  ADMIN_PASSWORD?: string;

  @IsOptional()
  @Matches(/^smtps?:\/\/.+/, { message: 'must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string;

  @IsOptional()
  @IsString()
  MAIL_FROM?: string;

  @IsOptional()
  @IsEmail({}, { message: 'must be an e-mail address' })
  SHOP_EMAIL?: string;
}

export class InvalidEnvironmentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'InvalidEnvironmentError';
  }
}

/** The names of the settings: the properties the class's rules are declared on. */
const settingNames = new Set(
  getMetadataStorage()
    .getTargetValidationMetadatas(ApiSettings, '', true, false)
    .map((rule) => rule.propertyName),
);

/** The API's own variables of an environment; an empty one counts as unset (`MONGODB_URI=` in a .env file). */
function ownVariables(env: Record<string, unknown>): Record<string, unknown> {
  const own: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value !== '' && value !== undefined && settingNames.has(name)) {
      own[name] = value;
    }
  }
  return own;
}

/** One problem per setting: the first rule it breaks. */
function problemsOf(errors: ValidationError[]): string[] {
  return errors.map(
    (error) => `${error.property}: ${Object.values(error.constraints ?? {})[0] ?? 'is invalid'}`,
  );
}

/**
 * Reads and checks the API's settings from an environment, as Nest's ConfigModule documents it
 * (`validate`): class-transformer makes the settings class, class-validator checks it, and every problem is
 * listed at once (InvalidEnvironmentError). Unset ones stay undefined.
 */
export function validateSettings(env: Record<string, unknown>): ApiSettings {
  const variables = ownVariables(env);
  const settings = plainToInstance(ApiSettings, variables);
  const problems = problemsOf(validateSync(settings, { forbidUnknownValues: true }));
  if ((variables.ADMIN_EMAIL === undefined) !== (variables.ADMIN_PASSWORD === undefined)) {
    problems.push('ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (problems.length > 0) throw new InvalidEnvironmentError(problems);
  return settings;
}
