import { MARKETING, TERMS } from '@farm/contract';
import { Link } from 'react-router';
import type { Route } from './+types/about';
import { PageHero } from '#app/components/content/page-hero';
import { SectionHeading } from '#app/components/content/section-heading';
import { SizedPicture } from '#app/components/content/sized-picture';
import { Icon } from '#app/components/icons';
import { useI18n } from '#app/i18n/context';
import type { MessageParams } from '#app/i18n/messages';
import { apiFor, bodyOrNotFound } from '#app/lib/api.server';
import { fixedPageMeta } from '#app/lib/seo';

type Claim<Key extends string> = { key: Key; params?: MessageParams };

// The claims of docs/product-rules.md §1, their figures from the contract's MARKETING constants.
const reasons: Claim<'water' | 'pesticide' | 'maintenance' | 'harvest' | 'roi'>[] = [
  { key: 'water', params: { value: MARKETING.waterSavingPercent } },
  { key: 'pesticide' },
  { key: 'maintenance', params: { value: MARKETING.maintenanceProgrammeMonths } },
  { key: 'harvest', params: { value: MARKETING.harvestCycleDays } },
  { key: 'roi', params: MARKETING.returnOnInvestmentMonths },
];

const steps: Claim<'listen' | 'design' | 'build' | 'care'>[] = [
  { key: 'listen' },
  { key: 'design', params: { days: TERMS.proposalValidityDays } },
  { key: 'build' },
  { key: 'care' },
];

const sustainability: Claim<'water' | 'pesticide' | 'energy' | 'local' | 'waste'>[] = [
  { key: 'water', params: { value: MARKETING.waterSavingPercent } },
  { key: 'pesticide' },
  { key: 'energy' },
  { key: 'local' },
  { key: 'waste' },
];

const years = { launch: MARKETING.launchYear, plan: MARKETING.planYear };

export async function loader({ request, context }: Route.LoaderArgs) {
  // Two pictures from the gallery: the team's own farms illustrate who we are.
  const gallery = await apiFor(request, context).content.listGallery({
    query: { page: 1, limit: 3 },
  });
  const pictures = bodyOrNotFound(gallery).data;
  return { pictures: pictures.slice(1, 3) };
}

export const meta: Route.MetaFunction = fixedPageMeta('/about', 'about.meta');

export default function About({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { pictures } = loaderData;
  return (
    <>
      <PageHero eyebrow={t('about.eyebrow')} title={t('about.title')} lead={t('about.lead', years)} />

      <section aria-labelledby="why-title" className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
        <SectionHeading id="why-title" title={t('about.why.title')} />
        {/* Five claims: two wide cards over three on large screens, the last one full width in two columns. */}
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-6">
          {reasons.map((reason, index) => (
            <li
              key={reason.key}
              className={`rounded-2xl bg-white p-6 shadow-sm ring-1 ring-leaf-100 ${index < 2 ? 'lg:col-span-3' : 'lg:col-span-2'} ${index === reasons.length - 1 ? 'sm:col-span-2 lg:col-span-2' : ''}`}
            >
              <span
                aria-hidden="true"
                className="flex h-10 w-10 items-center justify-center rounded-full bg-leaf-700 text-white"
              >
                <Icon name="check" width={20} height={20} />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-gray-900">
                {t(`about.why.${reason.key}.title`, reason.params)}
              </h3>
              <p className="mt-2 text-gray-700">{t(`about.why.${reason.key}.text`, reason.params)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="who-title" className="bg-soil-100 py-16 sm:py-20">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 lg:grid-cols-2">
          <div>
            <SectionHeading id="who-title" title={t('about.who.title')} />
            <p className="mt-5 text-lg text-gray-800">{t('about.who.text1')}</p>
            <p className="mt-4 text-lg text-gray-800">
              {t('about.who.text2', { months: MARKETING.probationMonths })}
            </p>
          </div>
          {pictures.length > 0 && (
            <ul className="grid grid-cols-2 gap-4">
              {pictures.map((picture, index) => (
                <li key={picture._id} className={index === 1 ? 'mt-10' : ''}>
                  <SizedPicture
                    image={picture.image}
                    alt={picture.title}
                    sizes="(min-width: 1024px) 300px, 45vw"
                    className="aspect-[3/4] w-full rounded-2xl object-cover shadow-md"
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <section aria-labelledby="approach-title" className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
        <SectionHeading id="approach-title" title={t('about.approach.title')} />
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step.key} className="border-t-4 border-leaf-700 pt-5">
              <p aria-hidden="true" className="text-4xl font-bold text-leaf-600">
                {index + 1}
              </p>
              <h3 className="mt-2 text-lg font-semibold text-gray-900">
                {t(`about.approach.${step.key}.title`)}
              </h3>
              <p className="mt-2 text-gray-700">{t(`about.approach.${step.key}.text`, step.params)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="sustain-title" className="bg-leaf-900 py-16 text-white sm:py-20">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 lg:grid-cols-2">
          <div>
            <SectionHeading id="sustain-title" title={t('about.sustain.title')} tone="light" />
            <ul className="mt-8 space-y-4">
              {sustainability.map((item) => (
                <li key={item.key} className="flex gap-3 text-lg text-leaf-50">
                  <Icon name="check" width={22} height={22} className="mt-1 shrink-0 text-sun-400" />
                  {t(`about.sustain.${item.key}`, item.params)}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-3xl bg-white/10 p-8 ring-1 ring-white/15">
            <h3 className="text-2xl font-bold">{t('about.plan.title', years)}</h3>
            <p className="mt-4 text-lg text-leaf-50">{t('about.plan.text', years)}</p>
          </div>
        </div>
      </section>

      <section aria-labelledby="about-contact-title" className="mx-auto max-w-7xl px-4 py-16">
        <div className="flex flex-col items-start justify-between gap-6 rounded-3xl bg-white px-6 py-10 shadow-sm ring-1 ring-leaf-100 sm:px-10 md:flex-row md:items-center">
          <div>
            <h2 id="about-contact-title" className="text-2xl font-bold text-gray-900 sm:text-3xl">
              {t('about.cta.title')}
            </h2>
            <p className="mt-3 text-gray-700">{t('about.cta.text')}</p>
          </div>
          <Link
            to="/contact"
            className="inline-flex shrink-0 items-center gap-2 rounded-full bg-leaf-700 px-6 py-3 font-semibold text-white hover:bg-leaf-800"
          >
            {t('about.cta.link')}{' '}
            <span aria-hidden="true" className="inline-block rtl:rotate-180">
              →
            </span>
          </Link>
        </div>
      </section>
    </>
  );
}
