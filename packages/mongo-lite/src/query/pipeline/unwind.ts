import { Long } from 'bson';
import type { Document } from 'bson';
import { mongoError } from '../../errors';
import { isPlainObject } from '../bson-types';
import type { Stage } from './env';
import { getField, removeField, setField, validFieldName } from './fields';

interface UnwindSpec {
  parts: string[];
  indexField?: string;
  preserve: boolean;
}

function parse(spec: unknown): UnwindSpec {
  const options: Document = typeof spec === 'string' ? { path: spec } : isPlainObject(spec) ? spec : {};
  for (const key of Object.keys(options)) {
    if (!['path', 'includeArrayIndex', 'preserveNullAndEmptyArrays'].includes(key)) {
      throw mongoError(28811, `unrecognized option to $unwind stage: ${key}`);
    }
  }
  const path = options.path;
  if (typeof path !== 'string') throw mongoError(28812, 'no path specified to $unwind stage');
  if (!path.startsWith('$') || path.length < 2) {
    throw mongoError(28818, "path option to $unwind stage should be prefixed with a '$': " + path);
  }
  const indexField = options.includeArrayIndex;
  if (indexField !== undefined && !validFieldName(indexField)) {
    throw mongoError(28822, "includeArrayIndex option to $unwind stage should not be prefixed with a '$'");
  }
  const preserve = options.preserveNullAndEmptyArrays;
  if (preserve !== undefined && typeof preserve !== 'boolean') {
    throw mongoError(28809, 'expected a boolean for the preserveNullAndEmptyArrays option to $unwind stage');
  }
  return { parts: path.slice(1).split('.'), indexField, preserve: preserve === true };
}

export const unwindStage: Stage = (docs, spec) => {
  const { parts, indexField, preserve } = parse(spec);
  const withIndex = (doc: Document, index: unknown) =>
    indexField === undefined ? doc : setField(doc, indexField.split('.'), index);
  const out: Document[] = [];
  for (const doc of docs) {
    const value = getField(doc, parts);
    if (Array.isArray(value)) {
      if (value.length === 0) {
        // MongoDB drops the empty array field from the preserved document.
        if (preserve) out.push(withIndex(removeField(doc, parts), null));
        continue;
      }
      value.forEach((element, i) => out.push(withIndex(setField(doc, parts, element), Long.fromNumber(i))));
    } else if (value === undefined || value === null) {
      if (preserve) out.push(withIndex(doc, null));
    } else {
      // a non-array value unwinds to itself
      out.push(withIndex(doc, null));
    }
  }
  return out;
};
