import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Request, Response } from 'express';
import type { Collection } from 'mongodb';
import type { Model } from 'mongoose';
import { API_PREFIX } from '../api-prefix';
import { ACCOUNTS_CONFIG, type AccountsConfig } from '../auth/accounts-config';
import { deviceTokenAccount, type KnownDevice, passwordStampOf, readDeviceToken } from '../auth/device-token';
import { ApiException, TryLaterException } from '../errors/error-body';
import { pathOf } from '../logging/logging.module';
import { UsersService } from '../users/users.service';
import { RateCounter } from './rate-counter.schema';
import { RateLimiter } from './rate-limiter';
import { addressKeyOf, emailKeyOf, inboxKeyOf, isLoopbackKey } from './throttle-keys';

/**
 * Limits on the throttled forms (the account forms and the enquiry forms), per minute:
 * - per address and e-mail on each form: "10 per minute per IP and e-mail" (docs/product-rules.md);
 * - per address across forms and e-mails: one machine cannot spend the server's CPU on argon2 by
 *   changing the e-mail on every request. It leaves room for many people behind one address (carrier
 *   NAT is common on mobile networks) and for the web end-to-end journeys, which all come from loopback;
 * - per e-mail across addresses, on sign-in only: many machines together cannot guess one account's
 *   password faster than this. It is above the first limit, which is counted first, so one address alone
 *   cannot use it up; a browser the account has signed in from has a bucket of its own instead
 *   (docs/decisions/160-device-cookies.md). The forms that send or take codes have no such bucket, which
 *   strangers could fill to keep the owner from verifying or resetting: their codes are capped per hour
 *   and their tries per code (docs/decisions/006-account-codes.md).
 */
export const ACCOUNT_THROTTLE = {
  windowMs: 60_000,
  perIpAndEmail: 10,
  perIp: 60,
  perEmail: 20,
  perDevice: 10,
} as const;

/**
 * Wrong tries at proving an account's password from a session signed in to it (changing the password or
 * the e-mail address, deleting the account), per account, whatever the address: a stolen session cannot guess
 * its way to the password faster than this, the owner who mistypes twice loses nothing, and right ones do
 * not count.
 */
export const PASSWORD_PROOF_LIMIT = { perAccount: 5, windowMs: 15 * 60_000 } as const;

/**
 * The image work one address may cause, in megapixels decoded per minute: a full enquiry of five photos at
 * the 24-megapixel cap fits, while one client can no longer keep a core busy decoding pictures
 * (docs/decisions/161-bounded-picture-work.md).
 */
export const IMAGE_WORK_BUDGET = { megapixels: 120, windowMs: 60_000 } as const;

/** The sign-in route, the one where a browser's device token stands in for the per-e-mail limit. */
const SIGNIN_PATH = `/${API_PREFIX}/auth/signin`;

/**
 * How many "someone tried to register with your address" notices one account gets per hour: enough for
 * the owner who tries twice, too few for a stranger to flood their inbox through the sign-up form.
 */
export const SIGNUP_NOTICE_LIMIT = { perAccount: 3, windowMs: 3_600_000 } as const;

/**
 * How many code mails accounts not yet verified may send one inbox per hour, all its addresses together
 * (`inboxKeyOf`: `+tag` variants, Gmail's dots). A stranger can register any number of such addresses, each
 * an account with codes of its own; this bounds what they bring the inbox's owner, whose own verified
 * account is not counted (docs/decisions/261-mail-per-inbox.md).
 */
export const UNVERIFIED_INBOX_LIMIT = { perInbox: 10, windowMs: 3_600_000 } as const;

/**
 * How many acknowledgements of the public forms one client address may cause per hour, whatever inboxes
 * they go to. A visitor names any address and any name in a form, and the acknowledgement greets that name
 * from the shop's own domain: without this, one machine could send some thousands a day, a relay for
 * mails written by strangers under the shop's name. The requests are still stored and the shop still told.
 * A loopback address is not counted: it is this machine, or every visitor at once behind a proxy on it that
 * TRUST_PROXY does not name, whose acknowledgements must not all stop after ten.
 */
export const ACKNOWLEDGEMENTS_PER_ADDRESS = { perAddress: 10, windowMs: 3_600_000 } as const;

/** Set on a multipart request whose e-mail is still to be counted once its body has been parsed. */
const EMAIL_PENDING = Symbol('throttle:email-pending');
type PendingRequest = Request & { [EMAIL_PENDING]?: boolean };

/**
 * The counters behind the rate limit, shared by the global guard and by the upload interceptors: guards
 * run before a multipart body is read, so for those requests the guard counts the address and
 * the upload interceptor counts the e-mail once the body is parsed (docs/decisions/042-throttled-uploads.md).
 * They are kept in MongoDB, so every API replica on the database counts against the same limits
 * (docs/decisions/092-rate-limits-in-mongodb.md).
 */
@Injectable()
export class ThrottleService {
  private readonly perIp: RateLimiter;
  private readonly perEmail: RateLimiter;
  private readonly perIpAndEmail: RateLimiter;
  private readonly perDevice: RateLimiter;
  private readonly signupNotices: RateLimiter;
  private readonly unverifiedInboxMails: RateLimiter;
  private readonly acknowledgements: RateLimiter;
  private readonly passwordProofs: RateLimiter;
  private readonly imageWork: RateLimiter;

  constructor(
    @InjectModel(RateCounter.name) counters: Model<RateCounter>,
    @Inject(ACCOUNTS_CONFIG) private readonly accounts: AccountsConfig,
    private readonly users: UsersService,
  ) {
    // The driver's collection: the counting is one update pipeline, which Mongoose would not pass as is.
    const collection = counters.collection as unknown as Collection<RateCounter>;
    const limit = (name: string, most: number, windowMs: number): RateLimiter =>
      new RateLimiter(collection, name, most, windowMs, accounts.jwtSecret);
    const { windowMs } = ACCOUNT_THROTTLE;
    this.perIp = limit('ip', ACCOUNT_THROTTLE.perIp, windowMs);
    this.perEmail = limit('email', ACCOUNT_THROTTLE.perEmail, windowMs);
    this.perIpAndEmail = limit('form-ip-email', ACCOUNT_THROTTLE.perIpAndEmail, windowMs);
    this.perDevice = limit('device', ACCOUNT_THROTTLE.perDevice, windowMs);
    this.imageWork = limit('image-work', IMAGE_WORK_BUDGET.megapixels, IMAGE_WORK_BUDGET.windowMs);
    this.signupNotices = limit('signup-notice', SIGNUP_NOTICE_LIMIT.perAccount, SIGNUP_NOTICE_LIMIT.windowMs);
    this.unverifiedInboxMails = limit(
      'unverified-inbox',
      UNVERIFIED_INBOX_LIMIT.perInbox,
      UNVERIFIED_INBOX_LIMIT.windowMs,
    );
    this.acknowledgements = limit(
      'acknowledgement-ip',
      ACKNOWLEDGEMENTS_PER_ADDRESS.perAddress,
      ACKNOWLEDGEMENTS_PER_ADDRESS.windowMs,
    );
    this.passwordProofs = limit(
      'password-proof',
      PASSWORD_PROOF_LIMIT.perAccount,
      PASSWORD_PROOF_LIMIT.windowMs,
    );
  }

  /**
   * Counts a try at proving account `userId`'s password from its own session; 429 past the limit, with a
   * sentence that says the wait is a quarter of an hour (the limit's window), not a minute. Resolves to
   * the window the try was counted in, for `passwordProven`.
   */
  async countPasswordProof(userId: string): Promise<Date> {
    const { waitMs, windowEnds } = await this.passwordProofs.hitWindow(userId);
    if (waitMs > 0) {
      throw new TryLaterException(
        HttpStatus.TOO_MANY_REQUESTS,
        'tooManyPasswordTries',
        Math.ceil(waitMs / 1000),
      );
    }
    return windowEnds;
  }

  /**
   * Forgives a try counted by `countPasswordProof` in `window`, once the password proved right: only wrong
   * passwords count towards the limit, so an owner who changes the password, then the e-mail address,
   * then deletes the account is never told of wrong passwords they did not type.
   */
  async passwordProven(userId: string, window: Date): Promise<void> {
    await this.passwordProofs.giveBack(userId, window);
  }

  /**
   * Charges the request's address with decoding a picture of `pixels`; 429 (with Retry-After) once the
   * address has used up its megapixels for the minute.
   */
  async chargeImageWork(req: Request, pixels: number): Promise<void> {
    const cost = Math.max(1, Math.ceil(pixels / 1_000_000));
    // Express puts the response on every request it serves.
    this.refuseAfter(await this.imageWork.hit(addressOf(req), Date.now(), cost), req.res as Response);
  }

  /** Counts a sign-up notice to the account; false once it has had its share this hour. */
  async mayNoticeSignup(userId: string): Promise<boolean> {
    return (await this.signupNotices.hit(userId)) === 0;
  }

  /** Counts an acknowledgement caused by client `address`; false once the address has had its share. */
  async mayAcknowledgeFor(address: string): Promise<boolean> {
    const key = addressKeyOf(address);
    if (isLoopbackKey(key)) return true;
    return (await this.acknowledgements.hit(key)) === 0;
  }

  /** Counts a code mail of an account not yet verified to `email`'s inbox; false once it has had its share. */
  async mayMailUnverifiedInbox(email: string): Promise<boolean> {
    return (await this.unverifiedInboxMails.hit(inboxKeyOf(email))) === 0;
  }

  /**
   * Counts a request to a throttled route; 429 past a limit. A multipart body is not parsed yet: only
   * the address is counted now, and the e-mail later by `countParsedBody`.
   */
  async countRequest(req: Request, res: Response): Promise<void> {
    // req.ip is the browser's address when the web server on this machine forwards it (trust proxy).
    this.refuseAfter(await this.perIp.hit(addressOf(req)), res);
    if (req.is('multipart/form-data')) {
      (req as PendingRequest)[EMAIL_PENDING] = true;
      return;
    }
    this.refuseAfter(await this.hitEmail(req), res);
  }

  /** The e-mail buckets of a multipart request the guard let through, now that its body is parsed. */
  async countParsedBody(req: Request, res: Response): Promise<void> {
    const pending = req as PendingRequest;
    if (!pending[EMAIL_PENDING]) return;
    pending[EMAIL_PENDING] = false;
    this.refuseAfter(await this.hitEmail(req), res);
  }

  /**
   * Counts the e-mail the body names, bucket by bucket, stopping at the first that is full, so a request
   * refused for one bucket does not also use up the next: the address's own bucket first, so that what one
   * address sends past its limit costs nobody else anything. Returns the wait, or 0.
   */
  private async hitEmail(req: Request): Promise<number> {
    const email = emailKeyOf(req.body);
    // A request naming no e-mail is refused by validation (or, for a signed-in form, names its account).
    if (email === undefined) return 0;
    const route = (req.route as { path?: string } | undefined)?.path ?? pathOf(req.originalUrl);
    const waitForAddress = await this.perIpAndEmail.hit(`${route}|${addressOf(req)}|${email}`);
    // The route as declared, not the address as sent: Express also serves `/API/Auth/SignIn/` here.
    if (waitForAddress > 0 || route !== SIGNIN_PATH) return waitForAddress;
    // A sign-in from a browser this account has signed in from counts against that browser's own bucket,
    // so strangers' failed tries, which fill the e-mail's bucket, never lock the owner out
    // (docs/decisions/160-device-cookies.md).
    const device = await this.knownDevice(req);
    return device ? this.perDevice.hit(`${device.userId}|${device.deviceId}`) : this.perEmail.hit(email);
  }

  /**
   * The account and browser of a sign-in's valid device token, if it brings one for the e-mail it names,
   * issued since the account's password last changed. The account's stamp is read from the token checks'
   * own short-lived copy of the user, so a sign-in with a device token costs at most one indexed read.
   */
  private async knownDevice(req: Request): Promise<KnownDevice | undefined> {
    const body = req.body as { email?: unknown; deviceToken?: unknown };
    const userId = deviceTokenAccount(body.deviceToken);
    if (typeof body.email !== 'string' || !userId) return undefined;
    const account = await this.users.findForToken(userId);
    if (!account) return undefined;
    const bound = { email: body.email, passwordStamp: passwordStampOf(account) };
    return readDeviceToken(this.accounts.jwtSecret, body.deviceToken, bound, Date.now());
  }

  private refuseAfter(waitMs: number, res: Response): void {
    if (waitMs === 0) return;
    res.setHeader('retry-after', String(Math.ceil(waitMs / 1000)));
    throw new ApiException(HttpStatus.TOO_MANY_REQUESTS, 'tooManyRequests');
  }
}

/** The client's bucket: its address, or its IPv6 network (throttle-keys.ts). */
function addressOf(req: Request): string {
  return addressKeyOf(req.ip ?? req.socket.remoteAddress ?? 'unknown');
}
