import type { SubmissionSummary } from '@farm/contract';
import { Link } from 'react-router';
import { useI18n } from '#app/i18n/context';
import { optionKey } from '#app/i18n/option-labels';
import type { DateFormat } from '#app/lib/dates';

/** A request's status colours, on the customer's pages and the admin's customer page. */
export const statusStyle: Record<SubmissionSummary['status'], string> = {
  new: 'bg-sun-400 text-gray-900',
  'in-progress': 'bg-leaf-100 text-leaf-800',
  closed: 'bg-gray-200 text-gray-800',
};

/** A request's status as its sender sees it (New, In progress, Closed), labelled for screen readers. */
export function RequestStatus({ status }: { status: SubmissionSummary['status'] }) {
  const { t } = useI18n();
  return (
    <p>
      <span className="sr-only">{t('account.enquiries.status')}: </span>
      <span className={`rounded-full px-3 py-1 text-sm font-semibold ${statusStyle[status]}`}>
        {t(optionKey('status', status))}
      </span>
    </p>
  );
}

/** What a request was about, in a few words ('' when there is nothing to say). */
export function requestTopic(
  item: SubmissionSummary,
  { t, tn }: Pick<ReturnType<typeof useI18n>, 't' | 'tn'>,
): string {
  return [
    item.position && t(optionKey('position', item.position)),
    item.serviceName,
    item.productName,
    item.size && t('account.enquiries.size', item.size),
    item.files > 0 && tn('account.enquiries.files', item.files),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** What a request was about, in a few words. */
export function RequestAbout({ item }: { item: SubmissionSummary }) {
  const topic = requestTopic(item, useI18n());
  if (!topic) return null;
  return (
    <p className="text-sm break-words text-gray-700">
      <bdi>{topic}</bdi>
    </p>
  );
}

/** The request's kind as a link to its detail page, named with its date for screen readers. */
function RequestLink({ item, dateText }: { item: SubmissionSummary; dateText: string }) {
  const { t } = useI18n();
  const kind = t(optionKey('kind', item.kind));
  return (
    <Link
      to={`/account/enquiries/${item._id}`}
      aria-label={t('account.request.open', { kind, date: dateText })}
      className="font-semibold text-gray-900 hover:underline"
    >
      {kind}
    </Link>
  );
}

/** One request in a list: its kind (a link to it), what it was about, when it was sent, and its status. */
export function RequestRow({
  item,
  date,
  className,
}: {
  item: SubmissionSummary;
  date: DateFormat;
  className: string;
}) {
  const { t } = useI18n();
  const sent = date.format(new Date(item.createdAt));
  return (
    <li className={`flex flex-wrap items-center justify-between gap-3 ${className}`}>
      <div className="min-w-0">
        <p>
          <RequestLink item={item} dateText={sent} />
        </p>
        <RequestAbout item={item} />
        <p className="text-sm text-gray-700">
          <span className="sr-only">{t('account.enquiries.sent')}: </span>
          <time dateTime={item.createdAt}>{sent}</time>
        </p>
      </div>
      <RequestStatus status={item.status} />
    </li>
  );
}
