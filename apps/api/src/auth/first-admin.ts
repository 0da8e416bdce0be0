import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DatabaseServer } from '../database/database-server';
import { isDuplicateKey, UsersService } from '../users/users.service';
import { ACCOUNTS_CONFIG, type AccountsConfig } from './accounts-config';
import { hashPassword } from './password-hasher';

/** The admin created on the embedded database when ADMIN_EMAIL/ADMIN_PASSWORD are not set. */
// '.test' is reserved for testing (RFC 2606) and passes the spec's 2-4 letter top-level-domain rule.
export const DEFAULT_ADMIN_EMAIL = 'admin@farm.test';

/** A 15-character password (the spec's maximum) from the CSPRNG, printable in a log line. */
export function generateAdminPassword(): string {
  return randomBytes(12).toString('base64url').slice(0, 15);
}

/**
 * Makes sure an admin exists at start (issue 4): from ADMIN_EMAIL/ADMIN_PASSWORD on any database (an
 * existing account with that e-mail becomes admin, its password untouched so a reset stays in force);
 * on the embedded database without them, one admin with a generated password printed once.
 */
@Injectable()
export class FirstAdmin implements OnApplicationBootstrap {
  private readonly logger = new Logger('Accounts');

  constructor(
    @Inject(ACCOUNTS_CONFIG) private readonly config: AccountsConfig,
    private readonly database: DatabaseServer,
    private readonly users: UsersService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.admin) {
      await this.ensureAdmin(this.config.admin.email, this.config.admin.password);
      return;
    }
    if (!this.database.embedded || (await this.users.countByRole('Admin')) > 0) return;
    const password = generateAdminPassword();
    if (await this.ensureAdmin(DEFAULT_ADMIN_EMAIL, password)) {
      this.logger.warn(
        `Created the first admin ${DEFAULT_ADMIN_EMAIL} with password ${password} (shown once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)`,
      );
    }
  }

  /** Returns true when a new account was created. */
  private async ensureAdmin(email: string, password: string): Promise<boolean> {
    const existing = await this.users.findByEmail(email);
    if (existing) {
      if (existing.role !== 'Admin' || !existing.emailVerified) await this.users.promoteToAdmin(existing._id);
      return false;
    }
    try {
      await this.users.create({
        username: 'Admin',
        lastname: 'Admin',
        email,
        passwordHash: await hashPassword(password),
        role: 'Admin',
        emailVerified: true,
        language: 'en',
      });
      return true;
    } catch (error) {
      // Another instance created it at the same moment.
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }
}
