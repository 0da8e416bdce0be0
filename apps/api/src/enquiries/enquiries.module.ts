import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AccountsConfigModule } from '../auth/accounts-config.module';
import { AuthModule } from '../auth/auth.module';
import { CatalogModule } from '../catalog/catalog.module';
import { FilesModule } from '../files/files.module';
import { MailModule } from '../mail/mail.module';
import { PlannerModule } from '../planner/planner.module';
import { UsersModule } from '../users/users.module';
import { EnquiriesController } from './enquiries.controller';
import { EnquiriesAdminController } from './enquiries-admin.controller';
import { SubmissionPipelineService } from './submission-pipeline.service';
import { Submission, SubmissionSchema } from './submission.schema';
import { SubmissionsService } from './submissions.service';
import { MyRequestsService } from './my-requests.service';

/**
 * Job applications, contact requests, customization requests and farm enquiries, and the admin's
 * pipelines over them. AuthModule brings the global AccessGuard, so the admin routes can never be mounted
 * unguarded.
 */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: Submission.name, schema: SubmissionSchema }]),
    AuthModule,
    AccountsConfigModule,
    MailModule,
    FilesModule,
    CatalogModule,
    PlannerModule,
    UsersModule,
  ],
  controllers: [EnquiriesController, EnquiriesAdminController],
  providers: [SubmissionsService, SubmissionPipelineService, MyRequestsService],
  exports: [SubmissionsService, SubmissionPipelineService, MyRequestsService],
})
export class EnquiriesModule {}
