import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuthModule } from '../auth/auth.module';
import { FilesModule } from '../files/files.module';
import { AdminCatalog } from './admin-catalog';
import { AdminCatalogController } from './admin-catalog.controller';
import { AdminCatalogService } from './admin-catalog.service';
import { AdminProductsController } from './admin-products.controller';
import { CatalogCache } from './catalog-cache';
import { CatalogCacheInterceptor } from './catalog-cache.interceptor';
import { CatalogController } from './catalog.controller';
import { CatalogService } from './catalog.service';
import { CatalogWriter } from './catalog.writer';
import { Category, CategorySchema } from './category.schema';
import { ProductDesk } from './product-desk';
import { Product, ProductSchema } from './product.schema';
import { Service, ServiceSchema } from './service.schema';

/**
 * Services, categories and products: the shop's reads, the one write side, and the admin's routes over
 * them. AuthModule brings the global AccessGuard, so the admin routes can never be mounted unguarded.
 */
@Module({
  imports: [
    AuthModule,
    FilesModule,
    MongooseModule.forFeature([
      { name: Service.name, schema: ServiceSchema },
      { name: Category.name, schema: CategorySchema },
      { name: Product.name, schema: ProductSchema },
    ]),
  ],
  controllers: [CatalogController, AdminCatalogController, AdminProductsController],
  providers: [
    CatalogService,
    CatalogWriter,
    CatalogCache,
    CatalogCacheInterceptor,
    AdminCatalog,
    AdminCatalogService,
    ProductDesk,
  ],
  exports: [CatalogService, CatalogWriter, CatalogCache],
})
export class CatalogModule {}
