import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { EnquiriesModule } from '../enquiries/enquiries.module';
import { OrdersModule } from '../orders/orders.module';
import { UsersModule } from '../users/users.module';
import { AdminOrdersController } from './admin-orders.controller';

// AuthModule brings the global AccessGuard, so these admin routes can never be mounted unguarded.
@Module({
  imports: [AuthModule, OrdersModule, UsersModule, EnquiriesModule],
  controllers: [AdminOrdersController],
})
export class AdminOrdersModule {}
