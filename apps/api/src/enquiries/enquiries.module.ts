import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AccountsConfigModule } from '../auth/accounts-config.module';
import { CatalogModule } from '../catalog/catalog.module';
import { FilesModule } from '../files/files.module';
import { MailModule } from '../mail/mail.module';
import { PlannerModule } from '../planner/planner.module';
import { EnquiriesController } from './enquiries.controller';
import { Submission, SubmissionSchema } from './submission.schema';
import { SubmissionsService } from './submissions.service';

/** Job applications, contact requests, customization requests and farm enquiries (issue 9). */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: Submission.name, schema: SubmissionSchema }]),
    AccountsConfigModule,
    MailModule,
    FilesModule,
    CatalogModule,
    PlannerModule,
  ],
  controllers: [EnquiriesController],
  providers: [SubmissionsService],
  // The model too: the admin's pipelines (apps/api/src/pipelines) work on the same collection.
  exports: [SubmissionsService, MongooseModule],
})
export class EnquiriesModule {}
