import type { Route } from './+types/service';
import { LinkCard } from '#app/components/link-card';
import { ServiceMedia } from '#app/components/service-media';
import { useI18n } from '#app/i18n/context';
import { translate } from '#app/i18n/messages';
import { apiFor, bodyOrNotFound, pathParam } from '#app/lib/api.server';
import { CATEGORY_FALLBACK_IMAGE } from '#app/lib/media';
import { pageMeta, summarize } from '#app/lib/seo';
import { siteFromMatches } from '#app/lib/site';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = pathParam(params.id);
  const api = apiFor(request, context);
  const [service, categories] = await Promise.all([
    api.catalog.getService({ params: { id } }),
    api.catalog.listServiceCategories({ params: { id } }),
  ]);
  const { data } = bodyOrNotFound(service);
  return {
    service: {
      _id: data._id,
      name: data.name,
      subHeading: data.subHeading,
      description: data.description,
      subdescription: data.subdescription,
      images: data.image.map((media) => media.url),
      videos: data.video.map((media) => media.url),
    },
    categories: bodyOrNotFound(categories).data.map((category) => ({
      _id: category._id,
      name: category.name,
      description: category.description,
      image: category.image?.url || CATEGORY_FALLBACK_IMAGE,
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { lang, origin } = siteFromMatches(matches);
  if (!loaderData)
    return [{ title: `${translate(lang, 'notFound.meta.title')} | ${translate(lang, 'brand.name')}` }];
  const { service } = loaderData;
  return pageMeta({
    lang,
    origin,
    path: `/service/${service._id}`,
    title: service.name,
    description: summarize(service.description),
  });
};

export default function Service({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { service, categories } = loaderData;
  return (
    <>
      <section className="bg-gradient-to-br from-leaf-800 to-leaf-600 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16">
          {service.subHeading && (
            <p className="font-semibold text-sun-400">
              <bdi>{service.subHeading}</bdi>
            </p>
          )}
          <h1 className="mt-2 text-4xl font-extrabold">
            <bdi>{service.name}</bdi>
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-leaf-50">
            <bdi>{service.description}</bdi>
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-12">
        {service.subdescription && (
          <p className="max-w-3xl leading-relaxed text-gray-800">
            <bdi>{service.subdescription}</bdi>
          </p>
        )}
        <section aria-labelledby="categories-title" className="mt-10">
          <h2 id="categories-title" className="text-2xl font-bold text-gray-900">
            {t('service.categories')}
          </h2>
          {categories.length === 0 ? (
            <p className="mt-6 text-gray-700">{t('service.noCategories')}</p>
          ) : (
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {categories.map((category) => (
                <li key={category._id}>
                  <LinkCard
                    to={`/products/${category._id}`}
                    title={category.name}
                    description={category.description}
                    cta={t('service.viewProducts')}
                    image={category.image}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
        <ServiceMedia name={service.name} images={service.images} videos={service.videos} />
      </div>
    </>
  );
}
