import { Link } from 'react-router';
import type { Route } from './+types/segment';
import { ContactBand } from '#app/components/content/contact-band';
import { ServiceHero } from '#app/components/content/page-hero';
import { SectionHeading, SectionHeadingWithLink } from '#app/components/content/section-heading';
import { CategoryGrid, categoryTileOf } from '#app/components/category-grid';
import { Icon } from '#app/components/icons';
import { ServiceMedia, servicePageOf } from '#app/components/service-media';
import { useI18n } from '#app/i18n/context';
import { translate } from '#app/i18n/messages';
import { apiFor, bodyOrNotFound, notFound, pathParam } from '#app/lib/api.server';
import { INSTITUTIONAL_TILE_SLUGS } from '#app/lib/category-alias.server';
import { SCHOOL_PROGRAMME_PATH } from '#app/lib/documents';
import { isSegmentSlug } from '#app/lib/segments';
import { pageMeta } from '#app/lib/seo';
import { siteFromMatches } from '#app/lib/site';

const OFFERS = ['o1', 'o2', 'o3', 'o4'] as const;

// /commercial, /industrial, /institutional and /residential: one module, the segment read from the path.
export async function loader({ request, context }: Route.LoaderArgs) {
  // Routes match whatever the case (/Residential opens this module, as /About opens the about page).
  const slug = new URL(request.url).pathname.replace(/^\/+|\/+$/g, '').toLowerCase();
  if (!isSegmentSlug(slug)) notFound();
  const api = apiFor(request, context);
  const services = bodyOrNotFound(await api.catalog.listServices()).data;
  const service = services.find((item) => item.slug === slug) ?? notFound();
  // The institutional page's four tiles are fixed categories, named by slug; the others list their own.
  const categories =
    slug === 'institutional'
      ? await api.catalog.listCategoriesBySlug({
          query: { slugs: INSTITUTIONAL_TILE_SLUGS.join(',') },
        })
      : await api.catalog.listServiceCategories({ params: { id: pathParam(service._id) } });
  return {
    slug,
    service: {
      ...servicePageOf(service),
      // The long enquiry form of this service (built with the enquiries issue).
      enquiry: `/customize-form/${service._id}`,
    },
    categories: bodyOrNotFound(categories).data.map(categoryTileOf),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { lang, origin } = siteFromMatches(matches);
  if (!loaderData) return [];
  const { slug, service } = loaderData;
  return pageMeta({
    lang,
    origin,
    path: `/${slug}`,
    title: service.name,
    description: translate(lang, `segment.${slug}.meta`),
    image: service.images[0],
  });
};

export default function Segment({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { slug, service, categories } = loaderData;
  const institutional = slug === 'institutional';
  return (
    <>
      <ServiceHero service={service}>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link
            to={service.enquiry}
            className="inline-flex items-center gap-2 rounded-full bg-sun-400 px-6 py-3 font-semibold text-gray-900 hover:bg-white"
          >
            {t('segment.enquire')}
          </Link>
          <Link
            to="/products"
            className="rounded-full px-6 py-3 font-semibold text-white ring-1 ring-white/60 hover:bg-white hover:text-leaf-900"
          >
            {slug === 'residential' ? t('segment.shop') : t('segment.categories.all')}
          </Link>
        </div>
      </ServiceHero>

      <section aria-labelledby="offer-title" className="mx-auto max-w-7xl px-4 py-16">
        <SectionHeading id="offer-title" title={t('segment.offer.title')} text={service.subdescription} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {OFFERS.map((offer, index) => (
            <li key={offer} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-leaf-100">
              <p
                aria-hidden="true"
                className="flex h-10 w-10 items-center justify-center rounded-full bg-leaf-50 font-bold text-leaf-700"
              >
                {index + 1}
              </p>
              <h3 className="mt-4 text-lg font-semibold text-gray-900">
                {t(`segment.${slug}.${offer}.title`)}
              </h3>
              <p className="mt-2 text-gray-700">{t(`segment.${slug}.${offer}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="categories-title" className="bg-soil-100 py-16">
        <div className="mx-auto max-w-7xl px-4">
          <SectionHeadingWithLink
            id="categories-title"
            title={institutional ? t('segment.institutional.tiles') : t('segment.categories.title')}
            to="/products"
            linkLabel={t('segment.categories.all')}
          />
          <CategoryGrid categories={categories} grid="fullWidth" className="mt-10" />
          {institutional && (
            <div className="mt-10 flex flex-col items-start justify-between gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-leaf-100 sm:flex-row sm:items-center">
              <div>
                <h3 className="text-xl font-semibold text-gray-900">
                  {t('segment.institutional.bannerTitle')}
                </h3>
                <p className="mt-1 text-gray-700">{t('segment.institutional.bannerText')}</p>
              </div>
              <a
                href={SCHOOL_PROGRAMME_PATH}
                download
                className="inline-flex shrink-0 items-center gap-2 rounded-full bg-leaf-700 px-5 py-2.5 font-semibold text-white hover:bg-leaf-800"
              >
                <Icon name="download" width={18} height={18} />
                {t('segment.institutional.bannerLink')}
              </a>
            </div>
          )}
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4">
        <ServiceMedia name={service.name} images={service.images} videos={service.videos} />
      </div>

      <ContactBand
        title={t('segment.enquiryTitle')}
        text={t('segment.enquiryText')}
        action={t('segment.enquire')}
        to={service.enquiry}
      />
    </>
  );
}
