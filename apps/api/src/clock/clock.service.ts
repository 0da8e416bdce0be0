import { Injectable } from '@nestjs/common';

/** The current time, as a provider so tests can move time (jest.spyOn) instead of waiting for it. */
@Injectable()
export class ClockService {
  now(): number {
    return Date.now();
  }
}
