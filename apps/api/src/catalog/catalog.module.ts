import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
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
  providers: [CatalogService, CatalogWriter, AdminCatalog],
  exports: [CatalogService, CatalogWriter, AdminCatalog],
})
export class CatalogModule {}
