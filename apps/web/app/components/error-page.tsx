import { Link, useLocation } from 'react-router';
import { useI18n } from '#app/i18n/context';
import { buttonVariants } from '#app/components/ui/button';

/**
 * Friendly message for an unexpected failure; no internals are shown. Retrying reloads the page; the way
 * home is there for a page that keeps failing.
 */
export function ErrorPage() {
  const { t } = useI18n();
  const location = useLocation();
  return (
    <section role="alert" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-gray-900">{t('error.title')}</h1>
      <p className="mt-3 text-gray-700">{t('error.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href={`${location.pathname}${location.search}`} className={buttonVariants()}>
          {t('error.retry')}
        </a>
        <Link to="/home" className={buttonVariants({ variant: 'outline' })}>
          {t('notFound.home')}
        </Link>
      </div>
    </section>
  );
}
