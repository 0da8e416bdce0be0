import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AccountsConfigModule } from '../auth/accounts-config.module';
import { AuthModule } from '../auth/auth.module';
import { CartModule } from '../cart/cart.module';
import { CatalogModule } from '../catalog/catalog.module';
import { EnquiriesModule } from '../enquiries/enquiries.module';
import { FilesModule } from '../files/files.module';
import { MailModule } from '../mail/mail.module';
import { UsersModule } from '../users/users.module';
import { OrdersAdminController } from './orders-admin.controller';
import { OrderHistoryService } from './order-history.service';
import { OrderedProductsService } from './ordered-products.service';
import { OrderCounter, OrderCounterSchema } from './order-counter.schema';
import { OrderKey, OrderKeySchema } from './order-key.schema';
import { Order, OrderSchema } from './order.schema';
import { OrdersAdminService } from './orders-admin.service';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';
import { PaymentReportService } from './payment-report.service';
import { OrderPrivacyService } from './order-privacy.service';

// AuthModule brings the global AccessGuard: customer routes need a session, admin routes the Admin role.
@Module({
  imports: [
    AuthModule,
    AccountsConfigModule,
    CatalogModule,
    CartModule,
    EnquiriesModule,
    FilesModule,
    MailModule,
    UsersModule,
    MongooseModule.forFeature([
      { name: Order.name, schema: OrderSchema },
      { name: OrderCounter.name, schema: OrderCounterSchema },
      { name: OrderKey.name, schema: OrderKeySchema },
    ]),
  ],
  controllers: [OrdersController, OrdersAdminController],
  providers: [
    OrdersService,
    OrderHistoryService,
    OrdersAdminService,
    PaymentReportService,
    OrderedProductsService,
    OrderPrivacyService,
  ],
  exports: [OrdersAdminService, OrderedProductsService, OrderPrivacyService, OrderHistoryService],
})
export class OrdersModule {}
