import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuthModule } from '../auth/auth.module';
import { PlannerAdminController } from './planner-admin.controller';
import { PlannerController } from './planner.controller';
import {
  PlanEstimateRecord,
  PlanEstimateSchema,
  PlannerAssumptionsSchema,
  PlannerAssumptionsVersion,
} from './planner.schemas';
import { PlannerService } from './planner.service';

// AuthModule brings the global AccessGuard, so the admin routes can never be mounted unguarded.
@Module({
  imports: [
    AuthModule,
    MongooseModule.forFeature([
      { name: PlannerAssumptionsVersion.name, schema: PlannerAssumptionsSchema },
      { name: PlanEstimateRecord.name, schema: PlanEstimateSchema },
    ]),
  ],
  controllers: [PlannerController, PlannerAdminController],
  providers: [PlannerService],
  exports: [PlannerService],
})
export class PlannerModule {}
