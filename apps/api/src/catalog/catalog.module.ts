import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuthModule } from '../auth/auth.module';
import { FilesModule } from '../files/files.module';
import { CatalogAdminController } from './catalog-admin.controller';
import { CatalogAdminService } from './catalog-admin.service';
import { ProductsAdminController } from './products-admin.controller';
import { CatalogCacheService } from './catalog-cache.service';
import { CatalogCacheInterceptor } from './catalog-cache.interceptor';
import { CatalogController } from './catalog.controller';
import { CatalogService } from './catalog.service';
import { CatalogRepository } from './catalog.repository';
import { Category, CategorySchema } from './category.schema';
import { ProductsAdminService } from './products-admin.service';
import { Product, ProductSchema } from './product.schema';
import { FarmService, FarmServiceSchema } from './farm-service.schema';

/**
 * Services, categories and products: the shop's reads, the one write side, and the admin's routes over
 * them. AuthModule brings the global AccessGuard, so the admin routes can never be mounted unguarded.
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
  exports: [CatalogService, CatalogRepository, CatalogCacheService],
})
export class CatalogModule {}
