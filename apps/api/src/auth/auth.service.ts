import { Inject, Injectable, Logger, type BeforeApplicationShutdown, Optional } from '@nestjs/common';
import type {
  AccountSession,
  AccountUser,
  ForgotPasswordInput,
  LoginInput,
  MessageCode,
  MessageParams,
  RegisterInput,
  ResetPasswordByLinkInput,
  VerifyEmailByLinkInput,
  ResetPasswordInput,
  VerifyEmailInput,
} from '@farm/contract';
import { MailService } from '../mail/mail.service';
import { pageLink } from '../mail/page-link';
import { PendingWork, SHUTDOWN_WAIT_MS } from '../common/pending-work';
import { codeMail, type CodeMailKind, signupAttemptMail } from '../mail/mail-templates';
import { SessionsService } from '../sessions/sessions.service';
import { ThrottleService } from '../throttle/throttle.service';
import type { UpdateQuery } from 'mongoose';
import {
  type CodePurpose,
  hasLink,
  LINK_FIELDS,
  type LinkPurpose,
  type MailLanguage,
  type User,
  type UserDocument,
} from '../users/user.schema';
import { isDuplicateKey, UsersService } from '../users/users.service';
import { ACCOUNTS_CONFIG, type AccountsConfig } from './accounts-config';
import { type AuthUser, toAccountUser, toAuthUser } from './auth-user';
import { ClockService } from '../clock/clock.service';
import { isCommonPassword } from './common-passwords';
import { issueDeviceToken, passwordStampOf, readDeviceToken } from './device-token';
import {
  CODE_ISSUE_CAP,
  CODE_MAX_ATTEMPTS,
  type CodeTry,
  codeIssueCap,
  hashLink,
  isUsable,
  newCode,
  newLink,
  tryCode,
} from './one-time-code';
import { PasswordHasher } from './password-hasher';
import { PhantomCodes } from './phantom-codes.service';
import { TokenService } from './token.service';

/**
 * The outcome of an account operation: the HTTP status, the code of the sentence the controller answers
 * with, and, for a refused field, which field (the form shows the sentence there).
 */
export type Outcome<S extends number = number> = {
  status: S;
  code: MessageCode;
  params?: MessageParams;
  field?: string;
};

/** A reset's answer: done with the browser's new device token, or refused. */
export type ResetOutcome = (Outcome<200> & { deviceToken: string }) | Outcome<400>;

export type SigninOutcome =
  { status: 200; token: string; user: AccountUser; deviceToken: string } | Outcome<401 | 403>;

/** Where a sign-in comes from, kept on its session so the account page can tell sessions apart. */
export interface SigninClient {
  language?: MailLanguage;
  userAgent?: string;
  /** The device token this browser was given at an earlier sign-in, if any. */
  deviceToken?: string;
}

/** A code as mailed: the code in clear, and for a password reset the token of the mail's link. */
type IssuedCode = { code: string; linkToken?: string };

type CodeMatch =
  | { kind: 'match'; user: UserDocument; hash: string }
  | { kind: 'wrong'; triesLeft: number }
  | { kind: 'unusable' };

/** Register, verify, log in, sessions and password resets (docs/product-rules.md §4; docs/decisions/006-account-codes.md). */
@Injectable()
export class AuthService implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Accounts');
  /** Mails still being sent in the background; shutdown waits for them so none is cut off half-written. */
  private readonly background = PendingWork.loggedBy(this.logger);

  constructor(
    @Inject(ACCOUNTS_CONFIG) private readonly config: AccountsConfig,
    private readonly users: UsersService,
    private readonly tokens: TokenService,
    private readonly mail: MailService,
    private readonly sessions: SessionsService,
    private readonly phantoms: PhantomCodes,
    private readonly passwords: PasswordHasher,
    @Optional() private readonly clock: ClockService = new ClockService(),
    @Optional() private readonly throttle?: ThrottleService,
  ) {}

  /**
   * The same answer, after the same argon2 work, whether the address is new or taken, so the form tells a
   * stranger nothing about who has an account. A taken address changes nothing; its owner is told by mail,
   * with the way to a new password should they have forgotten theirs.
   */
  async signup(input: RegisterInput, language: MailLanguage): Promise<Outcome<201 | 400>> {
    if (isCommonPassword(input.password)) return commonPassword;
    let user: UserDocument;
    try {
      user = await this.users.create({
        username: input.username,
        lastname: input.lastname,
        email: input.email,
        passwordHash: await this.passwords.hash(input.password),
        role: 'Customer',
        emailVerified: false,
        language,
      });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      this.noticeSignupInBackground(input.email);
      // A new address would now have a verification code pending; this one gets the same answers.
      this.phantomInBackground(input.email, 'verification');
      return registered;
    }
    // The account is saved: a mail server being down must not turn this into an error. The code is
    // issued and mailed in the background, as for a taken address nothing is awaited either, so the
    // answer's timing does not tell a new address from a taken one; resend is the way back.
    this.sendInBackground(user, 'verification');
    return registered;
  }

  /** Tells an address's owner that someone tried to sign up with it, a few times an hour at most. */
  private noticeSignupInBackground(email: string): void {
    const task = (async () => {
      const owner = await this.users.findByEmail(email);
      if (!owner) return;
      if (this.throttle && !(await this.throttle.mayNoticeSignup(String(owner._id)))) return;
      // An owner not yet verified may be a stranger's +tag address of someone's inbox: its share counts.
      if (!owner.emailVerified && this.throttle && !(await this.throttle.mayMailUnverifiedInbox(owner.email)))
        return;
      const resetUrl = pageLink(this.config.publicOrigin, '/forget', owner.language, { email: owner.email });
      await this.mail.send(owner.email, signupAttemptMail(owner.language, owner.username, resetUrl));
    })();
    this.background.add('send a sign-up notice', task);
  }

  async signin({ email, password }: LoginInput, client: SigninClient = {}): Promise<SigninOutcome> {
    const user = await this.users.findByEmail(email);
    const valid = user
      ? await this.passwords.verify(user.passwordHash, password)
      : await this.passwords.verifyAgainstDecoy(password);
    if (!user || !valid) return { status: 401, code: 'invalidCredentials' };
    const { language } = client;
    if (language && language !== user.language) {
      await this.users.setLanguage(user._id, language);
      user.language = language;
    }
    if (!user.emailVerified) {
      // The code mailed last (at sign-up, say) keeps working while it is valid: a new one would replace it,
      // and the code in the mail just read would answer as wrong (docs/decisions/006-account-codes.md).
      if (!isUsable(user.verification, this.clock.now()))
        this.mailInBackground(user, 'verification', await this.issueCode(user, 'verification'));
      return { status: 403, code: 'unverified' };
    }
    const expiresAt = new Date(this.clock.now() + this.config.jwtTtlSeconds * 1000);
    const sessionId = await this.sessions.start(String(user._id), expiresAt, client.userAgent);
    // The password or address changed while this one was checked (and every session was ended then): the
    // session just started would outlive the change, so it ends too, as if it had started a moment earlier.
    if (!(await this.unchangedSince(user))) {
      await this.sessions.end(sessionId, String(user._id));
      return { status: 401, code: 'invalidCredentials' };
    }
    const token = await this.tokens.issue(user, sessionId);
    return {
      status: 200,
      token,
      user: toAccountUser(toAuthUser(user, sessionId)),
      deviceToken: this.deviceTokenFor(user, client.deviceToken),
    };
  }

  /** Whether the account still has the password, address and token version `user` was read with. */
  private async unchangedSince(user: UserDocument): Promise<boolean> {
    const now = await this.users.findById(String(user._id));
    return (
      now !== null &&
      now.passwordHash === user.passwordHash &&
      now.email === user.email &&
      now.tokenVersion === user.tokenVersion
    );
  }

  /**
   * The browser's device token, renewed for another year: the same device id when it brought a valid one
   * for this account and its password as it is now, else a new one (docs/decisions/160-device-cookies.md).
   */
  private deviceTokenFor(user: UserDocument, presented: string | undefined): string {
    const now = this.clock.now();
    const userId = String(user._id);
    const bound = { email: user.email, passwordStamp: passwordStampOf(user) };
    const known = readDeviceToken(this.config.jwtSecret, presented, bound, now);
    const deviceId = known?.userId === userId ? known.deviceId : undefined;
    return issueDeviceToken(this.config.jwtSecret, userId, bound, now, deviceId);
  }

  /** Ends the caller's own session: its token stops working at once. */
  async signout(user: AuthUser): Promise<Outcome<200>> {
    await this.sessions.end(user.sessionId, user.id);
    return { status: 200, code: 'signedOut' };
  }

  listSessions(user: AuthUser): Promise<AccountSession[]> {
    return this.sessions.list(user.id, user.sessionId);
  }

  /** Ends another session of the caller's (a phone left signed in); 404 when it is not theirs. */
  async endSession(user: AuthUser, sessionId: string): Promise<Outcome<200 | 404>> {
    return (await this.sessions.end(sessionId, user.id))
      ? { status: 200, code: 'sessionEnded' }
      : { status: 404, code: 'sessionNotFound' };
  }

  async endOtherSessions(user: AuthUser): Promise<Outcome<200>> {
    await this.sessions.endAll(user.id, user.sessionId);
    return { status: 200, code: 'otherSessionsEnded' };
  }

  async verifyEmail({ email, code }: VerifyEmailInput): Promise<Outcome<200 | 400>> {
    const match = await this.matchCode(email, 'verification', code);
    if (match.kind !== 'match') return codeRefusal(match);
    const used = await this.users.consumeCode(match.user._id, 'verification', match.hash, CODE_MAX_ATTEMPTS, {
      $set: { emailVerified: true },
      $unset: { verificationLinks: 1 },
    });
    return used ? { status: 200, code: 'verified' } : codeRefusal({ kind: 'unusable' });
  }

  /**
   * The same as verifying with the code, with the link of a verification mail instead
   * (docs/decisions/244-verification-links.md): nothing to burn, one answer for every link that does not work.
   */
  async verifyEmailByLink({ email, token }: VerifyEmailByLinkInput): Promise<Outcome<200 | 400>> {
    const now = this.clock.now();
    const linked = await this.liveLink(email, 'verification', token, now);
    if (!linked) return invalidVerificationLink;
    const used = await this.users.consumeLink(linked.user._id, 'verification', linked.hash, new Date(now), {
      $set: { emailVerified: true },
    });
    return used ? { status: 200, code: 'verified' } : invalidVerificationLink;
  }

  /** Same answer whatever the account's state; the mail goes out in the background so timing says nothing. */
  async resendVerification({ email }: ForgotPasswordInput, language?: MailLanguage): Promise<Outcome<200>> {
    const user = await this.users.findByEmail(email);
    if (user && !user.emailVerified) this.sendInBackground(user, 'verification', language);
    else this.phantomInBackground(email, 'verification');
    return { status: 200, code: 'verificationSent' };
  }

  /**
   * The same message, and similar timing, whether or not the account exists. The mail is in the language
   * of the page that asked (`language`), else the account's.
   */
  async forgotPassword({ email }: ForgotPasswordInput, language?: MailLanguage): Promise<Outcome<200>> {
    const user = await this.users.findByEmail(email);
    if (user) this.sendInBackground(user, 'passwordReset', language);
    else this.phantomInBackground(email, 'passwordReset');
    return { status: 200, code: 'resetSent' };
  }

  /**
   * Sets the new password and ends every session and earlier token (tokenVersion). The code came by
   * e-mail, so it also proves the address: an unverified account becomes verified.
   */
  async resetPassword({ email, code, password }: ResetPasswordInput): Promise<ResetOutcome> {
    // A common password is refused before the code is tried: a try it took would be lost to the user, and
    // the answer is the same for every address.
    if (isCommonPassword(password)) return commonPassword;
    // The code next: a wrong guess or an unknown e-mail must not cost an argon2 hash (CPU on a small box).
    const match = await this.matchCode(email, 'passwordReset', code);
    if (match.kind !== 'match') return codeRefusal(match);
    const changedAt = new Date();
    const used = await this.users.consumeCode(
      match.user._id,
      'passwordReset',
      match.hash,
      CODE_MAX_ATTEMPTS,
      await this.newPassword(password, changedAt),
    );
    if (!used) return codeRefusal({ kind: 'unusable' });
    return this.resetDone(match.user, changedAt);
  }

  /**
   * The same as a reset with the code, with the link of a reset mail instead (docs/decisions/238-reset-links.md).
   * Its token cannot be guessed, so a wrong one costs no try and burns nothing: the one answer for an
   * unknown, used, expired or voided link, and for an unknown e-mail, is that the link no longer works.
   */
  async resetPasswordByLink({ email, token, password }: ResetPasswordByLinkInput): Promise<ResetOutcome> {
    const now = this.clock.now();
    const linked = await this.liveLink(email, 'passwordReset', token, now);
    if (!linked) return invalidLink;
    if (isCommonPassword(password)) return commonPassword;
    const changedAt = new Date();
    const used = await this.users.consumeLink(
      linked.user._id,
      'passwordReset',
      linked.hash,
      new Date(now),
      await this.newPassword(password, changedAt),
    );
    if (!used) return invalidLink;
    return this.resetDone(linked.user, changedAt);
  }

  /**
   * After a reset: every session ends, and the browser that made it gets a device token bound to the new
   * password. It proved it reads the mailbox, so it stays a known device while strangers keep the e-mail's
   * sign-ins busy (docs/decisions/160-device-cookies.md).
   */
  private async resetDone(user: UserDocument, changedAt: Date): Promise<ResetOutcome> {
    const userId = String(user._id);
    await this.sessions.endAll(userId);
    const bound = { email: user.email, passwordStamp: passwordStampOf({ passwordChangedAt: changedAt }) };
    const deviceToken = issueDeviceToken(this.config.jwtSecret, userId, bound, this.clock.now());
    return { status: 200, code: 'passwordReset', deviceToken };
  }

  /** The account of `email` and the hash of its link `token` for `purpose`, when that link is good at `now`. */
  private async liveLink(email: string, purpose: LinkPurpose, token: string, now: number) {
    const user = await this.users.findByEmail(email);
    if (!user) return undefined;
    const hash = hashLink(this.config.jwtSecret, String(user._id), purpose, token);
    const links = user[LINK_FIELDS[purpose]];
    const live = links?.some((link) => link.hash === hash && link.expiresAt.getTime() > now);
    return live ? { user, hash } : undefined;
  }

  /**
   * What a reset changes: the password, and every earlier token ends (tokenVersion). The mail proved the
   * address, so an unverified account becomes verified, and its verification code and links go. Every
   * reset link goes with the code used, and so does an e-mail change waiting for its code (it was asked for
   * with the old password).
   */
  private async newPassword(password: string, changedAt: Date): Promise<UpdateQuery<User>> {
    return {
      $set: {
        passwordHash: await this.passwords.hash(password),
        passwordChangedAt: changedAt,
        emailVerified: true,
      },
      $inc: { tokenVersion: 1 },
      $unset: { resetLinks: 1, emailChange: 1, verification: 1, verificationLinks: 1 },
    };
  }

  /**
   * Whether `code` is the user's current code for `purpose`: the user and the stored hash when it is (the
   * caller consumes the code by that hash, so a code replaced or used meanwhile fails), the tries left
   * after this one when it is wrong (the try is counted), or unusable (none pending, expired, burnt).
   *
   * A wrong code is judged against the newest code the address was told of: the account's own, or a
   * phantom one recorded when the answer said a code was sent but none was stored (no such account, an
   * account already verified, a taken address at sign-up). So the answers say nothing about whether the
   * account exists (docs/decisions/006-account-codes.md).
   */
  private async matchCode(email: string, purpose: CodePurpose, code: string): Promise<CodeMatch> {
    const now = this.clock.now();
    const user = await this.users.findByEmail(email);
    const stored = user?.[purpose];
    const tried: CodeTry = user
      ? await tryCode(this.config.jwtSecret, String(user._id), purpose, stored, code, now, (hash) =>
          this.users.takeTry(user._id, purpose, hash, CODE_MAX_ATTEMPTS),
        )
      : { kind: 'unusable' };
    if (user && tried.kind === 'match') return { kind: 'match', user, hash: tried.hash };
    if (tried.kind === 'spent') return { kind: 'unusable' };
    const phantomTriesLeft = await this.phantoms.countWrongTry(
      email,
      purpose,
      now,
      stored?.expiresAt.getTime(),
    );
    // Counted on the account's code too (above), even when a newer phantom answers: its tries stay capped.
    if (tried.kind === 'wrong') return { kind: 'wrong', triesLeft: phantomTriesLeft ?? tried.triesLeft };
    return phantomTriesLeft === undefined
      ? { kind: 'unusable' }
      : { kind: 'wrong', triesLeft: phantomTriesLeft };
  }

  /**
   * Stores a new code for `purpose` (replacing any earlier one) and returns it in clear, for the mail, with
   * a reset mail's link token (added to the account's links; earlier ones keep working); undefined when the
   * account already had its hourly share of codes for that purpose. The caller then answers as usual and
   * mails nothing, and the code already sent keeps working until it expires or is burnt, so a real user
   * loses nothing while an attacker gets no fresh codes to guess at; the links of the mails already sent
   * keep working for the hour (docs/decisions/238-reset-links.md).
   */
  private async issueCode(user: UserDocument, purpose: CodeMailKind): Promise<IssuedCode | undefined> {
    const now = this.clock.now();
    const userId = String(user._id);
    const { code, stored } = newCode(this.config.jwtSecret, userId, purpose, now);
    const link = hasLink(purpose) ? newLink(this.config.jwtSecret, userId, purpose, now) : undefined;
    if (await this.users.storeCode(user._id, purpose, stored, codeIssueCap(now), link?.stored)) {
      return { code, linkToken: link?.token };
    }
    this.logger.warn(
      `No new ${purpose} code for user ${String(user._id)}: ${CODE_ISSUE_CAP} were issued in the last hour`,
    );
    return undefined;
  }

  /** Records a phantom code for an address told a code was sent when none was stored, off the answer's path. */
  private phantomInBackground(email: string, purpose: CodePurpose): void {
    const task = this.phantoms.issue(email, purpose, this.clock.now()).then(() => undefined);
    this.background.add(`record a ${purpose} phantom code`, task);
  }

  /** Sends the code mail (if a code was issued) without waiting for it; a failure is only logged. */
  private mailInBackground(user: UserDocument, purpose: CodeMailKind, issued: IssuedCode | undefined): void {
    if (issued === undefined) return;
    this.inBackground(user, purpose, this.send(user, purpose, issued));
  }

  /** Issues and mails a code entirely in the background, so the answer's timing says nothing. */
  private sendInBackground(user: UserDocument, purpose: CodeMailKind, language?: MailLanguage): void {
    this.inBackground(
      user,
      purpose,
      this.issueCode(user, purpose).then((issued) =>
        issued === undefined ? undefined : this.send(user, purpose, issued, language),
      ),
    );
  }

  /**
   * `language`: the page's that asked for the mail; the account's own when it names none. An account not
   * yet verified mails its inbox only within the inbox's hourly share (UNVERIFIED_INBOX_LIMIT).
   */
  private async send(
    user: UserDocument,
    purpose: CodeMailKind,
    { code, linkToken }: IssuedCode,
    language: MailLanguage = user.language,
  ): Promise<void> {
    if (!user.emailVerified && this.throttle && !(await this.throttle.mayMailUnverifiedInbox(user.email))) {
      this.logger.warn(`No ${purpose} mail for user ${String(user._id)}: its inbox had its share this hour`);
      return;
    }
    const page = purpose === 'verification' ? '/email-verification' : '/reset-password';
    const link =
      linkToken &&
      pageLink(this.config.publicOrigin, page, language, { email: user.email, token: linkToken });
    return this.mail.send(user.email, codeMail(purpose, language, user.username, code, link));
  }

  private inBackground(user: UserDocument, purpose: CodeMailKind, work: Promise<void>): void {
    this.background.add(`send the ${purpose} code to user ${String(user._id)}`, work);
  }

  /** Resolves once every code issued and mail sent in the background so far has finished. */
  settled(): Promise<void> {
    return this.background.settled();
  }

  /** Within a deadline, so a stuck mail server cannot hold the shutdown past the supervisor's grace. */
  beforeApplicationShutdown(): Promise<void> {
    return this.background.settled(SHUTDOWN_WAIT_MS);
  }
}

const registered = { status: 201, code: 'registered' } as const satisfies Outcome<201>;

const invalidLink = { status: 400, code: 'invalidLink' } as const satisfies Outcome<400>;
const invalidVerificationLink = {
  status: 400,
  code: 'invalidVerificationLink',
} as const satisfies Outcome<400>;

const commonPassword = {
  status: 400,
  code: 'passwordCommon',
  field: 'password',
} as const satisfies Outcome<400>;

/** A wrong code says how many tries it has left; a code that cannot be used (any more) says to ask again. */
function codeRefusal(match: Exclude<CodeMatch, { kind: 'match' }>): Outcome<400> {
  if (match.kind === 'wrong' && match.triesLeft > 0)
    return { status: 400, code: 'wrongCode', params: { triesLeft: match.triesLeft }, field: 'code' };
  return { status: 400, code: 'invalidCode', field: 'code' };
}
