import { Inject, Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import {
  type AccountUser,
  type ChangeEmailInput,
  type ChangePasswordInput,
  type ConfirmEmailInput,
  type ContentLanguage,
  type MessageCode,
  messageRef,
  type MyRequest,
  type PendingEmailChange,
  type ProfileInput,
} from '@farm/contract';
import { ACCOUNTS_CONFIG, type AccountsConfig } from '../auth/accounts-config';
import {
  CODE_ISSUE_CAP,
  CODE_MAX_ATTEMPTS,
  codeIssueCap,
  isUsable,
  newCode,
  tryCode,
} from '../auth/one-time-code';
import { issueDeviceToken, passwordStampOf } from '../auth/device-token';
import { ClockService } from '../clock/clock.service';
import { codeMail } from '../mail/mail-templates';
import type { AuthUser } from '../auth/auth-user';
import { isCommonPassword } from '../auth/common-passwords';
import { PasswordHasher } from '../auth/password-hasher';
import { CartService } from '../cart/cart.service';
import { MyRequestsService } from '../enquiries/my-requests.service';
import { PendingWork, SHUTDOWN_WAIT_MS } from '../common/pending-work';
import { ApiException, issueOf } from '../errors/error-body';
import { MailService } from '../mail/mail.service';
import { OrderPrivacyService } from '../orders/order-privacy.service';
import { OrdersAdminService } from '../orders/orders-admin.service';
import { SessionsService } from '../sessions/sessions.service';
import { ThrottleService } from '../throttle/throttle.service';
import type { MailLanguage, PendingEmail, UserDocument } from '../users/user.schema';
import { isDuplicateKey, UsersService } from '../users/users.service';
import { WishlistService } from '../wishlist/wishlist.service';
import { emailChangedMail, passwordChangedMail } from './account-mail';
import { cancelledOrderMail } from '../orders/order-mail';
import { toOrderView } from '../orders/order.mapper';

/** A refusal shown at one field of the form (a wrong current password, a too common new one). */
function fieldRefusal(field: string, code: MessageCode): ApiException {
  return new ApiException(400, code, undefined, [issueOf(field, code)]);
}

/**
 * The customer's own account: their name, their password, their requests opened, and deleting the
 * account (docs/decisions/170-account-settings.md, 172-deleting-an-account.md).
 */
@Injectable()
export class AccountService implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Account');
  /** Notices still being mailed; shutdown waits for them. */
  private readonly mails = PendingWork.loggedBy(this.logger);

  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly mail: MailService,
    private readonly orders: OrderPrivacyService,
    private readonly requests: MyRequestsService,
    private readonly cart: CartService,
    private readonly wishlist: WishlistService,
    private readonly passwords: PasswordHasher,
    private readonly throttle: ThrottleService,
    private readonly openOrders: OrdersAdminService,
    @Inject(ACCOUNTS_CONFIG) private readonly config: AccountsConfig,
    private readonly clock: ClockService,
  ) {}

  async rename(caller: AuthUser, names: ProfileInput): Promise<AccountUser> {
    const user = await this.users.rename(caller.id, names);
    if (!user) throw new ApiException(401, 'loginRequired');
    return { role: user.role, username: user.username, lastname: user.lastname, email: user.email };
  }

  /**
   * Sets a new password once the current one is proven, ends every other session (a thief signed in
   * elsewhere is out), keeps this one, and tells the address, so a change the owner did not make is noticed.
   */
  async changePassword(
    caller: AuthUser,
    { currentPassword, password }: ChangePasswordInput,
  ): Promise<string> {
    const user = await this.ownerProven(caller, currentPassword, 'currentPassword');
    if (password === currentPassword) throw fieldRefusal('password', 'passwordUnchanged');
    if (isCommonPassword(password)) throw fieldRefusal('password', 'passwordCommon');
    const changedAt = await this.users.setPassword(caller.id, await this.passwords.hash(password));
    // The notice goes out as soon as the change is saved: a step after it that fails must not cost the
    // owner the word that their password changed.
    this.mails.add(
      `send the password notice for user ${caller.id}`,
      this.mail.send(user.email, passwordChangedMail(user.language, user.username)),
    );
    await this.sessions.endAll(caller.id, caller.sessionId);
    return this.newDeviceToken(caller.id, user.email, changedAt);
  }

  /**
   * A device token for the browser that made a change every earlier token is void after (a new password, a
   * new address): this browser stays a known device, the others are known again at their next sign-in
   * (docs/decisions/160-device-cookies.md).
   */
  private newDeviceToken(userId: string, email: string, passwordChangedAt: Date | undefined): string {
    const bound = { email, passwordStamp: passwordStampOf({ passwordChangedAt }) };
    return issueDeviceToken(this.config.jwtSecret, userId, bound, this.clock.now());
  }

  /**
   * Starts moving the account to a new address once the password is proven: a code goes to the new address,
   * which it must come back with (docs/decisions/241-changing-the-e-mail-address.md). The answer is the same
   * whether or not another account has that address; for a verified one, the code is stored but mailed to
   * nobody, so the form tells nobody who has an account. An account that never verified the address does not
   * hold it against someone who proves they read it: the code is mailed, as to a free address. At most five
   * codes an hour, as for every code.
   */
  async requestEmailChange(
    caller: AuthUser,
    { email, currentPassword }: ChangeEmailInput,
    /** The page's, for the code mail (the account's own when the request names none). */
    language?: MailLanguage,
  ): Promise<void> {
    const user = await this.ownerProven(caller, currentPassword, 'currentPassword');
    if (email === user.email) throw fieldRefusal('email', 'emailUnchanged');
    const now = this.clock.now();
    const { code, stored } = newCode(this.config.jwtSecret, caller.id, 'emailChange', now);
    const pendingEmail: PendingEmail = { ...stored, email };
    if (!(await this.users.storeCode(user._id, 'emailChange', pendingEmail, codeIssueCap(now)))) {
      this.logger.warn(
        `No new emailChange code for user ${caller.id}: ${CODE_ISSUE_CAP} were issued in the last hour`,
      );
      // Said as it is: the owner is signed in and has proven the password, and a "sent" here would name an
      // address no code went to (docs/decisions/241-changing-the-e-mail-address.md).
      throw new ApiException(429, 'emailCodesTooMany');
    }
    // Looked up and mailed after the answer, so its timing does not tell a taken address from a free one.
    this.mails.add(
      `send the e-mail change code for user ${caller.id}`,
      (async () => {
        if ((await this.users.findByEmail(email))?.emailVerified) return;
        await this.mail.send(email, codeMail('emailChange', language ?? user.language, user.username, code));
      })(),
    );
  }

  /**
   * The address a change waiting for its code would move the account to, while the code can still be used
   * (not expired, tries left): the e-mail page shows its code step for it, so a customer who left the page
   * can come back and finish with the code already mailed (docs/decisions/241-changing-the-e-mail-address.md).
   * A change that can no longer be finished names no address, as none waiting does.
   */
  async pendingEmailChange(caller: AuthUser): Promise<PendingEmailChange> {
    const user = await this.users.findById(caller.id);
    if (!user) throw new ApiException(401, 'loginRequired');
    const pending = user.emailChange;
    return isUsable(pending, this.clock.now()) ? { pendingEmail: pending.email } : {};
  }

  /**
   * Moves the account to the new address with the code mailed there: the address is then proven. Every
   * other session ends, and the address left behind is told, so an owner whose session was borrowed hears
   * of it. A code that is wrong or can no longer be used is refused at the code, as at sign-up. An account
   * that holds the address without ever having verified it is removed, and the move goes ahead: the code
   * proved this customer reads that mailbox, and the other account proved nothing; one that verified it is a
   * 409 (docs/decisions/241-changing-the-e-mail-address.md).
   */
  async confirmEmailChange(
    caller: AuthUser,
    { code }: ConfirmEmailInput,
  ): Promise<{ user: AccountUser; deviceToken: string }> {
    const user = await this.users.findById(caller.id);
    if (!user) throw new ApiException(401, 'loginRequired');
    const pending = user.emailChange;
    const tried = await tryCode(
      this.config.jwtSecret,
      caller.id,
      'emailChange',
      pending,
      code,
      this.clock.now(),
      (hash) => this.users.takeTry(user._id, 'emailChange', hash, CODE_MAX_ATTEMPTS),
    );
    if (tried.kind === 'wrong' && tried.triesLeft > 0) {
      const { triesLeft } = tried;
      throw new ApiException(400, 'wrongCode', { triesLeft }, [
        issueOf('code', messageRef('wrongCode', { triesLeft })),
      ]);
    }
    if (!pending || tried.kind !== 'match') throw fieldRefusal('code', 'invalidCode');
    // Codes and reset links mailed to the old address go with it: whoever still reads that mailbox must
    // not be able to reset the password of the account that left it.
    const move = () =>
      this.users.consumeCode(user._id, 'emailChange', pending.hash, CODE_MAX_ATTEMPTS, {
        $set: { email: pending.email, emailVerified: true },
        $unset: { verification: 1, verificationLinks: 1, passwordReset: 1, resetLinks: 1 },
      });
    let moved: boolean;
    try {
      moved = await move();
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      // Another account has the address. One that never verified it gives way; the move is tried once more,
      // and an address taken again meanwhile, or by a verified account, is a 409.
      if (!(await this.users.removeUnverified(pending.email))) throw new ApiException(409, 'emailInUse');
      this.logger.log(
        `Removed an unverified account at the address user ${caller.id} proved with its e-mail change code`,
      );
      try {
        moved = await move();
      } catch (again) {
        if (isDuplicateKey(again)) throw new ApiException(409, 'emailInUse');
        throw again;
      }
    }
    if (!moved) throw fieldRefusal('code', 'invalidCode');
    // The old address hears of the move as soon as it is saved, whatever happens after.
    this.mails.add(
      `send the e-mail change notice for user ${caller.id}`,
      this.mail.send(user.email, emailChangedMail(user.language, user.username, pending.email)),
    );
    await this.sessions.endAll(caller.id, caller.sessionId);
    return {
      user: { role: user.role, username: user.username, lastname: user.lastname, email: pending.email },
      deviceToken: this.newDeviceToken(caller.id, pending.email, user.passwordChangedAt),
    };
  }

  getRequest(caller: AuthUser, id: string, lang: ContentLanguage = 'en'): Promise<MyRequest | undefined> {
    return this.requests.get(caller.id, id, lang);
  }

  /**
   * Deletes the account once the password is proven. Orders not shipped yet are cancelled; orders stay
   * for the books without the personal data; requests stay with the team, no longer linked; the cart,
   * wishlist, addresses and sessions go. An admin account is refused: the shop must never lose its last
   * admin from a customer screen. So is an account with an order on its way (Shipped), before anything is
   * changed: the shop still needs its delivery details to deliver it and collect its payment
   * (docs/decisions/172-deleting-an-account.md).
   */
  async deleteAccount(caller: AuthUser, password: string): Promise<void> {
    // Refused before the password is tried: an admin's try would count against their five a quarter hour.
    if (caller.role === 'Admin') throw new ApiException(403, 'adminCannotDelete');
    await this.ownerProven(caller, password, 'password');
    await this.refuseWhileOrderOnItsWay(caller);
    // Signed out everywhere first, so no other tab places an order or sends a request meanwhile.
    await this.sessions.endAll(caller.id);
    await this.eraseTraces(caller, { refuseShipped: true });
    await this.users.remove(caller.id);
    // A request another tab had already begun when the sessions ended may have finished since, or another
    // API process may have trusted the token a few seconds more (a cart add): once more.
    await this.eraseTraces(caller, { refuseShipped: false });
    this.logger.log(`Deleted account ${caller.id} at its owner's request`);
  }

  /** A 409 while an order of the caller's is on its way (docs/decisions/172-deleting-an-account.md). */
  private async refuseWhileOrderOnItsWay(caller: AuthUser): Promise<void> {
    if (await this.orders.hasOrderOnItsWay(caller.id)) throw new ApiException(409, 'orderOnItsWay');
  }

  /**
   * The cart, wishlist, orders and requests of an account being deleted: orders not shipped yet cancelled
   * (the stock goes back), before the address they would ship to is erased; requests unlinked. With
   * `refuseShipped` (the pass before the account is removed), an order an admin shipped after the first
   * check, before it could be cancelled, stops the deletion before any personal data is erased.
   */
  private async eraseTraces(caller: AuthUser, { refuseShipped }: { refuseShipped: boolean }): Promise<void> {
    await this.cart.clear(caller.id);
    await this.wishlist.clear(caller.id);
    const cancelled = await this.openOrders.cancelOpenOrdersOf(caller);
    // The shop is told of each, as of a cancellation the customer makes on the order's page: one it had
    // confirmed may already be being packed.
    const customer = { name: `${caller.username} ${caller.lastname}`, email: caller.email };
    for (const order of cancelled)
      this.mails.add(
        `tell the shop of order ${order.number}, cancelled with its account`,
        this.mail.send(
          this.config.shopEmail,
          cancelledOrderMail(toOrderView(order), customer, 'accountDeleted'),
          {
            replyTo: caller.email,
          },
        ),
      );
    if (refuseShipped) await this.refuseWhileOrderOnItsWay(caller);
    await this.orders.eraseCustomer(caller.id);
    await this.requests.unlinkUser(caller.id);
  }

  /** The caller's account, once `password` is shown to be its password; else a refusal at `field`. */
  private async ownerProven(caller: AuthUser, password: string, field: string): Promise<UserDocument> {
    // Counted before the hash is checked, per account (the rate limit per address does not stop a stolen
    // session sent from many addresses), so tries sent together all count; a right one is given back.
    const window = await this.throttle.countPasswordProof(caller.id);
    const user = await this.users.findById(caller.id);
    if (!user) throw new ApiException(401, 'loginRequired');
    if (!(await this.passwords.verify(user.passwordHash, password)))
      throw fieldRefusal(field, 'currentPasswordWrong');
    await this.throttle.passwordProven(caller.id, window);
    return user;
  }

  /** Resolves once every notice mailed so far has been sent (or failed). */
  settled(): Promise<void> {
    return this.mails.settled();
  }

  /** Within a deadline, so a stuck mail server cannot hold the shutdown past the supervisor's grace. */
  beforeApplicationShutdown(): Promise<void> {
    return this.mails.settled(SHUTDOWN_WAIT_MS);
  }
}
