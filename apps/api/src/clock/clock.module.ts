import { Global, Module } from '@nestjs/common';
import { ClockService } from './clock.service';

/** One clock for the whole API, so a test that moves time moves it for every module at once. */
@Global()
@Module({ providers: [ClockService], exports: [ClockService] })
export class ClockModule {}
