import { Link, useLinkClickHandler } from 'react-router';
import { useI18n } from '#app/i18n/context';
import { pageHref, pagerFor } from '#app/lib/pagination';

const base =
  'inline-flex min-w-10 items-center justify-center rounded-lg border px-3 py-2 text-sm font-medium';
const enabled = `${base} border-leaf-200 bg-white text-leaf-800 hover:bg-leaf-50`;
const disabled = `${base} cursor-not-allowed border-gray-200 bg-gray-100 text-gray-600`;

/**
 * Previous or Next. On the first or last page it stays in its place as the same anchor without an address,
 * marked as a link that is off: pressed onto the last page, Next keeps the keyboard's focus (a different
 * element there would drop it to the page's top).
 */
export function StepLink({
  to,
  rel,
  children,
}: {
  to: string | null;
  rel: 'prev' | 'next';
  children: string;
}) {
  const follow = useLinkClickHandler(to ?? '.');
  if (to === null) {
    return (
      <a role="link" aria-disabled="true" tabIndex={-1} className={disabled}>
        {children}
      </a>
    );
  }
  return (
    <a href={to} rel={rel} onClick={follow} className={enabled}>
      {children}
    </a>
  );
}

/** Page links (`?page=N`, plain links that work without JavaScript); nothing with a single page. */
export function Pager({
  pathname,
  page,
  pages,
  query,
}: {
  pathname: string;
  page: number;
  pages: number;
  /** Kept on every page link (a search). */
  query?: Record<string, string>;
}) {
  const { t } = useI18n();
  const pager = pagerFor(page, pages);
  if (!pager.visible) return null;
  const hrefOf = (to: number | null) => (to === null ? null : pageHref(pathname, to, query));
  return (
    <nav aria-label={t('pager.label')} className="mt-10 flex flex-col items-center gap-3">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          <StepLink to={hrefOf(pager.previous)} rel="prev">
            {t('pager.previous')}
          </StepLink>
        </li>
        {pager.items.map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} aria-hidden="true" className="px-1 text-gray-600">
              …
            </li>
          ) : (
            <li key={item.page}>
              {/* The page shown is a link too, marked current: the link pressed stays the element that has
                  the keyboard's focus when its page arrives. */}
              <Link
                to={pageHref(pathname, item.page, query)}
                aria-label={t('pager.page', { page: item.page })}
                aria-current={item.current ? 'page' : undefined}
                className={item.current ? `${base} border-leaf-700 bg-leaf-700 text-white` : enabled}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        <li>
          <StepLink to={hrefOf(pager.next)} rel="next">
            {t('pager.next')}
          </StepLink>
        </li>
      </ul>
      <p className="text-sm text-gray-700">{t('pager.status', { page: pager.page, pages: pager.pages })}</p>
    </nav>
  );
}
