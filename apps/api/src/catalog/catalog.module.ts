import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CatalogCache } from './catalog-cache';
import { CatalogCacheInterceptor } from './catalog-cache.interceptor';
import { AdminCatalog } from './admin-catalog';
import { CatalogController } from './catalog.controller';
import { CatalogService } from './catalog.service';
import { CatalogWriter } from './catalog.writer';
import { Category, CategorySchema } from './category.schema';
import { Product, ProductSchema } from './product.schema';
import { Service, ServiceSchema } from './service.schema';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Service.name, schema: ServiceSchema },
      { name: Category.name, schema: CategorySchema },
      { name: Product.name, schema: ProductSchema },
    ]),
  ],
  controllers: [CatalogController],
  providers: [CatalogService, CatalogWriter, CatalogCache, CatalogCacheInterceptor, AdminCatalog],
  exports: [CatalogService, CatalogWriter, CatalogCache, AdminCatalog],
})
export class CatalogModule {}
