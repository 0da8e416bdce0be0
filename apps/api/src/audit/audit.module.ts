import { Global, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuthModule } from '../auth/auth.module';
import { AuditAdminController } from './audit-admin.controller';
import { AuditEntryRecord, AuditEntrySchema } from './audit-entry.schema';
import { AuditService } from './audit.service';

/**
 * Global, so every module whose admin routes change records can inject AuditService. AuthModule brings the
 * global AccessGuard, so the trail's admin route can never be mounted unguarded.
 */
@Global()
@Module({
  imports: [
    AuthModule,
    MongooseModule.forFeature([{ name: AuditEntryRecord.name, schema: AuditEntrySchema }]),
  ],
  controllers: [AuditAdminController],
  providers: [AuditService],
  exports: [AuditService],
})
export class AuditModule {}
