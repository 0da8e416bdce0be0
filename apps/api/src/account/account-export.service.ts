import { Injectable } from '@nestjs/common';
import type { AccountExport, ContentLanguage } from '@farm/contract';
import type { AuthUser } from '../auth/auth-user';
import { CartService } from '../cart/cart.service';
import { ClockService } from '../clock/clock.service';
import { MyRequestsService } from '../enquiries/my-requests.service';
import { SubmissionsService } from '../enquiries/submissions.service';
import { ApiException } from '../errors/error-body';
import { OrderHistoryService } from '../orders/order-history.service';
import { SessionsService } from '../sessions/sessions.service';
import { UsersService } from '../users/users.service';
import { WishlistService } from '../wishlist/wishlist.service';
import { AddressBookService } from './address-book.service';

/** How many orders or requests one page of the export reads at a time. */
const PAGE = 50;

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
    private readonly submissions: SubmissionsService,
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
      this.allOrders(caller.id, lang),
      this.allRequests(caller.id, lang),
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
        ...(user.emailChange && user.emailChange.expiresAt.getTime() > this.clock.now()
          ? { pendingEmail: user.emailChange.email }
          : {}),
      },
      addresses,
      orders,
      requests,
      cart,
      wishlist: wishlist.map(({ name, slug }) => ({ name, slug })),
      devices,
    };
  }

  private async allOrders(userId: string, lang: ContentLanguage) {
    const all = [];
    for (let page = 1; ; page += 1) {
      const found = await this.orders.listMine(userId, { page, limit: PAGE }, lang);
      all.push(...found.data);
      if (page >= found.pages) return all;
    }
  }

  /** Each request opened as its own screen shows it, with every answer its form sent. */
  private async allRequests(userId: string, lang: ContentLanguage): Promise<AccountExport['requests']> {
    const all: AccountExport['requests'] = [];
    for (let page = 1; ; page += 1) {
      const found = await this.submissions.listMine(userId, { page, limit: PAGE }, lang);
      for (const summary of found.data) {
        const opened = await this.requests.withAnswers(userId, summary._id, lang);
        if (opened) all.push(opened);
      }
      if (page >= found.pages) return all;
    }
  }
}
