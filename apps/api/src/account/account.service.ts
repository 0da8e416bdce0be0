import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type {
  AccountUser,
  ChangePasswordInput,
  ContentLanguage,
  MessageCode,
  MyRequest,
  ProfileInput,
} from '@farm/contract';
import type { AuthUser } from '../auth/auth-user';
import { isCommonPassword } from '../auth/common-passwords';
import { PasswordHasher } from '../auth/password-hasher';
import { CartService } from '../cart/cart.service';
import { MyRequestsService } from '../enquiries/my-requests.service';
import { PendingWork } from '../common/pending-work';
import { ApiException, issueOf } from '../errors/error-body';
import { failureOf } from '../logging/failure-of';
import { MailService } from '../mail/mail.service';
import { OrderPrivacyService } from '../orders/order-privacy.service';
import { OrdersAdminService } from '../orders/orders-admin.service';
import { SessionsService } from '../sessions/sessions.service';
import { ThrottleService } from '../throttle/throttle.service';
import type { UserDocument } from '../users/user.schema';
import { UsersService } from '../users/users.service';
import { WishlistService } from '../wishlist/wishlist.service';
import { passwordChangedMail } from './account-mail';

/** A refusal shown at one field of the form (a wrong current password, a too common new one). */
function fieldRefusal(field: string, code: MessageCode): ApiException {
  return new ApiException(400, code, undefined, [issueOf(field, code)]);
}

/**
 * The customer's own account: their name, their password, their requests opened, and deleting the
 * account (docs/decisions/170-account-settings.md, 172-deleting-an-account.md).
 */
@Injectable()
export class AccountService implements OnModuleDestroy {
  private readonly logger = new Logger('Account');
  /** Notices still being mailed; shutdown waits for them. */
  private readonly mails = new PendingWork((what, error) =>
    this.logger.error(`Could not send ${what}: ${failureOf(error)}`),
  );

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
  async changePassword(caller: AuthUser, { currentPassword, password }: ChangePasswordInput): Promise<void> {
    const user = await this.ownerProven(caller, currentPassword, 'currentPassword');
    if (password === currentPassword) throw fieldRefusal('password', 'passwordUnchanged');
    if (isCommonPassword(password)) throw fieldRefusal('password', 'passwordCommon');
    await this.users.setPassword(caller.id, await this.passwords.hash(password));
    await this.sessions.endAll(caller.id, caller.sessionId);
    this.mails.add(
      `the password notice for user ${caller.id}`,
      this.mail.send(user.email, passwordChangedMail(user.language, user.username)),
    );
  }

  getRequest(caller: AuthUser, id: string, lang: ContentLanguage = 'en'): Promise<MyRequest | undefined> {
    return this.requests.get(caller.id, id, lang);
  }

  /**
   * Deletes the account once the password is proven. Orders not shipped yet are cancelled; orders stay
   * for the books without the personal data; requests stay with the team, no longer linked; the cart,
   * wishlist, addresses and sessions go. An admin account is refused: the shop must never lose its last
   * admin from a customer screen.
   */
  async deleteAccount(caller: AuthUser, password: string): Promise<void> {
    await this.ownerProven(caller, password, 'password');
    if (caller.role === 'Admin') throw new ApiException(403, 'adminCannotDelete');
    // Not shipped yet: cancelled (the stock goes back), before the address they would ship to is erased.
    await this.openOrders.cancelOpenOrdersOf(caller);
    await this.orders.eraseCustomer(caller.id);
    await this.requests.unlinkUser(caller.id);
    await this.cart.clear(caller.id);
    await this.wishlist.clear(caller.id);
    await this.users.remove(caller.id);
    await this.sessions.endAll(caller.id);
    this.logger.log(`Deleted account ${caller.id} at its owner's request`);
  }

  /** The caller's account, once `password` is shown to be its password; else a refusal at `field`. */
  private async ownerProven(caller: AuthUser, password: string, field: string): Promise<UserDocument> {
    // Counted before the hash is checked, per account: the rate limit per address does not stop a stolen
    // session sent from many addresses.
    await this.throttle.countPasswordProof(caller.id);
    const user = await this.users.findById(caller.id);
    if (!user) throw new ApiException(401, 'loginRequired');
    if (!(await this.passwords.verify(user.passwordHash, password)))
      throw fieldRefusal(field, 'currentPasswordWrong');
    return user;
  }

  /** Resolves once every notice mailed so far has been sent (or failed). */
  settled(): Promise<void> {
    return this.mails.settled();
  }

  async onModuleDestroy(): Promise<void> {
    await this.settled();
  }
}
