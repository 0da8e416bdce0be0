import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { routeAccess } from '../auth/route-access';
import { ThrottleService } from './throttle.service';

export { ACCOUNT_THROTTLE } from './throttle.service';

/** Global guard: counts requests to routes whose contract metadata says `throttled`; 429 past a limit. */
@Injectable()
export class ThrottleGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly throttle: ThrottleService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!routeAccess(this.reflector, context).throttled) return true;
    const http = context.switchToHttp();
    await this.throttle.countRequest(http.getRequest<Request>(), http.getResponse<Response>());
    return true;
  }
}
