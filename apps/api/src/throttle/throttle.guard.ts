import {
  type CanActivate,
  type ExecutionContext,
  HttpException,
  HttpStatus,
  Injectable,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { accountMessages } from '@farm/contract';
import type { Request, Response } from 'express';
import { routeAccess } from '../auth/route-access';
import { RateLimiter } from './rate-limiter';

/** 10 tries a minute for one address from one IP on each account form (issue 4). */
export const ACCOUNT_FORM_LIMIT = 10;
export const ACCOUNT_FORM_WINDOW_MS = 60_000;

/** The e-mail a request is about, when it names one as text (anything else counts as no e-mail). */
function emailOf(req: Request): string {
  const email: unknown = (req.body as Record<string, unknown> | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/** Global guard: counts requests to routes whose contract metadata says `throttled`; 429 past the limit. */
@Injectable()
export class ThrottleGuard implements CanActivate {
  private readonly limiter = new RateLimiter(ACCOUNT_FORM_LIMIT, ACCOUNT_FORM_WINDOW_MS);

  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (!routeAccess(this.reflector, context).throttled) return true;
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const key = `${req.route ? String((req.route as { path?: string }).path) : req.path}|${req.ip ?? ''}|${emailOf(req)}`;
    const waitMs = this.limiter.hit(key);
    if (waitMs === 0) return true;
    http.getResponse<Response>().setHeader('Retry-After', String(Math.ceil(waitMs / 1000)));
    throw new HttpException(accountMessages.tooManyRequests, HttpStatus.TOO_MANY_REQUESTS);
  }
}
