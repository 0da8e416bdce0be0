import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { EnquiriesModule } from '../enquiries/enquiries.module';
import { FilesModule } from '../files/files.module';
import { UsersModule } from '../users/users.module';
import { PipelinesController } from './pipelines.controller';
import { SubmissionPipeline } from './submission-pipeline';

/**
 * The admin's pipelines over the visitors' requests (issue 11). AuthModule brings the global AccessGuard,
 * so these admin-only routes can never be mounted unguarded.
 */
@Module({
  imports: [AuthModule, EnquiriesModule, UsersModule, FilesModule],
  controllers: [PipelinesController],
  providers: [SubmissionPipeline],
})
export class PipelinesModule {}
