import { PRODUCTS_PER_PAGE } from '@farm/contract';
import { Link } from 'react-router';
import type { Route } from './+types/home';
import { LinkCard } from '../components/link-card';
import { MarketingFigures } from '../components/marketing-figures';
import { ProductCard } from '../components/product-card';
import { PlannerTeaser } from '../planner/planner-teaser';
import { useI18n } from '../i18n/context';
import { translate } from '../i18n/messages';
import { api, bodyOrNotFound, onBehalfOf } from '../lib/api.server';
import { env } from '../lib/env.server';
import { languageOf } from '../lib/language.server';
import { toProductCard } from '../lib/product-view';
import { pageMeta } from '../lib/seo';
import { siteFromMatches } from '../lib/site';

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = languageOf(request);
  const extraHeaders = onBehalfOf(context, lang);
  const [services, products] = await Promise.all([
    api.catalog.listServices({ extraHeaders }),
    api.catalog.listProducts({ query: { page: 1, limit: PRODUCTS_PER_PAGE }, extraHeaders }),
  ]);
  return {
    services: bodyOrNotFound(services).data.map((service) => ({
      _id: service._id,
      name: service.name,
      summary: service.subHeading || service.description,
      image: service.image[0]?.url ?? null,
    })),
    featured: bodyOrNotFound(products).data.map((product) => toProductCard(product, lang, env.CURRENCY)),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { lang, origin } = siteFromMatches(matches);
  return pageMeta({
    lang,
    origin,
    path: '/home',
    title: translate(lang, 'home.meta.title'),
    description: translate(lang, 'home.meta.description'),
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { services, featured } = loaderData;
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-leaf-800 via-leaf-700 to-leaf-600 text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-20 lg:grid-cols-2 lg:py-28">
          <div>
            <p className="font-semibold tracking-wide text-sun-400 uppercase">{t('home.hero.eyebrow')}</p>
            <h1 className="mt-3 text-4xl leading-tight font-extrabold sm:text-5xl">{t('home.hero.title')}</h1>
            <p className="mt-5 max-w-xl text-lg text-leaf-50">{t('home.hero.text')}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link
                to="/products"
                className="rounded-lg bg-sun-400 px-6 py-3 font-semibold text-gray-900 hover:bg-white"
              >
                {t('home.hero.shop')}
              </Link>
              <a
                href="#services"
                className="rounded-lg border border-white px-6 py-3 font-semibold text-white hover:bg-white hover:text-leaf-800"
              >
                {t('home.hero.services')}
              </a>
            </div>
          </div>
          <img
            src="/images/hero-farm.svg"
            alt=""
            width={640}
            height={480}
            className="hidden w-full rounded-2xl shadow-2xl lg:block"
          />
        </div>
      </section>

      <section
        id="services"
        aria-labelledby="services-title"
        className="mx-auto max-w-7xl scroll-mt-32 px-4 py-16"
      >
        <h2 id="services-title" className="text-3xl font-bold text-gray-900">
          {t('home.services.title')}
        </h2>
        <p className="mt-2 text-gray-700">{t('home.services.text')}</p>
        {services.length === 0 ? (
          <p className="mt-8 text-gray-700">{t('home.services.empty')}</p>
        ) : (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {services.map((service) => (
              <li key={service._id}>
                <LinkCard
                  to={`/service/${service._id}`}
                  title={service.name}
                  description={service.summary}
                  cta={t('home.services.more')}
                  image={service.image}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <MarketingFigures />

      {/* Issue 13: the farm planner, kept in its own block. */}
      <PlannerTeaser />

      <section aria-labelledby="featured-title" className="mx-auto max-w-7xl px-4 py-16">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="featured-title" className="text-3xl font-bold text-gray-900">
            {t('home.featured.title')}
          </h2>
          <Link to="/products" className="font-semibold text-leaf-700 underline-offset-4 hover:underline">
            {t('home.featured.viewAll')}
          </Link>
        </div>
        {featured.length === 0 ? (
          <p className="mt-8 text-gray-700">{t('home.featured.empty')}</p>
        ) : (
          <ul className="mt-8 grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 sm:gap-6 lg:grid-cols-4">
            {featured.map((product) => (
              <li key={product._id}>
                <ProductCard product={product} headingLevel="h3" />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
