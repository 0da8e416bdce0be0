import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuthModule } from '../auth/auth.module';
import { CatalogModule } from '../catalog/catalog.module';
import { WishlistController } from './wishlist.controller';
import { WishlistItem, WishlistItemSchema } from './wishlist-item.schema';
import { WishlistService } from './wishlist.service';

// AuthModule brings the global AccessGuard, so these signed-in routes can never be mounted unguarded.
@Module({
  imports: [
    AuthModule,
    CatalogModule,
    MongooseModule.forFeature([{ name: WishlistItem.name, schema: WishlistItemSchema }]),
  ],
  controllers: [WishlistController],
  providers: [WishlistService],
  exports: [WishlistService],
})
export class WishlistModule {}
