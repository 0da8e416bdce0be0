import { Injectable } from '@nestjs/common';
import type { AccountExport, ContentLanguage } from '@farm/contract';
import type { AuthUser } from '../auth/auth-user';
import { CartService } from '../cart/cart.service';
import { ClockService } from '../clock/clock.service';
import { MyRequestsService } from '../enquiries/my-requests.service';
import { ApiException } from '../errors/error-body';
import { OrderHistoryService } from '../orders/order-history.service';
import { SessionsService } from '../sessions/sessions.service';
import { UsersService } from '../users/users.service';
import { WishlistService } from '../wishlist/wishlist.service';
import { AddressBookService } from './address-book.service';

/**
 * Everything the shop keeps about the signed-in customer, gathered from the services that own it, for the
 * customer to download (docs/decisions/243-download-my-data.md). Each part is read the way its own screen
 * reads it, so the export never holds a field those screens keep from the customer (the team's notes on a
 * request, a password hash, a code or a token).
 */
@Injectable()
export class AccountExportService {
  constructor(
    private readonly users: UsersService,
    private readonly addresses: AddressBookService,
    private readonly orders: OrderHistoryService,
    private readonly requests: MyRequestsService,
    private readonly cart: CartService,
    private readonly wishlist: WishlistService,
    private readonly sessions: SessionsService,
    private readonly clock: ClockService,
  ) {}

  async export(caller: AuthUser, lang: ContentLanguage = 'en'): Promise<AccountExport> {
    const user = await this.users.findById(caller.id);
    if (!user) throw new ApiException(401, 'loginRequired');
    const [addresses, orders, requests, cart, wishlist, devices] = await Promise.all([
      this.addresses.list(caller.id),
      this.orders.allMine(caller.id, lang),
      this.requests.allWithAnswers(caller.id, lang),
      this.cart.getCart(caller.id, lang),
      this.wishlist.products(caller.id, lang),
      this.sessions.list(caller.id, caller.sessionId),
    ]);
    return {
      exportedAt: new Date(this.clock.now()).toISOString(),
      account: {
        role: user.role,
        username: user.username,
        lastname: user.lastname,
        email: user.email,
        language: user.language,
        emailVerified: user.emailVerified,
        createdAt: user.createdAt.toISOString(),
        ...(user.passwordChangedAt ? { passwordChangedAt: user.passwordChangedAt.toISOString() } : {}),
        ...(user.lastOrderAt ? { lastOrderAt: user.lastOrderAt.toISOString() } : {}),
        // Held until confirmed or replaced, its code spent or not: what is stored about the person is shown.
        ...(user.emailChange ? { pendingEmail: user.emailChange.email } : {}),
      },
      addresses,
      orders,
      requests,
      cart,
      wishlist: wishlist.map(({ name, slug }) => ({ name, slug })),
      devices,
    };
  }
}
