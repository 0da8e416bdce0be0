import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { CatalogModule } from '../catalog/catalog.module';
import { EnquiriesModule } from '../enquiries/enquiries.module';
import { OrdersModule } from '../orders/orders.module';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';

/**
 * The admin's dashboard: figures of several domains, each asked of that domain's exported service
 * (docs/decisions/095-admin-dashboard.md). AuthModule brings the global AccessGuard, so its route can never
 * be mounted unguarded.
 */
@Module({
  imports: [AuthModule, CatalogModule, OrdersModule, EnquiriesModule],
  controllers: [DashboardController],
  providers: [DashboardService],
})
export class DashboardModule {}
