import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ACCOUNTS_CONFIG, loadAccountsConfig } from './accounts-config';

/** Parses the accounts settings once at boot; a bad value stops the start with the list of problems. */
@Module({
  providers: [
    {
      provide: ACCOUNTS_CONFIG,
      inject: [APP_CONFIG],
      useFactory: (app: AppConfig) => loadAccountsConfig(app),
    },
  ],
  exports: [ACCOUNTS_CONFIG],
})
export class AccountsConfigModule {}
