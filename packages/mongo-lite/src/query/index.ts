/**
 * MongoDB query semantics over canonical BSON values (see MONGO-LITE-NOTES.md): the comparator, filters,
 * sorts, projections, updates and aggregation. Pure functions; core calls them.
 */
export { compareValues, canonicalKey } from './compare';
export { compileFilter } from './filter';
export { compileSort } from './sort';
export { compileProjection } from './projection';
export { indexKeyValues, distinctValues } from './index-keys';
export { applyUpdate } from './update';
export type { UpdateOptions } from './update';
export { upsertSeed } from './upsert';
export { runPipeline } from './pipeline';
export type { PipelineContext } from './pipeline';
