import { type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ApiException } from '../errors/error-body';
import type { Request, Response } from 'express';
import type { AuthUser } from './auth-user';
import { routeAccess } from './route-access';

/**
 * Global guard driven by the contract: a route whose metadata lists roles needs a valid token (401) of a
 * user with one of them (403). The API decides; the browser's idea of the role is never trusted.
 */
@Injectable()
export class AccessGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const { roles, identified } = routeAccess(this.reflector, context);
    if (!roles) {
      if (identified) await this.identify(context);
      return true;
    }
    // Whatever a guarded route answers is about one user (their account, or the admin's view of the
    // shop): no shared cache, and no copy left behind in the browser's cache either.
    context.switchToHttp().getResponse<Response>().setHeader('cache-control', 'no-store');
    const user = await this.authenticate(context);
    if (!user || !roles.includes(user.role)) throw new ApiException(403, 'forbidden');
    return true;
  }

  /**
   * On a public route that links its requests to their sender (the enquiry forms), a usable token names
   * the caller; no token, or one that no longer works, leaves an anonymous caller. The form is not
   * refused for it: its sender gave their contact details, and losing a CV to a stale cookie helps nobody.
   */
  private async identify(context: ExecutionContext): Promise<void> {
    const req = context.switchToHttp().getRequest<Request & { user?: AuthUser }>();
    if (!/^Bearer\s/i.test(req.headers.authorization ?? '')) return;
    try {
      await this.authenticate(context);
    } catch (error) {
      if (!(error instanceof ApiException)) throw error;
      req.user = undefined;
    }
  }

  // Missing, malformed, forged, expired and revoked tokens all get the same answer.
  override handleRequest<TUser = AuthUser>(error: unknown, user: TUser | false): TUser {
    if (error || !user) throw new ApiException(401, 'loginRequired');
    return user;
  }

  /** Checks the token and puts its user on the request, where the log line finds them (request-log.ts). */
  private async authenticate(context: ExecutionContext): Promise<AuthUser | undefined> {
    await super.canActivate(context);
    const req = context.switchToHttp().getRequest<Request & { user?: AuthUser }>();
    return req.user;
  }
}
