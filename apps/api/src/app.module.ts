import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { AccountModule } from './account/account.module';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { CartModule } from './cart/cart.module';
import { CatalogModule } from './catalog/catalog.module';
import { ClockModule } from './clock/clock.module';
import { StopTakingRequests } from './common/stop-taking-requests';
import type { AppConfig } from './config/app-config';
import { AppConfigModule } from './config/config.module';
import { ContentModule } from './content/content.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { DatabaseModule } from './database/database.module';
import { DocsModule } from './docs/docs.module';
import { EnquiriesModule } from './enquiries/enquiries.module';
import { AllExceptionsFilter } from './errors/all-exceptions.filter';
import { FilesModule } from './files/files.module';
import { HealthModule } from './health/health.module';
import { LoggingModule } from './logging/logging.module';
import { PlannerModule } from './planner/planner.module';
import { OrdersModule } from './orders/orders.module';
import { SeedModule } from './seed/seed.module';
import { ThrottleModule } from './throttle/throttle.module';
import { WishlistModule } from './wishlist/wishlist.module';

@Module({})
export class AppModule {
  /** The whole API for one configuration (tests pass their own: in-memory database, port 0). */
  static register(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(config),
        LoggingModule,
        ClockModule,
        DatabaseModule,
        // Both register global guards, which run in the order Nest meets them: the account-form rate limit,
        // then roles from the contract's metadata. Domain modules import AuthModule too, so these two come
        // before any of them.
        ThrottleModule,
        AuthModule,
        AuditModule,
        FilesModule,
        HealthModule,
        CatalogModule,
        ContentModule,
        PlannerModule,
        CartModule,
        WishlistModule,
        OrdersModule,
        AccountModule,
        EnquiriesModule,
        DashboardModule,
        SeedModule,
        DocsModule,
      ],
      providers: [{ provide: APP_FILTER, useClass: AllExceptionsFilter }, StopTakingRequests],
    };
  }
}
