import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { adminOnly, throttled } from '../access';
import { dataOf, errorBodySchema } from '../common';
import { plannerAssumptionsSchema, publishPlannerAssumptionsSchema } from './figures';
import { planEstimateSchema } from './estimate';
import { plannerInputsSchema } from './inputs';
import { plannerMessages } from './messages';

const c = initContract();

/**
 * Estimate ids are 128 random bits (22 base64url characters), not ObjectIds: a plan is public to whoever
 * holds its link, so its id must not be guessable from the time it was made (docs/decisions/062-planner-estimates.md).
 */
export const PLAN_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const planIdSchema = z
  .string()
  .regex(PLAN_ID_PATTERN, 'plannerEstimateNotFound' satisfies keyof typeof plannerMessages);

/** A stored estimate: what the visitor entered, the figures' version, and what the planner answered. */
export const storedPlanSchema = z.object({
  id: planIdSchema,
  /** ISO 8601 time the plan was saved. */
  createdAt: z.string(),
  inputs: plannerInputsSchema,
  assumptionsVersion: z.number().int().min(1),
  estimate: planEstimateSchema,
});
export type StoredPlan = z.infer<typeof storedPlanSchema>;

/** A stored estimate with the very figures it was made with (for "How we estimated" and the PDF). */
export const storedPlanWithFiguresSchema = storedPlanSchema.extend({ assumptions: plannerAssumptionsSchema });
export type StoredPlanWithFigures = z.infer<typeof storedPlanWithFiguresSchema>;

export const planner = c.router({
  currentAssumptions: {
    method: 'GET',
    path: '/planner/assumptions',
    responses: { 200: dataOf(plannerAssumptionsSchema), 503: errorBodySchema },
    summary: "The planner's current figures (the newest published version)",
  },
  createEstimate: {
    method: 'POST',
    path: '/planner/estimates',
    body: plannerInputsSchema,
    responses: {
      201: dataOf(storedPlanSchema),
      400: errorBodySchema,
      429: errorBodySchema,
      503: errorBodySchema,
    },
    // Each estimate is stored for good (its page can be shared): counted by the forms' per-address limit.
    metadata: throttled,
    summary: 'Estimate a plan with the current figures and store it; answers its id',
  },
  getEstimate: {
    method: 'GET',
    path: '/planner/estimates/:id',
    pathParams: z.object({ id: z.string() }),
    responses: { 200: dataOf(storedPlanWithFiguresSchema), 404: errorBodySchema },
    summary: 'One stored plan, with the figures of the version it was made with',
  },
  listAssumptions: {
    method: 'GET',
    path: '/admin/planner/assumptions',
    responses: {
      200: dataOf(z.array(plannerAssumptionsSchema)),
      401: errorBodySchema,
      403: errorBodySchema,
    },
    metadata: adminOnly,
    summary: "Every published version of the planner's figures, newest first",
  },
  publishAssumptions: {
    method: 'POST',
    path: '/admin/planner/assumptions',
    body: publishPlannerAssumptionsSchema,
    responses: {
      201: dataOf(plannerAssumptionsSchema),
      400: errorBodySchema,
      401: errorBodySchema,
      403: errorBodySchema,
    },
    metadata: adminOnly,
    summary: "Publishes a new version of the planner's figures; earlier estimates keep theirs",
  },
});
