import type { AccountUser, Role } from '@farm/contract';
import type { UserDocument } from '../users/user.schema';

/** The claims of our tokens besides the registered ones (sub, iat, exp, iss, aud). */
export interface TokenClaims {
  sub: string;
  role: Role;
  /** The user's tokenVersion when the token was issued (see User.tokenVersion). */
  ver: number;
}

/** What a guarded handler knows about its caller (request.user). */
export interface AuthUser {
  id: string;
  role: Role;
  username: string;
  lastname: string;
  email: string;
}

export function toAuthUser(user: UserDocument): AuthUser {
  return {
    id: String(user._id),
    role: user.role,
    username: user.username,
    lastname: user.lastname,
    email: user.email,
  };
}

export function toAccountUser({ role, username, lastname, email }: AuthUser): AccountUser {
  return { role, username, lastname, email };
}
