import { type CanActivate, type ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { routeAccess } from '../auth/route-access';
import { ApiException } from '../errors/error-body';
import { RateLimiter } from './rate-limiter';
import { emailKeyOf } from './throttle-keys';

/**
 * Limits on the account forms (signup, signin, verify, resend, forgot, reset), per minute:
 * - per address and e-mail on each form: issue 4's "10 per minute per IP and e-mail";
 * - per address across forms and e-mails: one machine cannot spend the server's CPU on argon2 by
 *   changing the e-mail on every request. It leaves room for many people behind one address (carrier
 *   NAT is common on mobile networks) and for the web end-to-end journeys, which all come from loopback;
 * - per e-mail across forms and addresses: many machines together cannot flood one inbox with codes,
 *   nor guess one account's code or password faster than this. It is above the first limit, so one
 *   address alone cannot use up an account's whole allowance.
 */
export const ACCOUNT_THROTTLE = {
  windowMs: 60_000,
  perIpAndEmail: 10,
  perIp: 60,
  perEmail: 20,
} as const;

/** Global guard: counts requests to routes whose contract metadata says `throttled`; 429 past a limit. */
@Injectable()
export class ThrottleGuard implements CanActivate {
  private readonly perIp = new RateLimiter(ACCOUNT_THROTTLE.perIp, ACCOUNT_THROTTLE.windowMs);
  private readonly perEmail = new RateLimiter(ACCOUNT_THROTTLE.perEmail, ACCOUNT_THROTTLE.windowMs);
  private readonly perIpAndEmail = new RateLimiter(ACCOUNT_THROTTLE.perIpAndEmail, ACCOUNT_THROTTLE.windowMs);

  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (!routeAccess(this.reflector, context).throttled) return true;
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const waitMs = this.hit(req);
    if (waitMs === 0) return true;
    http.getResponse<Response>().setHeader('Retry-After', String(Math.ceil(waitMs / 1000)));
    throw new ApiException(HttpStatus.TOO_MANY_REQUESTS, 'tooManyRequests');
  }

  /**
   * Counts the request in each bucket in turn and stops at the first that is full, so a request refused
   * for its address does not also use up the allowance of the e-mail it names. Returns the wait, or 0.
   */
  private hit(req: Request): number {
    // req.ip is the browser's address when the web server on this machine forwards it (trust proxy).
    const ip = req.ip ?? '';
    const waitForIp = this.perIp.hit(ip);
    if (waitForIp > 0) return waitForIp;
    const email = emailKeyOf(req.body);
    // A request naming no e-mail is refused by validation; only its address is counted.
    if (email === undefined) return 0;
    const waitForEmail = this.perEmail.hit(email);
    if (waitForEmail > 0) return waitForEmail;
    const route = req.route ? String((req.route as { path?: string }).path) : req.path;
    return this.perIpAndEmail.hit(`${route}|${ip}|${email}`);
  }
}
