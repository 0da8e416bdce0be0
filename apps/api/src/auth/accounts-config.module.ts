import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ACCOUNTS_CONFIG, loadAccountsConfig } from './accounts-config';
import { PasswordHasher } from './password-hasher';

/**
 * Parses the accounts settings once at boot; a bad value stops the start with the list of problems. Lends
 * the password hasher, whose cost is a setting too, to whatever makes or checks a password.
 */
@Module({
  providers: [
    {
      provide: ACCOUNTS_CONFIG,
      inject: [APP_CONFIG],
      useFactory: (app: AppConfig) => loadAccountsConfig(app),
    },
    PasswordHasher,
  ],
  exports: [ACCOUNTS_CONFIG, PasswordHasher],
})
export class AccountsConfigModule {}
