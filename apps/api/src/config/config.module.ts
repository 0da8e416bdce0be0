import { type DynamicModule, Global, Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { validateSettings } from './api-settings';
import { APP_CONFIG, type AppConfig } from './app-config';

/**
 * The settings, checked at start as Nest documents it: ConfigModule validates the environment with the
 * settings class (api-settings.ts), and the configuration derived from it is injectable everywhere as
 * APP_CONFIG (tests pass their own: an in-memory database, port 0).
 */
@Global()
@Module({})
export class AppConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppConfigModule,
      // No .env file is read: every setting comes from the environment (README's settings table).
      imports: [ConfigModule.forRoot({ ignoreEnvFile: true, validate: validateSettings })],
      providers: [{ provide: APP_CONFIG, useValue: config }],
      exports: [APP_CONFIG],
    };
  }
}
