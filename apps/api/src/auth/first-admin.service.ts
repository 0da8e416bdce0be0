import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FIRST_ADMIN_NAME } from '@farm/contract';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DatabaseServer } from '../database/database-server';
import { SessionsService } from '../sessions/sessions.service';
import { isDuplicateKey, UsersService } from '../users/users.service';
import { ACCOUNTS_CONFIG, type AccountsConfig } from './accounts-config';
import { PasswordHasher } from './password-hasher';

/** The admin created on the embedded database when ADMIN_EMAIL/ADMIN_PASSWORD are not set. */
// '.test' is reserved for testing (RFC 2606) and passes the product rules' 2-4 letter top-level-domain rule.
export const DEFAULT_ADMIN_EMAIL = 'admin@farm.test';

/** Where the generated first admin password is written (in DATA_DIR, readable by its owner only). */
export const FIRST_ADMIN_PASSWORD_FILE = 'first-admin-password';

/** A 15-character password (the product rules' maximum) from the CSPRNG, in URL-safe characters. */
export function generateAdminPassword(): string {
  return randomBytes(12).toString('base64url').slice(0, 15);
}

/** What start-up did about the admin account. */
export type FirstAdminResult = 'created' | 'takenOver' | 'unchanged';

/**
 * Makes sure an admin exists at start: from ADMIN_EMAIL/ADMIN_PASSWORD on any database; on the
 * embedded database without them, one admin with a generated password, written to a file only its owner
 * can read (never to the log: no password or code ever appears in a log line).
 *
 * An existing account with the admin's e-mail that is not yet an admin may belong to anyone who signed up
 * with that address first, so it is taken over (the operator's password, every old token ended), never
 * promoted as it is. An account that already is a verified admin is left alone, so a password reset it
 * made stays in force across restarts.
 */
@Injectable()
export class FirstAdminService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Accounts');

  constructor(
    @Inject(ACCOUNTS_CONFIG) private readonly config: AccountsConfig,
    @Inject(APP_CONFIG) private readonly app: AppConfig,
    private readonly database: DatabaseServer,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly passwords: PasswordHasher,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.admin) {
      const { email, password } = this.config.admin;
      const result = await this.ensureAdmin(email, password);
      if (result === 'takenOver') {
        this.logger.warn(
          `The existing account ${email} is now the admin, with ADMIN_PASSWORD as its password; its earlier sessions and codes no longer work`,
        );
      }
      const others = result === 'created' ? (await this.users.countByRole('Admin')) - 1 : 0;
      // An admin who changed their address (docs/decisions/241-changing-the-e-mail-address.md) leaves
      // ADMIN_EMAIL naming no account: the operator hears that a second admin was made for it.
      if (others > 0) {
        this.logger.warn(
          `ADMIN_EMAIL ${email} named no account, so it was created as an admin beside the ${others} already there; if an admin moved to another address, set ADMIN_EMAIL to it`,
        );
      }
      return;
    }
    if (!this.database.embedded || (await this.users.countByRole('Admin')) > 0) return;
    const password = generateAdminPassword();
    if ((await this.ensureAdmin(DEFAULT_ADMIN_EMAIL, password)) !== 'unchanged') {
      const file = join(this.app.dataDir, FIRST_ADMIN_PASSWORD_FILE);
      await mkdir(this.app.dataDir, { recursive: true, mode: 0o700 });
      await writeFile(file, `${password}\n`, { mode: 0o600 });
      this.logger.warn(
        `Created the first admin ${DEFAULT_ADMIN_EMAIL}; its password is in ${file} (readable only by you; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)`,
      );
    }
  }

  async ensureAdmin(email: string, password: string): Promise<FirstAdminResult> {
    const existing = await this.users.findByEmail(email);
    if (existing) {
      if (existing.role === 'Admin' && existing.emailVerified) return 'unchanged';
      await this.users.takeOverAsAdmin(existing._id, await this.passwords.hash(password));
      await this.sessions.endAll(String(existing._id));
      return 'takenOver';
    }
    try {
      await this.users.create({
        username: FIRST_ADMIN_NAME,
        lastname: FIRST_ADMIN_NAME,
        email,
        passwordHash: await this.passwords.hash(password),
        role: 'Admin',
        emailVerified: true,
        language: 'en',
      });
      return 'created';
    } catch (error) {
      // Another instance created it at the same moment.
      if (isDuplicateKey(error)) return 'unchanged';
      throw error;
    }
  }
}
