import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { FilesAdminController } from './files-admin.controller';
import { FilesController } from './files.controller';
import { FilesService } from './files.service';
import { ImageRenditionService } from './image-rendition.service';
import { ImageWorkService } from './image-work.service';
import { MediaUsage } from './media-usage';

// AuthModule brings the global AccessGuard, so the admin's upload can never be mounted unguarded.
@Module({
  imports: [AuthModule],
  controllers: [FilesController, FilesAdminController],
  providers: [FilesService, ImageRenditionService, ImageWorkService, MediaUsage],
  exports: [FilesService, ImageWorkService, MediaUsage],
})
export class FilesModule {}
