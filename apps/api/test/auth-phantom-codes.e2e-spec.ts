import { Logger } from '@nestjs/common';
import { CODE_ISSUE_CAP, CODE_MAX_ATTEMPTS, CODE_TTL_MS } from '../src/auth/one-time-code';
import { AuthService } from '../src/auth/auth.service';
import { ClockService } from '../src/clock/clock.service';
import { type AccountsApp, newRegistration, startAccountsApp } from './auth-app';

/**
 * A wrong code must answer the same whether the address has an account with a code pending or whether the
 * answer before it only said a code was sent (docs/decisions/006-account-codes.md): otherwise "Tries left"
 * tells a stranger who has an account.
 */
describe('accounts: wrong codes say nothing about who has an account', () => {
  let api: AccountsApp;

  beforeAll(async () => {
    api = await startAccountsApp();
  });

  afterAll(async () => {
    await api.close();
  });

  afterEach(() => jest.restoreAllMocks());

  /** Waits for the codes, phantom codes and mails the API issued in the background. */
  const settled = () => api.app.get(AuthService).settled();

  /** The answer a client sees, without headers or timing. */
  type Answer = { status: number; body: unknown };
  const answer = ({ status, body }: Answer): Answer => ({ status, body });

  /** A code that is none of `codes` (the real ones mailed), the same for both addresses of a comparison. */
  const otherThan = (...codes: string[]) =>
    ['000000', '111111', '222222'].find((candidate) => !codes.includes(candidate)) ?? '333333';

  const wrongReset = async (email: string, code: string) =>
    answer(
      await api.client.auth.resetPassword({
        body: { email, code, password: 'newleaves77', confirmPassword: 'newleaves77' },
      }),
    );
  const wrongVerify = async (email: string, code: string) =>
    answer(await api.client.auth.verifyEmail({ body: { email, code } }));

  async function answersTo(tries: number, send: () => Promise<Answer>): Promise<Answer[]> {
    const answers: Answer[] = [];
    for (let i = 0; i < tries; i += 1) answers.push(await send());
    return answers;
  }

  /** What a real code answers to wrong tries: the tries left, then "ask for a new one". */
  const realSequence = (tries: number, left = CODE_MAX_ATTEMPTS - 1) =>
    Array.from({ length: tries }, (_, i) =>
      left - i > 0
        ? {
            status: 400,
            body: expect.objectContaining({
              code: 'wrongCode',
              message: `The code is wrong. Tries left: ${left - i}.`,
            }),
          }
        : { status: 400, body: expect.objectContaining({ code: 'invalidCode' }) },
    );

  /** Registers and verifies a customer; returns the e-mail. */
  async function verifiedCustomer(): Promise<string> {
    const registration = newRegistration('phantom-owner');
    expect((await api.client.auth.signup({ body: registration })).status).toBe(201);
    const code = await api.outbox.nextCode(registration.email, 0);
    expect((await api.client.auth.verifyEmail({ body: { email: registration.email, code } })).status).toBe(
      200,
    );
    return registration.email;
  }

  /** Asks for a reset code for both addresses; returns a code wrong for both. */
  async function forgotBoth(owner: string, stranger: string): Promise<string> {
    const seen = (await api.outbox.to(owner)).length;
    const answers = [owner, stranger].map((email) => api.client.auth.forgotPassword({ body: { email } }));
    const [known, unknown] = (await Promise.all(answers)).map(answer);
    expect(unknown).toEqual(known);
    const code = await api.outbox.nextCode(owner, seen);
    await settled();
    return otherThan(code);
  }

  const unknownAddress = () => newRegistration('nobody').email;

  it('answers six wrong reset codes the same for an account and an unknown address, creating no user', async () => {
    const owner = await verifiedCustomer();
    const stranger = unknownAddress();
    const users = await api.users().countDocuments();
    const wrong = await forgotBoth(owner, stranger);

    const known = await answersTo(6, () => wrongReset(owner, wrong));
    const unknown = await answersTo(6, () => wrongReset(stranger, wrong));
    expect(known).toEqual(realSequence(6));
    expect(unknown).toEqual(known);
    expect(await api.users().countDocuments({ email: stranger })).toBe(0);
    expect(await api.users().countDocuments()).toBe(users);
  });

  it('answers six wrong verification codes the same after signing up a new address and a taken one', async () => {
    const taken = await verifiedCustomer();
    const before = await api.users().findOne({ email: taken });
    const fresh = newRegistration('phantom-fresh');
    const again = { ...newRegistration('phantom-fresh'), email: taken };
    const [newAnswer, takenAnswer] = (
      await Promise.all([fresh, again].map((body) => api.client.auth.signup({ body })))
    ).map(answer);
    expect(takenAnswer).toEqual(newAnswer);
    const wrong = otherThan(await api.outbox.nextCode(fresh.email, 0));
    await settled();

    const known = await answersTo(6, () => wrongVerify(fresh.email, wrong));
    const unknown = await answersTo(6, () => wrongVerify(taken, wrong));
    expect(known).toEqual(realSequence(6));
    expect(unknown).toEqual(known);
    // The taken account is as it was: no code stored on it, nothing else changed.
    expect(await api.users().findOne({ email: taken })).toEqual(before);
  });

  it('answers wrong verification codes the same after "send a new code" for an unverified account and an unknown address', async () => {
    const pending = newRegistration('phantom-pending');
    await api.client.auth.signup({ body: pending });
    await api.outbox.next(pending.email, 0);
    const stranger = unknownAddress();
    const [known, unknown] = (
      await Promise.all(
        [pending.email, stranger].map((email) => api.client.auth.resendVerification({ body: { email } })),
      )
    ).map(answer);
    expect(unknown).toEqual(known);
    const wrong = otherThan(await api.outbox.nextCode(pending.email, 1));
    await settled();

    const real = await answersTo(6, () => wrongVerify(pending.email, wrong));
    expect(real).toEqual(realSequence(6));
    expect(await answersTo(6, () => wrongVerify(stranger, wrong))).toEqual(real);
    expect(await api.users().countDocuments({ email: stranger })).toBe(0);
  });

  it('lets a code expire after its lifetime the same way, and starts afresh with the next request', async () => {
    const owner = await verifiedCustomer();
    const stranger = unknownAddress();
    const wrong = await forgotBoth(owner, stranger);
    const first = [await wrongReset(owner, wrong), await wrongReset(stranger, wrong)];
    expect(first[1]).toEqual(first[0]);
    expect(first[0]).toEqual(realSequence(1)[0]);

    const clock = api.app.get(ClockService);
    const start = clock.now();
    jest.spyOn(clock, 'now').mockReturnValue(start + CODE_TTL_MS + 1000);
    const expired = [await wrongReset(owner, wrong), await wrongReset(stranger, wrong)];
    expect(expired[0]).toEqual(realSequence(CODE_MAX_ATTEMPTS)[CODE_MAX_ATTEMPTS - 1]);
    expect(expired[1]).toEqual(expired[0]);

    // A new request gives a new code with all its tries, for both.
    const again = await forgotBoth(owner, stranger);
    const fresh = [await wrongReset(owner, again), await wrongReset(stranger, again)];
    expect(fresh[0]).toEqual(realSequence(1)[0]);
    expect(fresh[1]).toEqual(fresh[0]);
  });

  it('gives no fresh tries past the hourly cap of codes, for an account as for an unknown address', async () => {
    // The cap's warning about the account is expected here.
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const owner = await verifiedCustomer();
    const stranger = unknownAddress();
    let wrong = '';
    for (let i = 0; i < CODE_ISSUE_CAP; i += 1) wrong = await forgotBoth(owner, stranger);
    const burnt = [
      await answersTo(CODE_MAX_ATTEMPTS, () => wrongReset(owner, wrong)),
      await answersTo(CODE_MAX_ATTEMPTS, () => wrongReset(stranger, wrong)),
    ];
    expect(burnt[0]).toEqual(realSequence(CODE_MAX_ATTEMPTS));
    expect(burnt[1]).toEqual(burnt[0]);

    // The sixth request in the hour answers the same and stores nothing new: the code stays burnt.
    const sixth = await Promise.all(
      [owner, stranger].map(async (email) =>
        answer(await api.client.auth.forgotPassword({ body: { email } })),
      ),
    );
    expect(sixth[1]).toEqual(sixth[0]);
    await settled();
    const after = [await wrongReset(owner, wrong), await wrongReset(stranger, wrong)];
    expect(after[0]).toMatchObject({ status: 400, body: { code: 'invalidCode' } });
    expect(after[1]).toEqual(after[0]);
  });

  it('judges a wrong code by the newest code the address was told of, so signing up a taken unverified address resets the tries as for a new one', async () => {
    const pending = newRegistration('phantom-unverified');
    await api.client.auth.signup({ body: pending });
    const pendingCode = await api.outbox.nextCode(pending.email, 0);
    const wrong = otherThan(pendingCode);
    const stranger = newRegistration('phantom-later');
    await api.client.auth.resendVerification({ body: { email: stranger.email } });
    await settled();
    // Two tries spent on each, then both addresses are signed up: the first is taken, the second new.
    await answersTo(2, () => wrongVerify(pending.email, wrong));
    await answersTo(2, () => wrongVerify(stranger.email, wrong));
    await api.client.auth.signup({
      body: { ...pending, password: 'intruder-2026', confirmPassword: 'intruder-2026' },
    });
    await api.client.auth.signup({ body: stranger });
    const wrongForBoth = otherThan(pendingCode, await api.outbox.nextCode(stranger.email, 0));
    await settled();

    const taken = await answersTo(6, () => wrongVerify(pending.email, wrongForBoth));
    expect(taken).toEqual(realSequence(6));
    expect(await answersTo(6, () => wrongVerify(stranger.email, wrongForBoth))).toEqual(taken);
  });

  it('keeps the phantom state under a keyed hash, never the address', async () => {
    const stranger = unknownAddress();
    await api.client.auth.forgotPassword({ body: { email: stranger } });
    await settled();
    const connection = api.users().conn;
    const states = await connection.collection('phantomCodes').find({}).toArray();
    expect(states.length).toBeGreaterThan(0);
    const dump = JSON.stringify(states);
    expect(dump).not.toContain(stranger);
    expect(dump).not.toContain(stranger.split('@')[0]);
  });
});
