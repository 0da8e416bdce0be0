import { pageMeta } from '#app/lib/seo';
import { Link } from 'react-router';
import type { Route } from './+types/planner-plan';
import { useI18n } from '#app/i18n/context';
import { localeOf, translate } from '#app/i18n/messages';
import { apiFor, bodyOrNotFound, pathParam } from '#app/lib/api.server';
import { siteFromMatches } from '#app/lib/site';
import { plannerFormat } from '#app/planner/format';
import { HowWeEstimate } from '#app/planner/how-we-estimate';
import { planAnswers } from '#app/planner/labels';
import { PlanResults } from '#app/planner/plan-results';
import { queryOf, valuesOf } from '#app/planner/planner-values';
import { enquiryHref } from '#app/routes/planner';
import { TitledSection } from '#app/shop/titled-section';

// /planner/:id: a stored plan, exactly as it was estimated (its own figures version), to download or send.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const res = await apiFor(request, context).planner.getEstimate({
    params: { id: pathParam(params.id) },
  });
  return { plan: bodyOrNotFound(res).data };
}

export const meta: Route.MetaFunction = ({ matches, params }) => {
  const { lang, origin } = siteFromMatches(matches);
  return [
    ...pageMeta({
      lang,
      origin,
      path: `/planner/${params.id}`,
      title: translate(lang, 'planner.plan.meta.title'),
      description: translate(lang, 'planner.meta.description'),
    }),
    // A saved plan is one visitor's; it has no place in search results.
    { name: 'robots', content: 'noindex' },
  ];
};

export default function PlannerPlan({ loaderData }: Route.ComponentProps) {
  const { plan } = loaderData;
  const { t, lang } = useI18n();
  const f = plannerFormat(lang);
  const { inputs } = plan;
  const listFormat = new Intl.ListFormat(localeOf(lang), { type: 'conjunction' });
  const answers = planAnswers(inputs, t, f, (items) => listFormat.format(items));
  const action = 'inline-flex items-center rounded-lg px-5 py-2.5 font-semibold';
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold text-gray-900 sm:text-4xl">{t('planner.plan.title')}</h1>
      <p className="mt-3 max-w-3xl text-gray-700">
        {t('planner.plan.saved', {
          date: f.date(plan.createdAt),
          version: f.number(plan.assumptionsVersion),
        })}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a
          href={`/planner/${plan.id}/plan.pdf`}
          download
          className={`${action} border border-leaf-700 text-leaf-800 hover:bg-leaf-50`}
        >
          {t('planner.plan.pdf')}
        </a>
        <Link to={enquiryHref(plan.id)} className={`${action} bg-leaf-700 text-white hover:bg-leaf-800`}>
          {t('planner.form.send')}
        </Link>
        <Link
          to={`/planner?${queryOf(valuesOf(inputs))}`}
          className={`${action} text-leaf-800 underline-offset-4 hover:underline`}
        >
          {t('planner.plan.change')}
        </Link>
      </div>
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <TitledSection
          id="answers-title"
          title={t('planner.plan.answers')}
          className="rounded-2xl border border-leaf-100 bg-white p-4 shadow-sm sm:p-6"
        >
          <dl className="mt-3 space-y-3">
            {answers.map(([label, value]) => (
              <div key={label}>
                <dt className="text-sm font-medium text-gray-700">{label}</dt>
                <dd className="text-gray-900">{value}</dd>
              </div>
            ))}
          </dl>
        </TitledSection>
        <TitledSection
          id="results-title"
          title={t('planner.results.title')}
          className="min-w-0"
          headingClassName="text-2xl font-bold text-gray-900"
        >
          <div className="mt-4">
            <PlanResults estimate={plan.estimate} figures={plan.assumptions.figures} inputs={plan.inputs} />
          </div>
        </TitledSection>
      </div>
      <HowWeEstimate assumptions={plan.assumptions} />
    </div>
  );
}
