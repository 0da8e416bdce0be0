import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { ContentModule } from '../content/content.module';
import { FilesModule } from '../files/files.module';
import { SeedOnBoot } from './seed-on-boot';
import { SeedService } from './seed.service';

@Module({
  imports: [CatalogModule, ContentModule, FilesModule],
  providers: [SeedService, SeedOnBoot],
  exports: [SeedService],
})
export class SeedModule {}
