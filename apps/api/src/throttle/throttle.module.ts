import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { MongooseModule } from '@nestjs/mongoose';
import { AccountsConfigModule } from '../auth/accounts-config.module';
import { RateCounter, RateCounterSchema } from './rate-counter.schema';
import { UsersModule } from '../users/users.module';
import { ThrottleService } from './throttle.service';
import { ThrottleGuard } from './throttle.guard';

/**
 * Importing this module switches the form rate limit on for the whole API. Global, so the upload
 * interceptors of any module can count a multipart body's e-mail with the same counters, which live in
 * MongoDB (docs/decisions/092-rate-limits-in-mongodb.md).
 */
@Global()
@Module({
  imports: [
    AccountsConfigModule,
    UsersModule,
    MongooseModule.forFeature([{ name: RateCounter.name, schema: RateCounterSchema }]),
  ],
  providers: [ThrottleService, { provide: APP_GUARD, useClass: ThrottleGuard }],
  exports: [ThrottleService],
})
export class ThrottleModule {}
