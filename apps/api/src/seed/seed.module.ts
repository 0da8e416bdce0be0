import { Module } from '@nestjs/common';
import { AccountsConfigModule } from '../auth/accounts-config.module';
import { CatalogModule } from '../catalog/catalog.module';
import { ContentModule } from '../content/content.module';
import { FilesModule } from '../files/files.module';
import { OrdersModule } from '../orders/orders.module';
import { UsersModule } from '../users/users.module';
import { ShopGrowthService } from './shop-growth.service';
import { SeedOnBootService } from './seed-on-boot.service';
import { SeedService } from './seed.service';

@Module({
  imports: [AccountsConfigModule, CatalogModule, ContentModule, FilesModule, OrdersModule, UsersModule],
  providers: [SeedService, SeedOnBootService, ShopGrowthService],
  exports: [SeedService, ShopGrowthService],
})
export class SeedModule {}
