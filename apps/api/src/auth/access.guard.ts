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
    const { roles } = routeAccess(this.reflector, context);
    if (!roles) return true;
    // Whatever a guarded route answers is about one user (their account, or the admin's view of the
    // shop): no shared cache, and no copy left behind in the browser's cache either.
    context.switchToHttp().getResponse<Response>().setHeader('Cache-Control', 'no-store');
    await super.canActivate(context);
    const user = context.switchToHttp().getRequest<Request & { user?: AuthUser }>().user;
    if (!user || !roles.includes(user.role)) throw new ApiException(403, 'forbidden');
    return true;
  }

  // Missing, malformed, forged, expired and revoked tokens all get the same answer.
  override handleRequest<TUser = AuthUser>(error: unknown, user: TUser | false): TUser {
    if (error || !user) throw new ApiException(401, 'loginRequired');
    return user;
  }
}
