import { Inject, Injectable, Logger, type OnModuleDestroy, Optional } from '@nestjs/common';
import {
  type AccountUser,
  accountMessages,
  type ForgotPasswordInput,
  type LoginInput,
  type RegisterInput,
  type ResetPasswordInput,
  type VerifyEmailInput,
} from '@farm/contract';
import { MailService } from '../mail/mail.service';
import { codeMail, type CodeMailKind } from '../mail/mail-templates';
import type { CodePurpose, MailLanguage, UserDocument } from '../users/user.schema';
import { isDuplicateKey, UsersService } from '../users/users.service';
import { ACCOUNTS_CONFIG, type AccountsConfig } from './accounts-config';
import { toAccountUser, toAuthUser } from './auth-user';
import { Clock } from './clock';
import { CODE_ISSUE_CAP, CODE_ISSUE_WINDOW_MS, CODE_MAX_ATTEMPTS, checkCode, newCode } from './one-time-code';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './password-hasher';
import { TokenService } from './token.service';

/** The outcome of an account operation: the HTTP status and sentence the controller answers with. */
export type Outcome<S extends number = number> = { status: S; message: string };

export type SigninOutcome = { status: 200; token: string; user: AccountUser } | Outcome<401 | 403>;

/** Register, verify, log in and reset passwords (spec 4; issue 4; DECISIONS.md 14). */
@Injectable()
export class AuthService implements OnModuleDestroy {
  /** Mails still being sent in the background; shutdown waits for them so none is cut off half-written. */
  private readonly pending = new Set<Promise<void>>();

  private readonly logger = new Logger('Accounts');

  constructor(
    @Inject(ACCOUNTS_CONFIG) private readonly config: AccountsConfig,
    private readonly users: UsersService,
    private readonly tokens: TokenService,
    private readonly mail: MailService,
    @Optional() private readonly clock: Clock = new Clock(),
  ) {}

  async signup(input: RegisterInput, language: MailLanguage): Promise<Outcome<201 | 409>> {
    let user: UserDocument;
    try {
      user = await this.users.create({
        username: input.username,
        lastname: input.lastname,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        role: 'Customer',
        emailVerified: false,
        language,
      });
    } catch (error) {
      if (isDuplicateKey(error)) return { status: 409, message: accountMessages.emailTaken };
      throw error;
    }
    // The account is saved: a mail server being down must not turn this into an error (a retry would
    // then meet 409). The code is stored now and mailed in the background; resend is the way back.
    this.mailInBackground(user, 'verification', await this.issueCode(user, 'verification'));
    return { status: 201, message: accountMessages.registered };
  }

  async signin({ email, password }: LoginInput, language?: MailLanguage): Promise<SigninOutcome> {
    const user = await this.users.findByEmail(email);
    const valid = user
      ? await verifyPassword(user.passwordHash, password)
      : await verifyAgainstDecoy(password);
    if (!user || !valid) return { status: 401, message: accountMessages.invalidCredentials };
    if (language && language !== user.language) {
      await this.users.setLanguage(user._id, language);
      user.language = language;
    }
    if (!user.emailVerified) {
      this.mailInBackground(user, 'verification', await this.issueCode(user, 'verification'));
      return { status: 403, message: accountMessages.unverified };
    }
    return { status: 200, token: await this.tokens.issue(user), user: toAccountUser(toAuthUser(user)) };
  }

  async verifyEmail({ email, code }: VerifyEmailInput): Promise<Outcome<200 | 400>> {
    const match = await this.matchCode(email, 'verification', code);
    const used =
      match !== undefined &&
      (await this.users.consumeCode(match.user._id, 'verification', match.hash, CODE_MAX_ATTEMPTS, {
        $set: { emailVerified: true },
      }));
    return used
      ? { status: 200, message: accountMessages.verified }
      : { status: 400, message: accountMessages.invalidCode };
  }

  /** Same answer whatever the account's state; the mail goes out in the background so timing says nothing. */
  async resendVerification({ email }: ForgotPasswordInput): Promise<Outcome<200>> {
    const user = await this.users.findByEmail(email);
    if (user && !user.emailVerified) this.sendInBackground(user, 'verification');
    return { status: 200, message: accountMessages.verificationSent };
  }

  /** DECISIONS.md 14: the same message, and similar timing, whether or not the account exists. */
  async forgotPassword({ email }: ForgotPasswordInput): Promise<Outcome<200>> {
    const user = await this.users.findByEmail(email);
    if (user) this.sendInBackground(user, 'passwordReset');
    return { status: 200, message: accountMessages.resetSent };
  }

  /**
   * Sets the new password and ends every earlier token (tokenVersion). The code came by e-mail, so it
   * also proves the address: an unverified account becomes verified.
   */
  async resetPassword({ email, code, password }: ResetPasswordInput): Promise<Outcome<200 | 400>> {
    // The code first: a wrong guess or an unknown e-mail must not cost an argon2 hash (CPU on a small box).
    const match = await this.matchCode(email, 'passwordReset', code);
    const used =
      match !== undefined &&
      (await this.users.consumeCode(match.user._id, 'passwordReset', match.hash, CODE_MAX_ATTEMPTS, {
        $set: {
          passwordHash: await hashPassword(password),
          passwordChangedAt: new Date(),
          emailVerified: true,
        },
        $inc: { tokenVersion: 1 },
      }));
    return used
      ? { status: 200, message: accountMessages.passwordReset }
      : { status: 400, message: accountMessages.invalidCode };
  }

  /**
   * The user and stored code hash when `code` is the user's current code for `purpose`; a wrong try is
   * counted. The caller consumes the code by that hash, so a code replaced or used meanwhile fails.
   */
  private async matchCode(
    email: string,
    purpose: CodePurpose,
    code: string,
  ): Promise<{ user: UserDocument; hash: string } | undefined> {
    const user = await this.users.findByEmail(email);
    if (!user) return undefined;
    const stored = user[purpose];
    const check = checkCode(this.config.jwtSecret, String(user._id), purpose, stored, code, this.clock.now());
    if (check === 'unusable' || !stored) return undefined;
    if (check === 'wrong') {
      await this.users.countWrongTry(user._id, purpose, stored.hash);
      return undefined;
    }
    return { user, hash: stored.hash };
  }

  /**
   * Stores a new code for `purpose` (replacing any earlier one) and returns it in clear, for the mail;
   * undefined when the account already had its hourly share of codes for that purpose. The caller then
   * answers as usual and mails nothing, and the code already sent keeps working until it expires or is
   * burnt, so a real user loses nothing while an attacker gets no fresh codes to guess at.
   */
  private async issueCode(user: UserDocument, purpose: CodeMailKind): Promise<string | undefined> {
    const now = this.clock.now();
    const { code, stored } = newCode(this.config.jwtSecret, String(user._id), purpose, now);
    const issued = await this.users.storeCode(user._id, purpose, stored, {
      issuedAt: new Date(now),
      since: new Date(now - CODE_ISSUE_WINDOW_MS),
      max: CODE_ISSUE_CAP,
    });
    if (issued) return code;
    this.logger.warn(
      `No new ${purpose} code for ${user.email}: ${CODE_ISSUE_CAP} were issued in the last hour`,
    );
    return undefined;
  }

  /** Sends the code mail (if a code was issued) without waiting for it; a failure is only logged. */
  private mailInBackground(user: UserDocument, purpose: CodeMailKind, code: string | undefined): void {
    if (code === undefined) return;
    this.inBackground(user, purpose, this.send(user, purpose, code));
  }

  /** Issues and mails a code entirely in the background, so the answer's timing says nothing. */
  private sendInBackground(user: UserDocument, purpose: CodeMailKind): void {
    this.inBackground(
      user,
      purpose,
      this.issueCode(user, purpose).then((code) =>
        code === undefined ? undefined : this.send(user, purpose, code),
      ),
    );
  }

  private send(user: UserDocument, purpose: CodeMailKind, code: string): Promise<void> {
    return this.mail.send(user.email, codeMail(purpose, user.language, user.username, code));
  }

  private inBackground(user: UserDocument, purpose: CodeMailKind, work: Promise<void>): void {
    const task = work.catch((error: unknown) => this.logFailure(user, purpose, error));
    this.pending.add(task);
    void task.finally(() => this.pending.delete(task));
  }

  /** Resolves once every code issued and mail sent in the background so far has finished. */
  async settled(): Promise<void> {
    await Promise.all(this.pending);
  }

  async onModuleDestroy(): Promise<void> {
    await this.settled();
  }

  private logFailure(user: UserDocument, purpose: CodeMailKind, error: unknown): void {
    this.logger.error(`Could not send the ${purpose} code to ${user.email}: ${String(error)}`);
  }
}
