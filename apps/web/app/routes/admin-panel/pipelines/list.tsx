import { type AdminSubmissionSummary, SUBMISSIONS_PER_PAGE } from '@farm/contract';
import { pathInLanguage } from '#app/lib/language.server';
import { Link, redirect } from 'react-router';
import type { Route } from './+types/list';
import { accountMeta } from '#app/lib/account-meta';
import { privatePage } from '#app/lib/page-cache';
import { Pager } from '#app/components/pager';
import { useI18n } from '#app/i18n/context';
import { useDateFormat } from '#app/lib/dates';
import { optionKey } from '#app/i18n/option-labels';
import { clampPage, pageHref } from '#app/lib/pagination';
import { bodyOrNotFound } from '#app/lib/api.server';
import { LIVE_OPTIONS, LiveProvider, liveAdmin, newest, useLoadedAt } from '#app/admin/live';
import { pipelineApi } from '#app/routes/admin-panel/pipelines/section.server';
import {
  filterParams,
  pipelineQueryOf,
  SUBMISSION_SEARCH_MAX,
} from '#app/routes/admin-panel/pipelines/query';
import { sectionOfPath } from '#app/routes/admin-panel/pipelines/sections';
import { pipelineStatuses, StatusBadge, statusKey } from '#app/routes/admin-panel/pipelines/status-badge';
import { Field, FilterForm, SelectField } from '#app/components/forms';
import { Button, buttonVariants } from '#app/components/ui/button';
import { type Column, rowRule, TableBox } from '#app/components/ui/table';
import { EmptyList } from '#app/admin/content/list-pager';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  accountMeta(matches, sectionOfPath(location.pathname)?.title ?? 'admin.panel');

export const headers = privatePage;

/** One pipeline's list: its filters from the URL (a GET form), a page of requests, the admins to filter by. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, section } = await pipelineApi(request, context);
  const url = new URL(request.url);
  const parsed = pipelineQueryOf(url.searchParams);
  if (!parsed.ok) {
    const query = parsed.fallback.toString();
    throw redirect(pathInLanguage(request, `${url.pathname}${query ? `?${query}` : ''}`));
  }
  const { filter, page: asked } = parsed.query;
  const [res, admins] = await Promise.all([
    api.pipelines.listSubmissions({
      params: { kind: section.kind },
      query: { ...filter, page: asked, limit: SUBMISSIONS_PER_PAGE },
    }),
    api.pipelines.listAdmins(),
  ]);
  const list = bodyOrNotFound(res);
  const page = clampPage(asked, list.pages);
  if (page !== asked)
    throw redirect(pathInLanguage(request, pageHref(url.pathname, page, filterParams(filter))));
  return { section: section.path, filter, list, admins: bodyOrNotFound(admins).data };
}

/**
 * The list is complete from the server without JavaScript; once it runs, the open page asks for the same
 * page of requests every 30 seconds while visible (and when the tab is shown again), so new requests and
 * other admins' changes show without a reload.
 */
export default function PipelineList({ loaderData }: Route.ComponentProps) {
  return (
    <LiveProvider>
      <LivePipelineList loaderData={loaderData} />
    </LiveProvider>
  );
}

function LivePipelineList({ loaderData }: Pick<Route.ComponentProps, 'loaderData'>) {
  const { section, filter, list: loaded, admins } = loaderData;
  const { t, tn } = useI18n();
  const current = sectionOfPath(`/admin-panel/${section}`)!;
  const loadedAt = useLoadedAt(loaderData);
  const query = { ...filter, page: loaded.page, limit: SUBMISSIONS_PER_PAGE };
  const live = liveAdmin.submissions.useQuery({
    queryKey: ['admin', 'pipelines', current.kind, query],
    queryData: { params: { kind: current.kind }, query },
    initialData: { status: 200, body: loaded, headers: new Headers() },
    initialDataUpdatedAt: loadedAt,
    ...LIVE_OPTIONS,
  });
  const { data: rows, page, pages, total } = newest(loaded, loadedAt, live);
  const pathname = `/admin-panel/${section}`;
  const params = filterParams(filter);
  const exportQuery = new URLSearchParams(params).toString();
  const filtered = Object.keys(params).length > 0;
  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold text-gray-900">{t(current.title)}</h1>
          <p className="mt-1 text-gray-700">{tn('pipeline.count', total)}</p>
        </div>
        {/* A plain link: the resource route answers the file, so it works without JavaScript. */}
        <a
          href={`${pathname}/export.csv${exportQuery ? `?${exportQuery}` : ''}`}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          {t(filtered ? 'pipeline.exportFiltered' : 'pipeline.export')}
        </a>
      </div>

      <FilterForm label={t('pipeline.filter.legend')}>
        {/* Controls lined up at their feet: the days' legend stands over their labels. */}
        <div className="grid items-end gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <Field
            label={t('pipeline.filter.search')}
            type="search"
            inputProps={{
              id: 'filter-search',
              name: 'search',
              defaultValue: filter.search,
              maxLength: SUBMISSION_SEARCH_MAX,
            }}
            className="sm:col-span-2 xl:col-span-4"
          />
          <SelectField
            label={t('pipeline.filter.status')}
            selectProps={{ id: 'filter-status', name: 'status', defaultValue: filter.status ?? '' }}
            choose={t('pipeline.filter.anyStatus')}
            options={pipelineStatuses(current.kind).map((status) => ({
              value: status,
              label: t(statusKey(status)),
            }))}
          />
          <SelectField
            label={t('pipeline.filter.assignee')}
            selectProps={{ id: 'filter-assignee', name: 'assignee', defaultValue: filter.assignee ?? '' }}
            choose={t('pipeline.filter.anyone')}
            options={[
              { value: 'none', label: t('pipeline.unassigned') },
              ...admins.map((admin) => ({ value: admin._id, label: admin.name })),
            ]}
          />
          {/* The two days in a grid of their own: a legend is no grid item, and in the fieldset's grid it
                pushed the fields out of line. */}
          <fieldset className="sm:col-span-2">
            <legend className="text-sm font-medium text-gray-800">{t('pipeline.filter.received')}</legend>
            <div className="grid grid-cols-2 gap-x-2">
              {(['from', 'to'] as const).map((end) => (
                <Field
                  key={end}
                  label={t(`pipeline.filter.${end}`)}
                  type="date"
                  inputProps={{ id: `filter-${end}`, name: end, defaultValue: filter[end], dir: 'ltr' }}
                />
              ))}
            </div>
          </fieldset>
        </div>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button type="submit" size="sm">
            {t('pipeline.filter.apply')}
          </Button>
          {filtered && (
            <Link to={pathname} className={buttonVariants({ variant: 'link', size: 'sm' })}>
              {t('pipeline.filter.clear')}
            </Link>
          )}
        </div>
      </FilterForm>

      {rows.length === 0 ? (
        <EmptyList>{t(filtered ? 'pipeline.emptyFiltered' : 'pipeline.empty')}</EmptyList>
      ) : (
        <RequestTable rows={rows} pathname={pathname} />
      )}
      <Pager pathname={pathname} page={page} pages={pages} query={params} />
    </div>
  );
}

/** What a request is about, in a few words (the position, the service, the product). */
function about(row: AdminSubmissionSummary, t: ReturnType<typeof useI18n>['t']): string {
  return [row.position && t(optionKey('position', row.position)), row.serviceName, row.productName]
    .filter(Boolean)
    .join(' · ');
}

function RequestTable({ rows, pathname }: { rows: readonly AdminSubmissionSummary[]; pathname: string }) {
  const { t, tn } = useI18n();
  const date = useDateFormat(true);
  // The date and the assignee give way on narrow screens (the date rides with the sender there).
  const columns: Column[] = [
    t('pipeline.col.sender'),
    { label: t('pipeline.col.received'), className: 'hidden md:table-cell' },
    { label: t('pipeline.col.assignee'), className: 'hidden lg:table-cell' },
    t('pipeline.col.status'),
  ];
  return (
    <TableBox caption={t('pipeline.tableCaption')} columns={columns} headCell="px-4 py-3 font-semibold">
      <tbody>
        {rows.map((row) => {
          const topic = about(row, t);
          const counts = [
            row.files > 0 && tn('pipeline.fileCount', row.files),
            row.notes > 0 && tn('pipeline.noteCount', row.notes),
          ]
            .filter(Boolean)
            .join(' · ');
          return (
            <tr key={row._id} className={`${rowRule} align-top`}>
              <td className="px-4 py-3">
                <Link
                  to={`${pathname}/${row._id}`}
                  className="font-semibold text-leaf-800 underline hover:text-leaf-900"
                >
                  <bdi>{row.sender.name}</bdi>
                </Link>
                <p className="break-all text-gray-700" dir="ltr">
                  {row.sender.email}
                </p>
                {topic && (
                  <p className="text-gray-700">
                    <bdi>{topic}</bdi>
                  </p>
                )}
                <p className="text-gray-600 md:hidden">
                  <time dateTime={row.createdAt}>{date.format(new Date(row.createdAt))}</time>
                </p>
                {counts && <p className="text-gray-600">{counts}</p>}
              </td>
              <td className="hidden px-4 py-3 whitespace-nowrap text-gray-800 md:table-cell">
                <time dateTime={row.createdAt}>{date.format(new Date(row.createdAt))}</time>
              </td>
              <td className="hidden px-4 py-3 text-gray-800 lg:table-cell">
                {row.assignee ? (
                  <bdi>{row.assignee.name}</bdi>
                ) : (
                  <span className="text-gray-600">{t('pipeline.unassigned')}</span>
                )}
              </td>
              <td className="px-4 py-3">
                <StatusBadge status={row.status} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </TableBox>
  );
}
