import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AppConfig, InvalidEnvironmentError, loadConfig } from '../config/app-config';
import { loadAccountsConfig, mailSettingsWarnings } from './accounts-config';

describe('loadAccountsConfig', () => {
  let dataDir: string;
  let app: AppConfig;

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'farm-accounts-config-'));
    app = { ...loadConfig({}), dataDir, nodeEnv: 'development' };
  });

  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('generates a secret once, keeps it in DATA_DIR (owner only) and reuses it', async () => {
    const first = await loadAccountsConfig(app, {});
    const second = await loadAccountsConfig(app, {});
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect((await readFile(join(dataDir, 'jwt-secret'), 'utf8')).trim()).toBe(first.jwtSecret);
    expect((await stat(join(dataDir, 'jwt-secret'))).mode & 0o777).toBe(0o600);
    expect(first).toMatchObject({ outboxDir: join(dataDir, 'mail'), admin: undefined, smtpUrl: undefined });
  });

  it('requires JWT_SECRET in production', async () => {
    await expect(loadAccountsConfig({ ...app, nodeEnv: 'production' }, {})).rejects.toThrow(
      /JWT_SECRET: required/,
    );
    const secret = 's'.repeat(40);
    expect(
      (await loadAccountsConfig({ ...app, nodeEnv: 'production' }, { JWT_SECRET: secret })).jwtSecret,
    ).toBe(secret);
  });

  it('lists every bad setting at once', async () => {
    const failure = loadAccountsConfig(app, {
      JWT_SECRET: 'short',
      ADMIN_EMAIL: 'Boss@Farm.ae',
      SMTP_URL: 'http://x',
    });
    await expect(failure).rejects.toBeInstanceOf(InvalidEnvironmentError);
    await expect(failure).rejects.toThrow(/JWT_SECRET[\s\S]*SMTP_URL|SMTP_URL[\s\S]*JWT_SECRET/);
  });

  it('reads the first admin (e-mail lower-cased) and the mail settings', async () => {
    const config = await loadAccountsConfig(app, {
      ADMIN_EMAIL: 'Boss@Farm.ae',
      ADMIN_PASSWORD: 'harvest-2025',
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'Farm <hello@farm.ae>',
    });
    expect(config).toMatchObject({
      admin: { email: 'boss@farm.ae', password: 'harvest-2025' },
      smtpUrl: 'smtp://mail:25',
      mailFrom: 'Farm <hello@farm.ae>',
    });
  });
});

describe('mailSettingsWarnings', () => {
  const secret = { JWT_SECRET: 'x'.repeat(40) };

  it('warns a production API that would deliver no mail, or mail the shop and links nowhere useful', async () => {
    const production: AppConfig = { ...loadConfig({}), nodeEnv: 'production' };
    const bare = mailSettingsWarnings(production, await loadAccountsConfig(production, secret));
    expect(bare.map((warning) => warning.split(' ')[0])).toEqual([
      'SMTP_URL',
      'MAIL_FROM',
      'SHOP_EMAIL',
      'PUBLIC_ORIGIN',
    ]);
    const set = { ...production, publicOrigin: 'https://farm.example' };
    const configured = await loadAccountsConfig(set, {
      ...secret,
      SMTP_URL: 'smtp://mail.farm.example:587',
      SHOP_EMAIL: 'orders@farm.example',
      MAIL_FROM: 'GreenGrow Farms <no-reply@farm.example>',
    });
    expect(mailSettingsWarnings(set, configured)).toEqual([]);
  });

  it('says nothing outside production, where local mail is the point', async () => {
    const development: AppConfig = { ...loadConfig({}), nodeEnv: 'test' };
    expect(mailSettingsWarnings(development, await loadAccountsConfig(development, {}))).toEqual([]);
  });
});
