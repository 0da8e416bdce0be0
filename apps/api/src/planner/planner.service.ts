import { randomBytes } from 'node:crypto';
import { HttpStatus, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  estimatePlan,
  PLAN_ID_PATTERN,
  type PlannerAssumptions,
  type PlannerFigures,
  plannerFiguresSchema,
  type PlannerInputs,
  referencePlannerFigures,
  type StoredPlan,
  type StoredPlanWithFigures,
} from '@farm/contract';
import type { Model } from 'mongoose';
import { ClockService } from '../clock/clock.service';
import { ApiException } from '../errors/error-body';
import { PlanEstimateRecord, PlannerAssumptionsVersion } from './planner.schemas';

const DUPLICATE_KEY = 11000;
/** Publishing retries this often when another admin took the next version number at the same moment. */
const PUBLISH_ATTEMPTS = 5;

function isDuplicateKey(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === DUPLICATE_KEY;
}

type AssumptionsLean = Pick<PlannerAssumptionsVersion, 'version' | 'publishedAt' | 'note' | 'figures'>;

function toAssumptions(doc: AssumptionsLean): PlannerAssumptions {
  return {
    version: doc.version,
    publishedAt: doc.publishedAt.toISOString(),
    note: doc.note ?? '',
    // Read through the contract's schema: a version published before a field existed gets its default
    // (the Arabic source notes, for one) rather than a hole.
    figures: plannerFiguresSchema.parse(doc.figures),
  };
}

type EstimateLean = Pick<
  PlanEstimateRecord,
  'planId' | 'createdAt' | 'inputs' | 'assumptionsVersion' | 'estimate'
>;

function toStoredPlan(doc: EstimateLean): StoredPlan {
  return {
    id: doc.planId,
    createdAt: doc.createdAt.toISOString(),
    inputs: doc.inputs,
    assumptionsVersion: doc.assumptionsVersion,
    estimate: doc.estimate,
  };
}

/** The planner's figures (versioned) and its stored estimates. */
@Injectable()
export class PlannerService implements OnApplicationBootstrap {
  constructor(
    @InjectModel(PlannerAssumptionsVersion.name) private readonly versions: Model<PlannerAssumptionsVersion>,
    @InjectModel(PlanEstimateRecord.name) private readonly estimates: Model<PlanEstimateRecord>,
    private readonly clock: ClockService,
  ) {}

  /**
   * The planner cannot answer without figures, and they are not demo content: every database gets the
   * documented reference figures as version 1 when it has none (docs/planner-assumptions.md). It carries no
   * note: the admin panel names version 1 in its own language, where a note would be in one language only.
   */
  async onApplicationBootstrap(): Promise<void> {
    if (await this.versions.exists({})) return;
    try {
      await this.versions.create({
        version: 1,
        publishedAt: this.clock.now(),
        note: '',
        figures: referencePlannerFigures,
      });
    } catch (error) {
      // Another API process seeded version 1 first: that is the same outcome.
      if (!isDuplicateKey(error)) throw error;
    }
  }

  async current(): Promise<PlannerAssumptions | undefined> {
    const doc = await this.versions.findOne().sort({ version: -1 }).lean().exec();
    return doc ? toAssumptions(doc) : undefined;
  }

  async list(): Promise<PlannerAssumptions[]> {
    const docs = await this.versions.find().sort({ version: -1 }).lean().exec();
    return docs.map(toAssumptions);
  }

  /** A new version after the newest; earlier versions, and the estimates made with them, stay as they are. */
  async publish(note: string, figures: PlannerFigures): Promise<PlannerAssumptions> {
    for (let attempt = 1; ; attempt += 1) {
      const newest = await this.versions.findOne().sort({ version: -1 }).select({ version: 1 }).lean().exec();
      try {
        const doc = await this.versions.create({
          version: (newest?.version ?? 0) + 1,
          publishedAt: this.clock.now(),
          note,
          figures,
        });
        return toAssumptions(doc);
      } catch (error) {
        if (!isDuplicateKey(error) || attempt >= PUBLISH_ATTEMPTS) throw error;
      }
    }
  }

  /** Estimates with the current figures and stores inputs, version and answer together. */
  async createEstimate(inputs: PlannerInputs): Promise<StoredPlan> {
    const assumptions = await this.current();
    if (!assumptions) throw new ApiException(HttpStatus.SERVICE_UNAVAILABLE, 'plannerAssumptionsMissing');
    const doc = await this.estimates.create({
      planId: randomBytes(16).toString('base64url'),
      createdAt: this.clock.now(),
      inputs,
      assumptionsVersion: assumptions.version,
      estimate: estimatePlan(inputs, assumptions.figures),
    });
    return toStoredPlan(doc);
  }

  async getEstimate(id: string): Promise<StoredPlanWithFigures | undefined> {
    if (!PLAN_ID_PATTERN.test(id)) return undefined;
    const doc = await this.estimates.findOne({ planId: id }).lean().exec();
    if (!doc) return undefined;
    const version = await this.versions.findOne({ version: doc.assumptionsVersion }).lean().exec();
    if (!version) return undefined;
    return { ...toStoredPlan(doc), assumptions: toAssumptions(version) };
  }
}
