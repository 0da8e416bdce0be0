import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { CatalogModule } from '../catalog/catalog.module';
import { FilesModule } from '../files/files.module';
import { OrdersModule } from '../orders/orders.module';
import { AdminProductsController } from './admin-products.controller';
import { ProductDesk } from './product-desk';

// AuthModule brings the global AccessGuard, so these routes can never be mounted unguarded.
@Module({
  imports: [AuthModule, CatalogModule, OrdersModule, FilesModule],
  controllers: [AdminProductsController],
  providers: [ProductDesk],
})
export class AdminProductsModule {}
