import { ApiException } from '../errors/error-body';

/**
 * Saves that name the revision their form was opened with (docs/decisions/252-product-edit-revisions.md):
 * the condition a write adds, the update it makes, and the refusal. Records stored before revisions existed
 * have none, or another client may have written null: both read as 0, and a save that names revision 0
 * matches both. A save that names no revision counts one more with `$inc`, which a missing field takes
 * (as 0) and a null one refuses.
 */
export function revisionFilter(revisionWas: number | undefined): Record<string, unknown> {
  if (revisionWas === undefined) return {};
  return { revision: revisionWas === 0 ? { $in: [0, null] } : revisionWas };
}

/**
 * `update` with the next revision: set exactly when the save names the one it was opened with (the filter
 * pins it, and `$inc` would fail on a null), else one more.
 */
export function withNextRevision(
  update: { $set: object; $inc?: object },
  revisionWas: number | undefined,
): { $set: object; $inc?: object } {
  if (revisionWas === undefined) return { ...update, $inc: { ...update.$inc, revision: 1 } };
  return { ...update, $set: { ...update.$set, revision: revisionWas + 1 } };
}

/**
 * A form opened at another revision than the stored one would undo a colleague's save (and delete the
 * pictures they added): 409 with `code`, and the editor keeps what the admin typed.
 */
export function checkRevision(
  stored: number | null | undefined,
  revisionWas: number | undefined,
  code: 'productChangedMeanwhile' | 'contentChangedMeanwhile',
): void {
  if (revisionWas !== undefined && (stored ?? 0) !== revisionWas) throw new ApiException(409, code);
}
