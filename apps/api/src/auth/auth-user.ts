import type { AccountUser, Role } from '@farm/contract';
import type { TokenHolder } from '../users/users.service';

/** The claims of our tokens besides the registered ones (sub, iat, exp, iss, aud). */
export interface TokenClaims {
  sub: string;
  role: Role;
  /** The user's tokenVersion when the token was issued (see User.tokenVersion). */
  ver: number;
  /** The session the token belongs to (sessions collection); ending it ends the token. */
  sid: string;
}

/** What a guarded handler knows about its caller (request.user). */
export interface AuthUser {
  id: string;
  role: Role;
  username: string;
  lastname: string;
  email: string;
  /** The session of the token this request carries. */
  sessionId: string;
}

export function toAuthUser(user: TokenHolder, sessionId: string): AuthUser {
  return {
    id: String(user._id),
    sessionId,
    role: user.role,
    username: user.username,
    lastname: user.lastname,
    email: user.email,
  };
}

export function toAccountUser({ role, username, lastname, email }: AuthUser): AccountUser {
  return { role, username, lastname, email };
}
