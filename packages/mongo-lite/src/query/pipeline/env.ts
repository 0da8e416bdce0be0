import type { Document } from 'bson';
import type { Vars } from '../expressions';

export interface PipelineContext {
  /** every document of a collection in the same database (for $lookup); [] when it does not exist */
  collection(name: string): Document[];
}

/** What a stage sees besides its input: the database (for $lookup) and variables bound by $lookup's let. */
export interface StageEnv {
  ctx: PipelineContext;
  vars: Vars;
  /** runs a nested pipeline ($lookup, $facet) with the given variables */
  run(input: Document[], pipeline: Document[], vars: Vars): Document[];
}

export type Stage = (docs: Document[], spec: unknown, env: StageEnv) => Document[];
