/**
 * Saves that name the revision their form was opened with (docs/decisions/252-product-edit-revisions.md):
 * the condition a write adds, and what it sets. Records stored before revisions existed have none, or
 * another client may have written null: a save that names revision 0 matches both. A save that names no
 * revision counts one more with `$inc`, which a missing field takes (as 0) and a null one refuses.
 */
export function revisionFilter(revisionWas: number | undefined): Record<string, unknown> {
  if (revisionWas === undefined) return {};
  return { revision: revisionWas === 0 ? { $in: [0, null] } : revisionWas };
}

/**
 * The next revision: set exactly when the save names the one it was opened with (the filter pins it, and
 * `$inc` would fail on a null), else one more.
 */
export function nextRevision(revisionWas: number | undefined): {
  $set: { revision?: number };
  $inc: { revision?: number };
} {
  return revisionWas === undefined
    ? { $set: {}, $inc: { revision: 1 } }
    : { $set: { revision: revisionWas + 1 }, $inc: {} };
}
