import { Module } from '@nestjs/common';
import { AccountsConfigModule } from '../auth/accounts-config.module';
import { AuthModule } from '../auth/auth.module';
import { CartModule } from '../cart/cart.module';
import { EnquiriesModule } from '../enquiries/enquiries.module';
import { MailModule } from '../mail/mail.module';
import { OrdersModule } from '../orders/orders.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { WishlistModule } from '../wishlist/wishlist.module';
import { AccountController } from './account.controller';
import { AccountExportService } from './account-export.service';
import { AccountService } from './account.service';
import { AddressBookService } from './address-book.service';

/**
 * The signed-in customer's own settings. AuthModule brings the global AccessGuard; the other modules lend
 * their services for what an account change reaches (sessions, orders, requests, cart, wishlist).
 */
@Module({
  imports: [
    AccountsConfigModule,
    AuthModule,
    UsersModule,
    SessionsModule,
    MailModule,
    OrdersModule,
    EnquiriesModule,
    CartModule,
    WishlistModule,
  ],
  controllers: [AccountController],
  providers: [AccountService, AddressBookService, AccountExportService],
  exports: [AccountService],
})
export class AccountModule {}
