import { Link } from 'react-router';
import { useI18n } from '#app/i18n/context';
import { buttonVariants } from '#app/components/ui/button';

/** The styled 404 screen (the HTTP status is set by whoever throws the 404 response). */
export function NotFoundPage() {
  const { t } = useI18n();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-extrabold text-leaf-700" aria-hidden="true">
        {t('notFound.code')}
      </p>
      <h1 className="mt-4 text-3xl font-bold text-gray-900">{t('notFound.title')}</h1>
      <p className="mt-3 text-gray-700">{t('notFound.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/home" className={buttonVariants()}>
          {t('notFound.home')}
        </Link>
        <Link
          to="/products"
          className="rounded-lg border border-leaf-700 px-5 py-2.5 font-semibold text-leaf-800 hover:bg-leaf-50"
        >
          {t('notFound.products')}
        </Link>
      </div>
    </section>
  );
}
