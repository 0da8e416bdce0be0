import { Global, Module } from '@nestjs/common';
import { Clock } from './clock';

/** One clock for the whole API, so a test that moves time moves it for every module at once. */
@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}
