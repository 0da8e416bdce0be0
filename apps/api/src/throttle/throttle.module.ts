import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottleGuard } from './throttle.guard';

/** Importing this module switches the account-form rate limit on for the whole API. */
@Module({ providers: [{ provide: APP_GUARD, useClass: ThrottleGuard }] })
export class ThrottleModule {}
