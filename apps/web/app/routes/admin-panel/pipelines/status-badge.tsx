import { type SubmissionKind, type SubmissionStatus, statusOptionsFor } from '@farm/contract';
import { useI18n } from '#app/i18n/context';
import type { MessageKey } from '#app/i18n/messages';

/** One kind's pipeline statuses in their order, for the selects. */
export function pipelineStatuses(kind: SubmissionKind): SubmissionStatus[] {
  return statusOptionsFor(kind).map((option) => option.value);
}

export function statusKey(status: SubmissionStatus): MessageKey {
  return `pipeline.status.${status}`;
}

// Each status its own colour, every pair readable (axe's contrast rule); the word is always written too.
const styles: Record<SubmissionStatus, string> = {
  new: 'bg-sun-400 text-gray-900',
  contacted: 'bg-blue-100 text-blue-900',
  quoted: 'bg-purple-100 text-purple-900',
  won: 'bg-leaf-100 text-leaf-900',
  lost: 'bg-gray-200 text-gray-800',
  reviewing: 'bg-blue-100 text-blue-900',
  interview: 'bg-purple-100 text-purple-900',
  offer: 'bg-amber-100 text-amber-900',
  hired: 'bg-leaf-100 text-leaf-900',
  rejected: 'bg-gray-200 text-gray-800',
};

export function StatusBadge({ status }: { status: SubmissionStatus }) {
  const { t } = useI18n();
  return (
    <span
      className={`inline-block rounded-full px-3 py-1 text-sm font-semibold whitespace-nowrap ${styles[status]}`}
    >
      {t(statusKey(status))}
    </span>
  );
}
