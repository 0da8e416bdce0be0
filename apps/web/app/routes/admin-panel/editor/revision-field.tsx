import type { AnyField } from '#app/components/forms';

/**
 * The revision a record's form was opened with, posted back, so a save over a colleague's later one is
 * refused instead of undoing it (docs/decisions/252-product-edit-revisions.md). A form sent back unsaved
 * keeps the revision it was opened with.
 */
export function RevisionField({ field, revision }: { field: AnyField; revision: number | undefined }) {
  const kept = typeof field.initialValue === 'string' ? field.initialValue : undefined;
  return <input type="hidden" name={field.name} value={kept ?? String(revision ?? 0)} />;
}
