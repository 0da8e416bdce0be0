import { Global, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuditEntryRecord, AuditEntrySchema } from './audit-entry.schema';
import { AuditTrail } from './audit-trail';

/** Global, so every module whose admin routes change records can inject AuditTrail. */
@Global()
@Module({
  imports: [MongooseModule.forFeature([{ name: AuditEntryRecord.name, schema: AuditEntrySchema }])],
  providers: [AuditTrail],
  exports: [AuditTrail],
})
export class AuditModule {}
