import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { SessionsService } from '../sessions/sessions.service';
import { UsersService } from '../users/users.service';
import { ACCOUNTS_CONFIG, type AccountsConfig } from './accounts-config';
import { type AuthUser, type TokenClaims, toAuthUser } from './auth-user';

/**
 * Bearer tokens: HS256 only (so `alg: none` and algorithm swaps are refused), signature, expiry, issuer
 * and audience checked by passport-jwt; then the user must still exist with the same token version, and
 * the token's session must still be open (logout and password resets end it: docs/decisions/005-server-side-sessions.md).
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(ACCOUNTS_CONFIG) config: AccountsConfig,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A key object, not the text: given text, jsonwebtoken first tries to read it as a public key on every
      // check and fails (a thrown error each time, 14% of the API's CPU on signed-in pages). The library
      // takes key objects; passport-jwt's types predate them.
      secretOrKey: createSecretKey(Buffer.from(config.jwtSecret)) as unknown as Buffer,
      algorithms: ['HS256'],
      issuer: config.jwtIssuer,
      audience: config.jwtAudience,
      ignoreExpiration: false,
    });
  }

  async validate(claims: Partial<TokenClaims>): Promise<AuthUser | false> {
    const { sub, ver, sid } = claims;
    if (typeof sub !== 'string' || typeof ver !== 'number' || typeof sid !== 'string') return false;
    if (!(await this.sessions.isOpen(sid, sub))) return false;
    const user = await this.users.findForToken(sub);
    if (!user || user.tokenVersion !== ver) return false;
    return toAuthUser(user, sid);
  }
}
