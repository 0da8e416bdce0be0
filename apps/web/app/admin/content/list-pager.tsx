import { Link } from 'react-router';
import { useI18n } from '#app/i18n/context';
import { Button } from '#app/components/ui/button';

/** Previous/next links that keep the search term (plain links: they work without JavaScript). */
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
  const href = (target: number) => {
    const params = new URLSearchParams();
    if (search) params.set('search', search);
    if (target > 1) params.set('page', String(target));
    const query = params.toString();
    return `${base}${query ? `?${query}` : ''}`;
  };
  const link =
    'rounded-lg border border-leaf-200 bg-white px-3 py-2 text-sm font-medium text-leaf-800 hover:bg-leaf-50';
  return (
    <nav aria-label={t('pager.label')} className="mt-6 flex items-center justify-center gap-4">
      {page > 1 && (
        <Link to={href(page - 1)} rel="prev" className={link}>
          {t('pager.previous')}
        </Link>
      )}
      <span className="text-sm text-gray-700">{t('pager.status', { page, pages })}</span>
      {page < pages && (
        <Link to={href(page + 1)} rel="next" className={link}>
          {t('pager.next')}
        </Link>
      )}
    </nav>
  );
}

/** The list's search box (a GET form, so the URL holds the search and it works without JavaScript). */
export function ListSearch({
  id,
  search,
  label,
  maxLength,
}: {
  id: string;
  search: string;
  label: string;
  maxLength?: number;
}) {
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
        maxLength={maxLength}
        placeholder={label}
        className="min-w-0 flex-1 rounded-lg border border-gray-300 px-3 py-2"
      />
      <Button type="submit" size="sm">
        {t('admin.searchSubmit')}
      </Button>
    </form>
  );
}
