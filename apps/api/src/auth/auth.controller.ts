import { Controller, Req } from '@nestjs/common';
import { contract } from '@farm/contract';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import type { Request } from 'express';
import { errorBody } from '../errors/error-body';
import { AuthService, type Outcome } from './auth.service';
import { type AuthUser, toAccountUser } from './auth-user';
import { mailLanguageOf } from './mail-language';

const failure = <S extends number>({ status, message }: Outcome<S>) => ({
  status,
  body: errorBody(status, message),
});
const success = <S extends number>({ status, message }: Outcome<S>) => ({ status, body: { message } });

/** Maps the contract's account routes onto AuthService; shapes are checked by ts-rest, access by the guards. */
@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @TsRestHandler(contract.auth)
  handler(@Req() req: Request & { user?: AuthUser }) {
    const language = mailLanguageOf(req.headers['accept-language']);
    return tsRestHandler(contract.auth, {
      signup: async ({ body }) => {
        const outcome = await this.auth.signup(body, language ?? 'en');
        return outcome.status === 201
          ? success({ ...outcome, status: 201 })
          : failure({ ...outcome, status: 409 });
      },

      signin: async ({ body }) => {
        const outcome = await this.auth.signin(body, language);
        if (outcome.status === 200)
          return { status: 200, body: { token: outcome.token, data: outcome.user } };
        return failure(outcome);
      },

      verifyEmail: async ({ body }) => {
        const outcome = await this.auth.verifyEmail(body);
        return outcome.status === 200
          ? success({ ...outcome, status: 200 })
          : failure({ ...outcome, status: 400 });
      },

      resendVerification: async ({ body }) => success(await this.auth.resendVerification(body)),

      // The access guard has put the token's user on the request.
      me: async () => ({ status: 200, body: { data: toAccountUser(req.user as AuthUser) } }),

      forgotPassword: async ({ body }) => success(await this.auth.forgotPassword(body)),

      resetPassword: async ({ body }) => {
        const outcome = await this.auth.resetPassword(body);
        return outcome.status === 200
          ? success({ ...outcome, status: 200 })
          : failure({ ...outcome, status: 400 });
      },
    });
  }
}
