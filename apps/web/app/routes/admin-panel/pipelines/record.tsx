import { type AuditEntry, submissionStatusOptions } from '@farm/contract';
import { Link } from 'react-router';
import type { Route } from './+types/record';
import { accountMeta } from '#app/lib/account-meta';
import { privatePage } from '#app/lib/page-cache';
import { AuditTrail } from '#app/admin/audit-trail';
import { buttonVariants } from '#app/components/ui/button';
import { BackLink } from '#app/components/ui/back-link';
import { ConfirmDelete } from '#app/routes/admin-panel/editor/edit-page';
import { useDateFormat } from '#app/lib/dates';
import { useI18n } from '#app/i18n/context';
import { FieldsCard, FilesCard, SenderCard } from '#app/routes/admin-panel/pipelines/record-cards';
import { AssigneeForm, NotesCard, StatusForm } from '#app/routes/admin-panel/pipelines/record-forms';
import { optionKey } from '#app/i18n/option-labels';
import { sectionOfPath } from '#app/routes/admin-panel/pipelines/sections';
import { StatusBadge, statusKey } from '#app/routes/admin-panel/pipelines/status-badge';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  accountMeta(matches, sectionOfPath(location.pathname)?.title ?? 'admin.panel');

export const headers = privatePage;

export { action, loader } from '#app/routes/admin-panel/pipelines/record.server';

export default function PipelineRecord({ loaderData }: Route.ComponentProps) {
  const { section, record, admins, trail, confirmDelete } = loaderData;
  const { t } = useI18n();
  const current = sectionOfPath(`/admin-panel/${section}`)!;
  const date = useDateFormat(true);
  return (
    <div>
      <BackLink to={`/admin-panel/${section}`}>{t('pipeline.back', { section: t(current.title) })}</BackLink>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="min-w-0 text-3xl font-bold break-words text-gray-900">
          <bdi>{record.sender.name}</bdi>
        </h1>
        <StatusBadge status={record.status} />
      </div>
      <p className="mt-1 text-gray-700">
        {t(optionKey('kind', record.kind))} ·{' '}
        <time dateTime={record.createdAt}>{date.format(new Date(record.createdAt))}</time>
      </p>

      {confirmDelete ? (
        <ConfirmDelete title={t('pipeline.deleteTitle')} text={t('pipeline.deleteText')} />
      ) : (
        <RecordBody record={record} admins={admins} section={section} trail={trail} />
      )}
    </div>
  );
}

/** The request's cards and forms, its history, and the way to delete it. */
function RecordBody({
  record,
  admins,
  section,
  trail,
}: Pick<Route.ComponentProps['loaderData'], 'record' | 'admins' | 'section' | 'trail'>) {
  const { t } = useI18n();
  return (
    <>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <SenderCard record={record} />
          <FieldsCard record={record} />
          <FilesCard record={record} section={section} />
        </div>
        <div className="min-w-0 space-y-6">
          <StatusForm record={record} />
          <AssigneeForm record={record} admins={admins} />
          <NotesCard record={record} />
          <Link
            to={`/admin-panel/${section}/${record._id}?delete`}
            className={buttonVariants({ variant: 'dangerLink', size: 'xs' })}
          >
            {t('pipeline.delete')}
          </Link>
        </div>
      </div>
      <AuditTrail entries={trail.map((entry) => withStatusWords(entry, t))} />
    </>
  );
}

/**
 * The trail records a new status by its English label (`Won`); the screen says it in the page's language.
 * Other details (an assignee's name) are shown as recorded.
 */
function withStatusWords(entry: AuditEntry, t: ReturnType<typeof useI18n>['t']): AuditEntry {
  if (entry.action !== 'statusChanged') return entry;
  const status = submissionStatusOptions.find((option) => option.label === entry.detail)?.value;
  return status ? { ...entry, detail: t(statusKey(status)) } : entry;
}
