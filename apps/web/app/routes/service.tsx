import { Link } from 'react-router';
import type { Route } from './+types/service';
import { ContactBand } from '#app/components/content/contact-band';
import { ServiceHero } from '#app/components/content/page-hero';
import { CategoryGrid, categoryTileOf } from '#app/components/category-grid';
import { ServiceMedia, servicePageOf } from '#app/components/service-media';
import { useI18n } from '#app/i18n/context';
import { apiFor, bodyOrNotFound, pathParam } from '#app/lib/api.server';
import { isSegmentSlug, segmentPath } from '#app/lib/segments';
import { notFoundMeta, pageMeta, summarize } from '#app/lib/seo';
import { siteFromMatches } from '#app/lib/site';
import { Written } from '#app/components/ui/written';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = pathParam(params.id);
  const api = apiFor(request, context);
  const [service, categories] = await Promise.all([
    api.catalog.getService({ params: { id } }),
    api.catalog.listServiceCategories({ params: { id } }),
  ]);
  const { data } = bodyOrNotFound(service);
  return {
    // A segment's service is also its segment page (/residential, …), which is the one search engines list.
    canonicalPath: isSegmentSlug(data.slug) ? segmentPath(data.slug) : `/service/${data._id}`,
    service: servicePageOf(data),
    categories: bodyOrNotFound(categories).data.map(categoryTileOf),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { lang, origin } = siteFromMatches(matches);
  if (!loaderData) return notFoundMeta(lang);
  const { service, canonicalPath } = loaderData;
  return pageMeta({
    lang,
    origin,
    path: canonicalPath,
    title: service.name,
    description: summarize(service.description),
    image: service.images[0],
  });
};

const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-full bg-sun-400 px-6 py-3 font-semibold text-gray-900 hover:bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white';

/**
 * A service: what it is, its categories and media in the wide column, and beside them (below them on a
 * phone) the facts at a glance with the way to the service's enquiry form, which opens and closes the page.
 */
export default function Service({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { service, categories } = loaderData;
  const enquiry = `/customize-form/${service._id}`;
  const facts = [
    { label: t('service.factCategories'), value: categories.length },
    { label: t('service.factImages'), value: service.images.length },
    { label: t('service.factVideos'), value: service.videos.length },
  ].filter((fact) => fact.value > 0);
  return (
    <>
      <ServiceHero service={service}>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={enquiry} className={primaryButton}>
            {t('service.enquire')}
          </Link>
          <Link
            to="/planner"
            className="rounded-full px-6 py-3 font-semibold text-white ring-1 ring-white/60 hover:bg-white hover:text-leaf-900"
          >
            {t('service.planner')}
          </Link>
        </div>
      </ServiceHero>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-[minmax(0,1fr)_18rem] xl:gap-14">
        <div className="min-w-0">
          {service.subdescription && (
            <p className="max-w-3xl text-lg leading-relaxed text-gray-800">
              <Written text={service.subdescription} />
            </p>
          )}
          <section aria-labelledby="categories-title" className={service.subdescription ? 'mt-10' : ''}>
            <h2 id="categories-title" className="text-2xl font-bold text-gray-900">
              {t('service.categories')}
            </h2>
            <CategoryGrid categories={categories} grid="besideFacts" className="mt-6" />
          </section>
          <ServiceMedia name={service.name} images={service.images} videos={service.videos} />
        </div>
        <aside aria-labelledby="glance-title" className="lg:order-none">
          <div className="rounded-2xl bg-leaf-50 p-6 ring-1 ring-leaf-100 lg:sticky lg:top-28">
            <h2 id="glance-title" className="text-lg font-bold text-gray-900">
              {t('service.atAGlance')}
            </h2>
            {facts.length > 0 && (
              <dl className="mt-4 grid grid-cols-3 gap-3 lg:grid-cols-1">
                {facts.map((fact) => (
                  <div key={fact.label} className="rounded-xl bg-white p-3 ring-1 ring-leaf-100">
                    <dt className="text-sm text-gray-700">{fact.label}</dt>
                    <dd className="text-2xl font-bold text-leaf-800">{fact.value}</dd>
                  </div>
                ))}
              </dl>
            )}
            <p className="mt-5 text-gray-800">{t('service.ctaText')}</p>
            <Link
              to={enquiry}
              className="mt-5 inline-flex w-full items-center justify-center rounded-full bg-leaf-700 px-5 py-3 font-semibold text-white hover:bg-leaf-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-leaf-700"
            >
              {t('service.enquire')}
            </Link>
          </div>
        </aside>
      </div>
      <ContactBand
        title={t('service.ctaTitle', { name: service.name })}
        text={t('service.ctaText')}
        action={t('service.enquire')}
        to={enquiry}
      />
    </>
  );
}
