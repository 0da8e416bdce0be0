import { Controller, Req } from '@nestjs/common';
import { contract, languageOfHeader } from '@farm/contract';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import type { Request } from 'express';
import type { AuthUser } from '../auth/auth-user';
import { refusal, sentence } from '../errors/error-body';
import { AccountExportService } from './account-export.service';
import { AccountService } from './account.service';
import { AddressBookService } from './address-book.service';
import { mailLanguageOf } from '../auth/mail-language';

/** Maps the contract's account routes onto the services; the access guard has put the caller on the request. */
@Controller()
export class AccountController {
  constructor(
    private readonly account: AccountService,
    private readonly addresses: AddressBookService,
    private readonly exports: AccountExportService,
  ) {}

  @TsRestHandler(contract.account)
  handler(@Req() req: Request & { user?: AuthUser }) {
    const caller = () => req.user as AuthUser;
    return tsRestHandler(contract.account, {
      updateProfile: async ({ body }) => {
        const data = await this.account.rename(caller(), body);
        return { status: 200, body: { ...sentence(200, 'profileSaved').body, data } };
      },
      changePassword: async ({ body }) => {
        const deviceToken = await this.account.changePassword(caller(), body);
        return { status: 200, body: { ...sentence(200, 'passwordChanged').body, deviceToken } };
      },
      getPendingEmail: async () => ({
        status: 200,
        body: { data: await this.account.pendingEmailChange(caller()) },
      }),
      changeEmail: async ({ body }) => {
        await this.account.requestEmailChange(caller(), body, mailLanguageOf(req.headers['accept-language']));
        return sentence(200, 'emailChangeSent');
      },
      confirmEmail: async ({ body }) => {
        const { user: data, deviceToken } = await this.account.confirmEmailChange(caller(), body);
        return { status: 200, body: { ...sentence(200, 'emailChanged').body, data, deviceToken } };
      },
      exportAccount: async () => ({
        status: 200,
        body: { data: await this.exports.export(caller(), languageOfHeader(req.headers['accept-language'])) },
      }),
      listAddresses: async () => ({
        status: 200,
        body: { data: await this.addresses.list(caller().id) },
      }),
      addAddress: async ({ body }) => {
        const data = await this.addresses.add(caller().id, body);
        return { status: 201, body: { ...sentence(201, 'addressSaved').body, data } };
      },
      updateAddress: async ({ params, body }) => {
        const data = await this.addresses.update(caller().id, params.id, body);
        return { status: 200, body: { ...sentence(200, 'addressSaved').body, data } };
      },
      removeAddress: async ({ params }) => {
        await this.addresses.remove(caller().id, params.id);
        return sentence(200, 'addressRemoved');
      },
      getMyRequest: async ({ params }) => {
        const lang = languageOfHeader(req.headers['accept-language']);
        const data = await this.account.getRequest(caller(), params.id, lang);
        return data ? { status: 200, body: { data } } : refusal(404, 'requestNotFound');
      },
      deleteAccount: async ({ body }) => {
        await this.account.deleteAccount(caller(), body.password);
        return sentence(200, 'accountDeleted');
      },
    });
  }
}
