import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { UsersService } from '../users/users.service';
import { ACCOUNTS_CONFIG, type AccountsConfig } from './accounts-config';
import { type AuthUser, type TokenClaims, toAuthUser } from './auth-user';

/**
 * Bearer tokens: HS256 only (so `alg: none` and algorithm swaps are refused), signature, expiry, issuer
 * and audience checked by passport-jwt; then the user must still exist with the same token version.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(ACCOUNTS_CONFIG) config: AccountsConfig,
    private readonly users: UsersService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      algorithms: ['HS256'],
      issuer: config.jwtIssuer,
      audience: config.jwtAudience,
      ignoreExpiration: false,
    });
  }

  async validate(claims: Partial<TokenClaims>): Promise<AuthUser | false> {
    if (typeof claims.sub !== 'string' || typeof claims.ver !== 'number') return false;
    const user = await this.users.findById(claims.sub);
    if (!user || user.tokenVersion !== claims.ver) return false;
    return toAuthUser(user);
  }
}
