import { ErrorCodes, mongoError } from '../../errors';
import { isPlainObject } from '../bson-types';
import { formatDocument } from './format';
import { childOf, hasChild, locate } from './mutate';
import { current, setValue } from './scalar-operators';
import type { OpContext } from './scalar-operators';

/** $rename never moves into or out of arrays: MongoDB refuses either side being an array element. */
function checkNoArray(ctx: OpContext, parts: string[], side: 'source' | 'destination'): void {
  let value: unknown = ctx.doc;
  for (let i = 0; i < parts.length - 1; i++) {
    if (!isPlainObject(value)) return;
    if (!hasChild(value, parts[i])) return;
    value = childOf(value, parts[i]);
    if (Array.isArray(value)) {
      throw mongoError(
        ErrorCodes.BadValue,
        `The ${side} field cannot be an array element, '${parts.join('.')}' in doc with ${formatDocument({ [parts[i]]: value })} has an array field called '${parts[i]}'`,
      );
    }
  }
}

export function renameField(ctx: OpContext, from: string[], to: string[]): void {
  checkNoArray(ctx, from, 'source');
  const cur = current(ctx, from);
  if (!cur.exists) return;
  checkNoArray(ctx, to, 'destination');
  const slot = locate(ctx.doc, from, false)!;
  delete (slot.container as Record<string, unknown>)[slot.key];
  // $rename is a logical $unset of both names followed by a $set, so an existing target moves to the end.
  const target = locate(ctx.doc, to, false);
  if (target && !Array.isArray(target.container)) delete target.container[target.key];
  setValue(ctx, to, cur.value);
}
