import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '#app/components/ui/button';
import { StepLink } from '#app/components/pager';
import { fromList } from '#app/admin/list-place';
import { pageHref } from '#app/lib/pagination';
import { useI18n } from '#app/i18n/context';
import { SEARCH_MAX_LENGTH } from '#app/routes/admin-panel/customer-query';

/**
 * Previous/next links that keep the search term (plain links: they work without JavaScript); at the ends
 * they stay in place, off, as the shop's pager has them.
 */
export function ListPager({
  base,
  search,
  page,
  pages,
}: {
  base: string;
  search: string;
  page: number;
  pages: number;
}) {
  const { t } = useI18n();
  if (pages <= 1) return null;
  const href = (target: number) => pageHref(base, target, search ? { search } : {});
  return (
    <nav aria-label={t('pager.label')} className="mt-6 flex items-center justify-center gap-4">
      <StepLink to={page > 1 ? href(page - 1) : null} rel="prev">
        {t('pager.previous')}
      </StepLink>
      <span className="text-sm text-gray-700">{t('pager.status', { page, pages })}</span>
      <StepLink to={page < pages ? href(page + 1) : null} rel="next">
        {t('pager.next')}
      </StepLink>
    </nav>
  );
}

/** The list's search box (a GET form, so the URL holds the search and it works without JavaScript). */
export function ListSearch({ id, search, label }: { id: string; search: string; label: string }) {
  const { t } = useI18n();
  return (
    <form method="get" role="search" className="mt-6 flex max-w-lg gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        name="search"
        defaultValue={search}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={label}
        className="min-w-0 flex-1 rounded-lg border border-gray-300 px-3 py-2"
      />
      <Button type="submit" size="sm">
        {t('admin.searchSubmit')}
      </Button>
    </form>
  );
}

/** An admin list's title and count, with the link that adds a new entry beside the title when given. */
export function ListTitle({
  title,
  count,
  add,
}: {
  title: string;
  count?: string;
  add?: { to: string; label: string };
}) {
  const heading = <h1 className="text-3xl font-bold text-gray-900">{title}</h1>;
  return (
    <>
      {add ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading}
          <Link to={add.to} className={buttonVariants()}>
            {add.label}
          </Link>
        </div>
      ) : (
        heading
      )}
      {count && <p className="mt-1 text-gray-700">{count}</p>}
    </>
  );
}

/** What a list shows instead of its entries when there are none (none yet, or none that match). */
export function EmptyList({ spacing = 'mt-8 p-8', children }: { spacing?: string; children: ReactNode }) {
  return (
    <p
      className={`${spacing} rounded-xl border border-dashed border-leaf-300 bg-white text-center text-gray-700`}
    >
      {children}
    </p>
  );
}

/** Said instead of the list when its filters are refused: the fields above say what to fix. */
export function ListAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="mt-8 rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-800">
      {children}
    </p>
  );
}

/**
 * A list entry's Edit or Delete link (the delete question is the edit page at `?delete`), named with the
 * entry for a screen reader; `listQuery` is the list as the admin sees it, which the screen comes back to.
 */
export function RecordLink({
  edit,
  listQuery = '',
  name,
  remove = false,
}: {
  edit: string;
  listQuery?: string;
  name: string;
  remove?: boolean;
}) {
  const { t } = useI18n();
  return (
    <Link
      to={fromList(edit, listQuery, remove ? { delete: '' } : {})}
      className={buttonVariants({ variant: remove ? 'dangerLink' : 'link', size: 'xs' })}
      aria-label={t(remove ? 'adminContent.deleteNamed' : 'adminContent.editNamed', { name })}
    >
      {t(remove ? 'adminContent.delete' : 'adminContent.edit')}
    </Link>
  );
}
