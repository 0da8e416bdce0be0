import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuthModule } from '../auth/auth.module';
import { CatalogModule } from '../catalog/catalog.module';
import { FilesModule } from '../files/files.module';
import { WishlistModule } from '../wishlist/wishlist.module';
import { CartController } from './cart.controller';
import { CartItem, CartItemSchema } from './cart-item.schema';
import { CartService } from './cart.service';

@Module({
  imports: [
    AuthModule,
    CatalogModule,
    FilesModule,
    WishlistModule,
    MongooseModule.forFeature([{ name: CartItem.name, schema: CartItemSchema }]),
  ],
  controllers: [CartController],
  providers: [CartService],
  exports: [CartService],
})
export class CartModule {}
