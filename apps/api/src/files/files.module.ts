import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { AdminImagesController } from './admin-images.controller';
import { FilesController } from './files.controller';
import { FilesService } from './files.service';
import { ImageRenditions } from './image-renditions';

// AuthModule brings the global AccessGuard, so the admin's upload can never be mounted unguarded.
@Module({
  imports: [AuthModule],
  controllers: [FilesController, AdminImagesController],
  providers: [FilesService, ImageRenditions],
  exports: [FilesService],
})
export class FilesModule {}
