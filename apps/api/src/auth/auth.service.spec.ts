import { Types } from 'mongoose';
import type { MailService } from '../mail/mail.service';
import type { SessionsService } from '../sessions/sessions.service';
import type { UserDocument } from '../users/user.schema';
import type { UsersService } from '../users/users.service';
import type { AccountsConfig } from './accounts-config';
import { AuthService } from './auth.service';
import { CODE_MAX_ATTEMPTS, newCode } from './one-time-code';
import { PasswordHasher } from './password-hasher';
import type { PhantomCodes } from './phantom-codes.service';
import type { TokenService } from './token.service';

// Counts the argon2 work without changing it.
const passwords = new PasswordHasher();
const hashPassword = jest.spyOn(passwords, 'hash');

/** A phantom store holding no state: these accounts all exist (phantoms: test/auth-phantom-codes.e2e-spec.ts). */
const noPhantoms = {
  issue: async () => true,
  countWrongTry: async () => undefined,
} as unknown as PhantomCodes;
const config = { jwtSecret: 's'.repeat(32), publicOrigin: 'https://farm.example' } as AccountsConfig;

/** The service with these stand-ins (the others are never reached by the tests that leave them out). */
function authWith(parts: { users: object; mail?: object; sessions?: object }): AuthService {
  return new AuthService(
    config,
    parts.users as UsersService,
    {} as TokenService,
    (parts.mail ?? {}) as MailService,
    (parts.sessions ?? {}) as SessionsService,
    noPhantoms,
    passwords,
  );
}
const email = 'reset.me@farm-test.ae';
const input = { email, password: 'newleaves77', confirmPassword: 'newleaves77' };

describe('AuthService.resetPassword', () => {
  const id = new Types.ObjectId();
  const { code, stored } = newCode(config.jwtSecret, String(id), 'passwordReset');
  const wrong = code === '000000' ? '111111' : '000000';
  let users: { findByEmail: jest.Mock; takeTry: jest.Mock; consumeCode: jest.Mock };
  let sessions: { endAll: jest.Mock };
  let auth: AuthService;

  beforeEach(() => {
    hashPassword.mockClear();
    const user = { _id: id, email, passwordReset: stored } as unknown as UserDocument;
    users = {
      findByEmail: jest.fn(async (wanted: string) => (wanted === email ? user : null)),
      takeTry: jest.fn(async () => 0),
      consumeCode: jest.fn(async () => true),
    };
    sessions = { endAll: jest.fn(async () => 1) };
    auth = authWith({ users, sessions });
  });

  it('spends no argon2 hash on a wrong code, counting the try and saying how many are left', async () => {
    const outcome = await auth.resetPassword({ ...input, code: wrong });
    expect(outcome).toEqual({
      status: 400,
      code: 'wrongCode',
      params: { triesLeft: CODE_MAX_ATTEMPTS - 1 },
      field: 'code',
    });
    expect(hashPassword).not.toHaveBeenCalled();
    expect(users.takeTry).toHaveBeenCalledWith(id, 'passwordReset', stored.hash, CODE_MAX_ATTEMPTS);
    expect(users.consumeCode).not.toHaveBeenCalled();
  });

  it('refuses even the right code when guesses sent at the same time have taken its last try', async () => {
    // The try is taken before the code is compared: none was left for this one.
    users.takeTry.mockResolvedValueOnce(undefined);
    expect(await auth.resetPassword({ ...input, code })).toEqual({
      status: 400,
      code: 'invalidCode',
      field: 'code',
    });
    expect(users.takeTry).toHaveBeenCalledWith(id, 'passwordReset', stored.hash, CODE_MAX_ATTEMPTS);
    expect(users.consumeCode).not.toHaveBeenCalled();
    expect(hashPassword).not.toHaveBeenCalled();
  });

  it('spends no argon2 hash on an unknown e-mail', async () => {
    const outcome = await auth.resetPassword({ ...input, email: 'ghost@farm-test.ae', code });
    expect(outcome.status).toBe(400);
    expect(hashPassword).not.toHaveBeenCalled();
  });

  it('says the code cannot be used any more once its last try is spent', async () => {
    const spent = { ...stored, attempts: CODE_MAX_ATTEMPTS - 1 };
    users.findByEmail.mockResolvedValueOnce({ _id: id, email, passwordReset: spent });
    users.takeTry.mockResolvedValueOnce(CODE_MAX_ATTEMPTS - 1);
    expect(await auth.resetPassword({ ...input, code: wrong })).toEqual({
      status: 400,
      code: 'invalidCode',
      field: 'code',
    });
  });

  it('refuses a common password without spending the code or a hash', async () => {
    const outcome = await auth.resetPassword({
      ...input,
      code,
      password: 'Password1',
      confirmPassword: 'Password1',
    });
    expect(outcome).toEqual({ status: 400, code: 'passwordCommon', field: 'password' });
    expect(hashPassword).not.toHaveBeenCalled();
    expect(users.consumeCode).not.toHaveBeenCalled();
  });

  it('hashes the new password once the code matches, consuming that very code, and ends every session', async () => {
    const outcome = await auth.resetPassword({ ...input, code });
    expect(outcome).toEqual({ status: 200, code: 'passwordReset', deviceToken: expect.any(String) });
    expect(sessions.endAll).toHaveBeenCalledWith(String(id));
    expect(hashPassword).toHaveBeenCalledTimes(1);
    expect(hashPassword).toHaveBeenCalledWith(input.password);
    const [, purpose, hash, maxAttempts, change] = users.consumeCode.mock.calls[0] as unknown[];
    expect([purpose, hash, maxAttempts]).toEqual(['passwordReset', stored.hash, CODE_MAX_ATTEMPTS]);
    expect(change).toMatchObject({
      $set: { passwordHash: expect.stringMatching(/^\$argon2id\$/), emailVerified: true },
      $inc: { tokenVersion: 1 },
    });
  });

  it('answers 400 when the code was used or replaced meanwhile', async () => {
    users.consumeCode.mockResolvedValueOnce(false);
    expect((await auth.resetPassword({ ...input, code })).status).toBe(400);
  });
});

describe('AuthService shutdown', () => {
  it('waits for mails still being sent in the background before the application shuts down', async () => {
    const id = new Types.ObjectId();
    const user = { _id: id, email, language: 'en', username: 'Reem' } as unknown as UserDocument;
    const users = {
      findByEmail: jest.fn(async () => user),
      storeCode: jest.fn(async () => true),
    };
    let deliver: () => void = () => undefined;
    const mail = { send: jest.fn(() => new Promise<void>((resolve) => (deliver = resolve))) };
    const auth = authWith({ users, mail });

    await auth.forgotPassword({ email });
    await new Promise((resolve) => setImmediate(resolve));
    expect(mail.send).toHaveBeenCalledTimes(1);

    let destroyed = false;
    const destroying = auth.beforeApplicationShutdown().then(() => (destroyed = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(destroyed).toBe(false);
    deliver();
    await destroying;
    expect(destroyed).toBe(true);
  });
});

describe('AuthService.signup', () => {
  it('answers a new address without waiting for its code to be stored, as a taken one is answered', async () => {
    const id = new Types.ObjectId();
    let store: (issued: boolean) => void = () => undefined;
    const users = {
      create: jest.fn(async (fields: object) => ({ _id: id, ...fields })),
      storeCode: jest.fn(() => new Promise<boolean>((resolve) => (store = resolve))),
    };
    const mail = { send: jest.fn(async () => undefined) };
    const auth = authWith({ users, mail });
    const outcome = await auth.signup(
      {
        username: 'Reem',
        lastname: 'Nasser',
        email,
        password: 'newleaves77',
        confirmPassword: 'newleaves77',
      },
      'en',
    );
    // Answered while the code is still being stored: a taken address's answer awaits no such write.
    expect(outcome).toEqual({ status: 201, code: 'registered' });
    expect(users.storeCode).toHaveBeenCalledTimes(1);
    expect(mail.send).not.toHaveBeenCalled();
    store(true);
    await auth.settled();
    expect(mail.send).toHaveBeenCalledTimes(1);
  });
});
