import type { Document } from 'bson';
import { mongoError, unsupported } from '../../errors';
import { isPlainObject } from '../bson-types';
import type { Vars } from '../expressions';
import type { PipelineContext, Stage, StageEnv } from './env';
import { groupStage } from './group';
import { lookupStage } from './lookup';
import { addFieldsStage, projectStage, unsetStage } from './project';
import {
  countStage,
  facetStage,
  limitStage,
  matchStage,
  replaceRootStage,
  replaceWithStage,
  skipStage,
  sortByCountStage,
  sortStage,
} from './stages';
import { unionWithStage } from './union';
import { unwindStage } from './unwind';

export type { PipelineContext } from './env';

const STAGES: Record<string, Stage> = {
  $match: matchStage,
  $group: groupStage,
  $sort: sortStage,
  $skip: skipStage,
  $limit: limitStage,
  $project: projectStage,
  $addFields: addFieldsStage,
  $set: addFieldsStage,
  $unset: unsetStage,
  $unwind: unwindStage,
  $lookup: lookupStage,
  $facet: facetStage,
  $count: countStage,
  $sortByCount: sortByCountStage,
  $replaceRoot: replaceRootStage,
  $replaceWith: replaceWithStage,
  $unionWith: unionWithStage,
};

/** Stages MongoDB has and mongo-lite refuses rather than approximates. */
const REFUSED = new Set([
  '$bucket',
  '$bucketAuto',
  '$changeStream',
  '$collStats',
  '$currentOp',
  '$densify',
  '$documents',
  '$fill',
  '$geoNear',
  '$graphLookup',
  '$indexStats',
  '$listSessions',
  '$merge',
  '$out',
  '$planCacheStats',
  '$redact',
  '$sample',
  '$search',
  '$searchMeta',
  '$setWindowFields',
  '$vectorSearch',
]);

function execute(input: Document[], pipeline: Document[], ctx: PipelineContext, vars: Vars): Document[] {
  if (!Array.isArray(pipeline)) throw mongoError(14, "'pipeline' option must be specified as an array");
  const env: StageEnv = { ctx, vars, run: (docs, p, v) => execute(docs, p, ctx, v) };
  let docs = input;
  for (const stage of pipeline) {
    if (!isPlainObject(stage) || Object.keys(stage).length !== 1) {
      throw mongoError(40323, 'A pipeline stage specification object must contain exactly one field.');
    }
    const [name] = Object.keys(stage);
    const impl = STAGES[name];
    if (!impl) {
      if (REFUSED.has(name)) throw unsupported(`the aggregation stage ${name}`);
      throw mongoError(40324, `Unrecognized pipeline stage name: '${name}'`);
    }
    docs = impl(docs, stage[name], env);
  }
  return docs;
}

/** Runs an aggregation pipeline over `input` (documents are never mutated). */
export function runPipeline(input: Document[], pipeline: Document[], ctx: PipelineContext): Document[] {
  return execute(input, pipeline, ctx, {});
}
