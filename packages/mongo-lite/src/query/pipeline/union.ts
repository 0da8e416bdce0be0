import { mongoError } from '../../errors';
import { isPlainObject } from '../bson-types';
import type { Stage } from './env';

/** $unionWith: the input followed by another collection's documents (through an optional pipeline). */
export const unionWithStage: Stage = (docs, spec, env) => {
  const options = typeof spec === 'string' ? { coll: spec } : spec;
  if (!isPlainObject(options) || typeof options.coll !== 'string') {
    throw mongoError(40602, "the $unionWith stage requires a 'coll' string");
  }
  for (const key of Object.keys(options)) {
    if (key !== 'coll' && key !== 'pipeline')
      throw mongoError(40415, `BSON field '$unionWith.${key}' is an unknown field.`);
  }
  if (options.pipeline !== undefined && !Array.isArray(options.pipeline)) {
    throw mongoError(40602, "the $unionWith 'pipeline' must be an array");
  }
  const other = env.ctx.collection(options.coll);
  const added = options.pipeline ? env.run(other, options.pipeline, env.vars) : other;
  return [...docs, ...added];
};
