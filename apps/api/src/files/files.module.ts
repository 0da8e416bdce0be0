import { Module } from '@nestjs/common';
import { FilesController } from './files.controller';
import { FilesService } from './files.service';
import { ImageRenditions } from './image-renditions';

@Module({
  controllers: [FilesController],
  providers: [FilesService, ImageRenditions],
  exports: [FilesService],
})
export class FilesModule {}
