import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuthModule } from '../auth/auth.module';
import { FilesModule } from '../files/files.module';
import { CatalogAdminController } from './catalog-admin.controller';
import { CatalogAdminService } from './catalog-admin.service';
import { CatalogCacheInterceptor } from './catalog-cache.interceptor';
import { CatalogCacheService } from './catalog-cache.service';
import { CatalogController } from './catalog.controller';
import { CatalogRepository } from './catalog.repository';
import { CatalogService } from './catalog.service';
import { Category, CategorySchema } from './category.schema';
import { FarmService, FarmServiceSchema } from './farm-service.schema';
import { Product, ProductSchema } from './product.schema';
import { ProductsAdminController } from './products-admin.controller';
import { ProductsAdminService } from './products-admin.service';

/**
 * Services, categories and products: the shop's reads (CatalogService, cached by CatalogCacheInterceptor),
 * the repository every write goes through, and the admin's routes over them. The products admin asks the
 * orders module whether an order names a product (see ProductsAdminService). AuthModule brings the global
 * AccessGuard, so the admin routes can never be mounted unguarded.
 */
@Module({
  imports: [
    AuthModule,
    FilesModule,
    MongooseModule.forFeature([
      { name: FarmService.name, schema: FarmServiceSchema },
      { name: Category.name, schema: CategorySchema },
      { name: Product.name, schema: ProductSchema },
    ]),
  ],
  controllers: [CatalogController, CatalogAdminController, ProductsAdminController],
  providers: [
    CatalogService,
    CatalogRepository,
    CatalogCacheService,
    CatalogCacheInterceptor,
    CatalogAdminService,
    ProductsAdminService,
  ],
  exports: [CatalogService, CatalogRepository],
})
export class CatalogModule {}
