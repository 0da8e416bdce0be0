import { Inject, Injectable, Optional } from '@nestjs/common';
import { Algorithm, hash, verify } from '@node-rs/argon2';
import { APP_CONFIG, type AppConfig, type PasswordHashCost } from '../config/app-config';

/** OWASP's argon2id baseline (19 MiB, 2 passes): ~20-40 ms here, cheap for users, costly for guessing. */
export const PASSWORD_HASH_COST: PasswordHashCost = { memoryCost: 19456, timeCost: 2 };

/**
 * Hashes and checks passwords with argon2id. A stored hash carries its own cost, so a hash made at any cost
 * is checked; new ones are made at the configured cost, which only the API's tests lower (AppConfig).
 */
@Injectable()
export class PasswordHasher {
  private readonly options: Parameters<typeof hash>[1];
  /** A hash of a password nobody has, checked when the e-mail is unknown so both answers take as long. */
  private decoy: Promise<string> | undefined;

  constructor(@Optional() @Inject(APP_CONFIG) config?: AppConfig) {
    const cost = config?.passwordHashCost ?? PASSWORD_HASH_COST;
    this.options = { algorithm: Algorithm.Argon2id, parallelism: 1, ...cost };
  }

  hash(password: string): Promise<string> {
    return hash(password, this.options);
  }

  async verify(stored: string, password: string): Promise<boolean> {
    try {
      return await verify(stored, password);
    } catch {
      // A malformed stored hash never lets anyone in.
      return false;
    }
  }

  /** Spends the work of `verify` on a missing account, so timing does not reveal which e-mails exist. */
  async verifyAgainstDecoy(password: string): Promise<false> {
    this.decoy ??= this.hash('decoy-password-never-used');
    await this.verify(await this.decoy, password);
    return false;
  }
}
