import { MARKETING } from '@farm/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/home';
import { ContactBand } from '#app/components/content/contact-band';
import { SectionHeading, SectionHeadingWithLink } from '#app/components/content/section-heading';
import { SizedPicture } from '#app/components/content/sized-picture';
import { LinkCard } from '#app/components/link-card';
import { MarketingFigures } from '#app/components/marketing-figures';
import { ProductCard } from '#app/components/product-card';
import { PRODUCT_GRIDS, TILE_GRIDS } from '#app/components/product-grid';
import { PlannerTeaser } from '#app/components/planner-teaser';
import { useI18n } from '#app/i18n/context';
import { translate } from '#app/i18n/messages';
import { apiFor, bodyOrNotFound } from '#app/lib/api.server';
import { SEGMENT_SLUGS, TECHNOLOGY_SLUGS, segmentPath } from '#app/lib/segments';
import { company, env } from '#app/lib/env.server';
import { organizationJsonLd, serializeJsonLd } from '#app/lib/json-ld';
import { languageOf } from '#app/lib/language.server';
import { toProductCard } from '#app/lib/product-view';
import { pageMeta } from '#app/lib/seo';
import { sharedServices } from '#app/lib/shared-lists.server';
import { siteFromMatches } from '#app/lib/site';

const FEATURED_COUNT = 4;

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = languageOf(request);
  const api = apiFor(request, context);
  const [all, products, gallery] = await Promise.all([
    // The tiles show the services as the header's menu does (docs/decisions/234-shared-public-lists.md).
    sharedServices(lang, api),
    // The admin's featured products, in the admin's order (docs/decisions/180-featured-products-sort-and-filters.md).
    api.catalog.listProducts({ query: { page: 1, limit: FEATURED_COUNT, featured: true } }),
    api.content.listGallery({ query: { page: 1, limit: 5 } }),
  ]);
  const tile = (slug: string, to: (id: string) => string) => {
    const service = all.find((item) => item.slug === slug);
    return service
      ? {
          _id: service._id,
          to: to(service._id),
          name: service.name,
          summary: service.subHeading || service.description,
          description: service.description,
          image: service.image[0]?.url ?? null,
        }
      : [];
  };
  const featured = bodyOrNotFound(products).data;
  const pictures = bodyOrNotFound(gallery).data;
  return {
    segments: SEGMENT_SLUGS.flatMap((slug) => tile(slug, () => segmentPath(slug))),
    technologies: TECHNOLOGY_SLUGS.flatMap((slug) => tile(slug, (id) => `/service/${id}`)),
    featured: featured.map((product) => toProductCard(product, lang, env.CURRENCY)),
    hero: pictures[0] ?? null,
    gallery: pictures.slice(1),
    jsonLd: serializeJsonLd(organizationJsonLd(company, { origin: env.PUBLIC_ORIGIN, lang })),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const { lang, origin } = siteFromMatches(matches);
  return pageMeta({
    lang,
    origin,
    path: '/home',
    title: translate(lang, 'home.meta.title'),
    description: translate(lang, 'home.meta.description'),
    image: loaderData?.hero?.image.url,
  });
};

/** A band that shows a few of a list (the featured products, the gallery) and leads to the whole of it. */
function Showcase({
  id,
  name,
  link,
  children,
}: {
  id: string;
  name: 'featured' | 'gallery';
  link: { to: string; label: string };
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
      <SectionHeadingWithLink
        id={id}
        eyebrow={t(`home.${name}.eyebrow`)}
        title={t(`home.${name}.title`)}
        to={link.to}
        linkLabel={link.label}
      />
      {children}
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { segments, technologies, featured, hero, gallery, jsonLd } = loaderData;
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <section className="relative overflow-hidden bg-leaf-900 text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,var(--color-leaf-700),transparent_65%)]"
        />
        <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 pt-12 pb-14 sm:pt-16 lg:grid-cols-[1.05fr_1fr] lg:py-24">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-leaf-50 ring-1 ring-white/20">
              <span aria-hidden="true" className="h-2 w-2 rounded-full bg-sun-400" />
              {t('home.hero.badge')}
            </p>
            <h1 className="mt-5 text-4xl leading-[1.1] font-bold text-balance sm:text-5xl lg:text-6xl">
              {t('home.hero.title2')}
            </h1>
            <p className="mt-5 max-w-xl text-lg text-leaf-50">
              {t('home.hero.lead', { water: MARKETING.waterSavingPercent, days: MARKETING.harvestCycleDays })}
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link
                to="/contact"
                className="inline-flex items-center gap-2 rounded-full bg-sun-400 px-6 py-3 font-semibold text-gray-900 hover:bg-white"
              >
                {t('home.hero.primary')}{' '}
                <span aria-hidden="true" className="inline-block rtl:rotate-180">
                  →
                </span>
              </Link>
              <Link
                to="/products"
                className="rounded-full px-6 py-3 font-semibold text-white ring-1 ring-white/60 hover:bg-white hover:text-leaf-900"
              >
                {t('home.hero.secondary')}
              </Link>
            </div>
          </div>
          {hero && (
            <div className="relative">
              <SizedPicture
                image={hero.image}
                // The newest gallery picture, described by its own title.
                alt={hero.title}
                sizes="(min-width: 1280px) 600px, (min-width: 1024px) 48vw, 92vw"
                priority
                className="aspect-[4/3] w-full rounded-3xl object-cover shadow-2xl ring-1 ring-white/10"
              />
            </div>
          )}
        </div>
      </section>

      <section aria-labelledby="segments-title" className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
        <SectionHeading
          id="segments-title"
          eyebrow={t('home.segments.eyebrow')}
          title={t('home.segments.title')}
          text={t('home.segments.text')}
        />
        <ul className={`mt-10 ${TILE_GRIDS.fullWidth.className}`}>
          {segments.map((segment) => (
            <li key={segment._id}>
              <LinkCard
                to={segment.to}
                title={segment.name}
                description={segment.summary}
                cta={t('home.services.more')}
                image={segment.image ?? undefined}
                grid="fullWidth"
              />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="tech-title" className="bg-soil-100 py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4">
          <SectionHeading id="tech-title" eyebrow={t('home.tech.eyebrow')} title={t('home.tech.title')} />
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {technologies.map((technology, index) => (
              <li
                key={technology._id}
                className="relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-soil-100 has-[a:focus-visible]:ring-4 has-[a:focus-visible]:ring-leaf-700"
              >
                {technology.image && (
                  <img
                    src={technology.image}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    width={800}
                    height={600}
                    className="aspect-[16/9] w-full object-cover"
                  />
                )}
                <div className="flex flex-1 flex-col p-6">
                  <p aria-hidden="true" className="text-sm font-bold text-leaf-700">
                    0{index + 1}
                  </p>
                  <h3 className="mt-1 text-xl font-semibold text-gray-900">
                    <Link
                      to={technology.to}
                      className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
                    >
                      <bdi>{technology.name}</bdi>
                    </Link>
                  </h3>
                  <p className="mt-3 flex-1 text-gray-700">
                    <bdi>{technology.description}</bdi>
                  </p>
                  <p aria-hidden="true" className="mt-5 font-semibold text-leaf-700">
                    {t('home.tech.more', { name: technology.name })}{' '}
                    <span className="inline-block rtl:rotate-180">→</span>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* The farm planner, kept in its own block. */}
      <PlannerTeaser />

      <Showcase
        id="featured-title"
        name="featured"
        link={{ to: '/products', label: t('home.featured.viewAll') }}
      >
        {featured.length === 0 ? (
          <p className="mt-8 text-gray-700">{t('home.featured.empty')}</p>
        ) : (
          <ul className={`mt-10 ${PRODUCT_GRIDS.fullWidth.className}`}>
            {featured.map((product) => (
              <li key={product._id}>
                <ProductCard product={product} grid="fullWidth" headingLevel="h3" />
              </li>
            ))}
          </ul>
        )}
      </Showcase>

      <MarketingFigures />

      {gallery.length > 0 && (
        <Showcase
          id="gallery-strip-title"
          name="gallery"
          link={{ to: '/gallery', label: t('home.gallery.all') }}
        >
          <ul className="mt-10 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            {gallery.map((item) => (
              <li key={item._id} className="group relative overflow-hidden rounded-2xl bg-leaf-50">
                <SizedPicture
                  image={item.image}
                  alt=""
                  sizes="(min-width: 1024px) 300px, 46vw"
                  className="aspect-square h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
                />
                <p className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 to-transparent px-3 pt-8 pb-3 text-sm font-semibold text-white">
                  <bdi>{item.title}</bdi>
                </p>
              </li>
            ))}
          </ul>
        </Showcase>
      )}

      <ContactBand
        title={t('home.cta.title')}
        text={t('home.cta.text', MARKETING.returnOnInvestmentMonths)}
        action={t('content.contactCta')}
      />
    </>
  );
}
