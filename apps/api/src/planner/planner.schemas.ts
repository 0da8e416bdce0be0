import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { type HydratedDocument, Schema as MongooseSchema } from 'mongoose';
import type { PlanEstimate, PlannerFigures, PlannerInputs } from '@farm/contract';

/**
 * One published version of the planner's figures. Versions are never changed or deleted: an estimate
 * names the version it used, and the unique index makes two simultaneous publications take turns.
 */
@Schema({ collection: 'plannerAssumptions', versionKey: false })
export class PlannerAssumptionsVersion {
  @Prop({ required: true, min: 1 })
  version: number;

  @Prop({ required: true })
  publishedAt: Date;

  @Prop({ default: '' })
  note: string;

  /** Checked by the contract's plannerFiguresSchema before it is written; stored as it was published. */
  @Prop({ type: MongooseSchema.Types.Mixed, required: true })
  figures: PlannerFigures;
}
export type PlannerAssumptionsDocument = HydratedDocument<PlannerAssumptionsVersion>;
export const PlannerAssumptionsSchema = SchemaFactory.createForClass(PlannerAssumptionsVersion);
PlannerAssumptionsSchema.index({ version: 1 }, { unique: true });

/** A stored estimate: what the visitor entered, the figures' version and the planner's answer, as shown. */
@Schema({ collection: 'planEstimates', versionKey: false })
export class PlanEstimateRecord {
  /** The public id: 128 random bits, base64url (docs/decisions/062-planner-estimates.md). */
  @Prop({ required: true })
  planId: string;

  @Prop({ required: true })
  createdAt: Date;

  @Prop({ type: MongooseSchema.Types.Mixed, required: true })
  inputs: PlannerInputs;

  @Prop({ required: true, min: 1 })
  assumptionsVersion: number;

  @Prop({ type: MongooseSchema.Types.Mixed, required: true })
  estimate: PlanEstimate;
}
export type PlanEstimateDocument = HydratedDocument<PlanEstimateRecord>;
export const PlanEstimateSchema = SchemaFactory.createForClass(PlanEstimateRecord);
PlanEstimateSchema.index({ planId: 1 }, { unique: true });
