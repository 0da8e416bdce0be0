import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CatalogModule } from '../catalog/catalog.module';
import { ContentModule } from '../content/content.module';
import { FilesModule } from '../files/files.module';
import { Order, OrderSchema } from '../orders/order.schema';
import { User, UserSchema } from '../users/user.schema';
import { ShopGrowthService } from './shop-growth.service';
import { SeedOnBootService } from './seed-on-boot.service';
import { SeedService } from './seed.service';

@Module({
  imports: [
    CatalogModule,
    ContentModule,
    FilesModule,
    MongooseModule.forFeature([
      { name: User.name, schema: UserSchema },
      { name: Order.name, schema: OrderSchema },
    ]),
  ],
  providers: [SeedService, SeedOnBootService, ShopGrowthService],
  exports: [SeedService, ShopGrowthService],
})
export class SeedModule {}
