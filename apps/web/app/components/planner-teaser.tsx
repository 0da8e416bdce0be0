import { Link } from 'react-router';
import { useI18n } from '#app/i18n/context';
import { buttonVariants } from '#app/components/ui/button';

/** The planner's link block for other pages (home today; the segment pages when they exist). */
export function PlannerTeaser() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="planner-teaser-title" className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-col items-start gap-4 rounded-2xl border border-leaf-200 bg-leaf-50 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="planner-teaser-title" className="text-2xl font-bold text-gray-900">
            {t('planner.home.title')}
          </h2>
          <p className="mt-1 max-w-2xl text-gray-700">{t('planner.home.text')}</p>
        </div>
        <Link to="/planner" className={buttonVariants({ size: 'lg', className: 'shrink-0' })}>
          {t('planner.home.cta')}
        </Link>
      </div>
    </section>
  );
}
