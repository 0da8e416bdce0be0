import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { FilesModule } from '../files/files.module';
import { UsersModule } from '../users/users.module';
import { AdminImagesController } from './admin-images.controller';
import { DashboardService } from './dashboard.service';
import { AdminController } from './admin.controller';

// AuthModule brings the global AccessGuard, so these routes can never be mounted unguarded.
@Module({
  imports: [AuthModule, UsersModule, FilesModule],
  controllers: [AdminController, AdminImagesController],
  providers: [DashboardService],
})
export class AdminModule {}
