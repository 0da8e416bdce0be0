import { Logger } from '@nestjs/common';
import { Types } from 'mongoose';
import type { MailService } from '../mail/mail.service';
import type { SessionsService } from '../sessions/sessions.service';
import type { UserDocument } from '../users/user.schema';
import type { UsersService } from '../users/users.service';
import type { AccountsConfig } from './accounts-config';
import { AuthService } from './auth.service';
import { ClockService } from '../clock/clock.service';
import { CODE_ISSUE_CAP, CODE_ISSUE_WINDOW_MS } from './one-time-code';
import { PasswordHasher } from './password-hasher';
import type { PhantomCodes } from './phantom-codes.service';
import type { TokenService } from './token.service';

/** A phantom store holding no state: these accounts all exist (phantoms: test/auth-phantom-codes.e2e-spec.ts). */
const noPhantoms = {
  issue: async () => true,
  countWrongTry: async () => undefined,
} as unknown as PhantomCodes;
const config = { jwtSecret: 's'.repeat(32), publicOrigin: 'https://farm.example' } as AccountsConfig;
const email = 'capped@farm-test.ae';
const password = 'greens2025';
const passwords = new PasswordHasher();

describe('AuthService: codes per account per hour', () => {
  const now = Date.UTC(2026, 0, 15, 9, 30);
  let user: UserDocument;
  let users: { findByEmail: jest.Mock; storeCode: jest.Mock };
  let mail: { send: jest.Mock };
  let auth: AuthService;
  let warn: jest.SpyInstance;

  beforeEach(async () => {
    user = {
      _id: new Types.ObjectId(),
      email,
      username: 'Reem',
      language: 'en',
      emailVerified: false,
      passwordHash: await passwords.hash(password),
    } as unknown as UserDocument;
    users = {
      findByEmail: jest.fn(async () => user),
      storeCode: jest.fn(async () => true),
    };
    mail = { send: jest.fn(async () => undefined) };
    const clock = new ClockService();
    jest.spyOn(clock, 'now').mockReturnValue(now);
    auth = new AuthService(
      config,
      users as unknown as UsersService,
      {} as TokenService,
      mail as unknown as MailService,
      {} as SessionsService,
      noPhantoms,
      passwords,
      clock,
    );
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => warn.mockRestore());

  it('asks the store for room under the cap in the hour before the injected clock', async () => {
    await auth.forgotPassword({ email });
    await auth.settled();
    const [id, purpose, stored, cap] = users.storeCode.mock.calls[0] as unknown[];
    expect([id, purpose]).toEqual([user._id, 'passwordReset']);
    expect(stored).toMatchObject({ expiresAt: new Date(now + 10 * 60 * 1000), attempts: 0 });
    expect(cap).toEqual({
      issuedAt: new Date(now),
      since: new Date(now - CODE_ISSUE_WINDOW_MS),
      max: CODE_ISSUE_CAP,
    });
    expect(mail.send).toHaveBeenCalledTimes(1);
  });

  it('answers forgot-password the same but mails nothing once the cap is reached, with a warning', async () => {
    users.storeCode.mockResolvedValue(false);
    const outcome = await auth.forgotPassword({ email });
    await auth.settled();
    expect(outcome).toEqual({ status: 200, code: 'resetSent' });
    expect(mail.send).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining(`No new passwordReset code for user ${String(user._id)}`),
    );
  });

  it('answers resend-verification and an unverified sign-in the same when capped', async () => {
    users.storeCode.mockResolvedValue(false);
    expect(await auth.resendVerification({ email })).toEqual({ status: 200, code: 'verificationSent' });
    expect(await auth.signin({ email, password })).toEqual({ status: 403, code: 'unverified' });
    await auth.settled();
    expect(users.storeCode).toHaveBeenCalledTimes(2);
    expect(users.storeCode.mock.calls.map((call: unknown[]) => call[1])).toEqual([
      'verification',
      'verification',
    ]);
    expect(mail.send).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
