import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { UserDocument } from '../users/user.schema';
import { ACCOUNTS_CONFIG, type AccountsConfig } from './accounts-config';
import type { TokenClaims } from './auth-user';

/** Issues the API tokens that JwtStrategy accepts. */
@Injectable()
export class TokenService {
  constructor(
    @Inject(ACCOUNTS_CONFIG) private readonly config: AccountsConfig,
    private readonly jwt: JwtService,
  ) {}

  issue(user: UserDocument, sessionId: string): Promise<string> {
    const claims: TokenClaims = {
      sub: String(user._id),
      role: user.role,
      ver: user.tokenVersion,
      sid: sessionId,
    };
    return this.jwt.signAsync(claims, {
      secret: this.config.jwtSecret,
      algorithm: 'HS256',
      expiresIn: this.config.jwtTtlSeconds,
      issuer: this.config.jwtIssuer,
      audience: this.config.jwtAudience,
    });
  }
}
