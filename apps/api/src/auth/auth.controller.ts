import { Controller, Req } from '@nestjs/common';
import { contract } from '@farm/contract';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import type { Request } from 'express';
import { errorBody, sentence } from '../errors/error-body';
import { AuthService, type Outcome, type ResetOutcome } from './auth.service';
import { type AuthUser, toAccountUser } from './auth-user';
import { mailLanguageOf } from './mail-language';

/** A refusal as the one error body; a refused field also gets its issue, so the form shows it there. */
const failure = <S extends number>({ status, code, params, field }: Outcome<S>) => {
  const body = errorBody(status, code, params);
  return {
    status,
    body: field
      ? { ...body, issues: [{ path: field, code, message: body.message, ...(params ? { params } : {}) }] }
      : body,
  };
};
const success = <S extends number>({ status, code, params }: Outcome<S>) => sentence(status, code, params);
/** A code or link form's answer: its sentence, or its refusal as a 400. */
const successOr400 = (outcome: Outcome<200 | 400>) =>
  outcome.status === 200 ? success({ ...outcome, status: 200 }) : failure({ ...outcome, status: 400 });

const resetAnswer = (outcome: ResetOutcome) =>
  outcome.status === 200
    ? { status: 200 as const, body: { ...success(outcome).body, deviceToken: outcome.deviceToken } }
    : failure(outcome);

/** Maps the contract's account routes onto AuthService; shapes are checked by ts-rest, access by the guards. */
@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @TsRestHandler(contract.auth)
  handler(@Req() req: Request & { user?: AuthUser }) {
    const language = mailLanguageOf(req.headers['accept-language']);
    // The access guard has put the token's user on the request of every signed-in route.
    const caller = () => req.user as AuthUser;
    return tsRestHandler(contract.auth, {
      signup: async ({ body }) => {
        const outcome = await this.auth.signup(body, language ?? 'en');
        return outcome.status === 201
          ? success({ ...outcome, status: 201 })
          : failure({ ...outcome, status: 400 });
      },

      signin: async ({ body }) => {
        const { deviceToken, ...login } = body;
        const outcome = await this.auth.signin(login, {
          language,
          userAgent: req.headers['user-agent'],
          deviceToken,
        });
        if (outcome.status === 200)
          return {
            status: 200,
            body: { token: outcome.token, data: outcome.user, deviceToken: outcome.deviceToken },
          };
        return failure(outcome);
      },

      verifyEmail: async ({ body }) => successOr400(await this.auth.verifyEmail(body)),

      verifyEmailByLink: async ({ body }) => successOr400(await this.auth.verifyEmailByLink(body)),

      resendVerification: async ({ body }) => success(await this.auth.resendVerification(body, language)),

      me: async () => ({ status: 200, body: { data: toAccountUser(caller()) } }),

      signout: async () => success(await this.auth.signout(caller())),

      listSessions: async () => ({ status: 200, body: { data: await this.auth.listSessions(caller()) } }),

      endSession: async ({ params }) => {
        const outcome = await this.auth.endSession(caller(), params.id);
        return outcome.status === 200
          ? success({ ...outcome, status: 200 })
          : failure({ ...outcome, status: 404 });
      },

      endOtherSessions: async () => success(await this.auth.endOtherSessions(caller())),

      forgotPassword: async ({ body }) => success(await this.auth.forgotPassword(body, language)),

      resetPassword: async ({ body }) => resetAnswer(await this.auth.resetPassword(body)),

      resetPasswordByLink: async ({ body }) => resetAnswer(await this.auth.resetPasswordByLink(body)),
    });
  }
}
