import type { Document } from 'bson';
import { ErrorCodes, mongoError } from '../../errors';
import { isPlainObject } from '../bson-types';
import { hasField } from '../path';
import { runPipeline } from '../pipeline';

/** The stages MongoDB allows in an update pipeline. */
const UPDATE_STAGES = new Set(['$addFields', '$set', '$project', '$unset', '$replaceRoot', '$replaceWith']);

/**
 * An aggregation-pipeline update: the stages run over the one document. A result without _id gets the
 * original back (first); the caller refuses a different one (66), like any other update.
 */
export function pipelineUpdate(doc: Document, pipeline: Document[]): Document {
  for (const stage of pipeline) {
    const name = isPlainObject(stage) ? Object.keys(stage)[0] : undefined;
    if (name === undefined || !UPDATE_STAGES.has(name)) {
      throw mongoError(
        ErrorCodes.InvalidOptions,
        `${name ?? 'a non-object stage'} is not allowed to be used within an update`,
      );
    }
  }
  const [result] = runPipeline([doc], pipeline, { collection: () => [] });
  if (!hasField(doc, '_id')) return result;
  if (!hasField(result, '_id')) return { _id: doc._id, ...result };
  return result;
}
