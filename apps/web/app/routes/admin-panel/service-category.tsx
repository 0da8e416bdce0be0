import { Link } from 'react-router';
import type { Route } from './+types/service-category';
import { accountMeta } from '#app/lib/account-meta';

import { useI18n } from '#app/i18n/context';
import { adminApi, bodyOrNotFound } from '#app/lib/api.server';
import { rendition } from '#app/lib/media';
import { buttonVariants } from '#app/components/ui/button';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'admin.serviceCategory');

const BASE = '/admin-panel/service-category';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = await adminApi(request, context);
  const [services, categories] = await Promise.all([
    api.adminCatalog.adminListServices(),
    api.adminCatalog.adminListCategories({ query: {} }),
  ]);
  return {
    services: bodyOrNotFound(services).data,
    categories: bodyOrNotFound(categories).data,
  };
}

/** Services and their categories, each with what uses it, and the ways to add, edit and delete them. */
export default function ServiceCategory({ loaderData }: Route.ComponentProps) {
  const { services, categories } = loaderData;
  const { t, tn, lang } = useI18n();
  const named = (item: { name: string; nameAr: string }) =>
    lang === 'ar' && item.nameAr ? item.nameAr : item.name;
  const serviceName = new Map(services.map((service) => [service._id, named(service)]));
  return (
    <div>
      <h1 className="text-3xl font-bold text-gray-900">{t('admin.serviceCategory')}</h1>
      <p className="mt-1 text-gray-700">{t('adminContent.sc.intro')}</p>

      <section aria-labelledby="services-title" className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="services-title" className="text-2xl font-semibold text-gray-900">
            {t('adminContent.sc.services')}
          </h2>
          <Link to={`${BASE}/add-service`} className={buttonVariants()}>
            {t('adminContent.sc.addService')}
          </Link>
        </div>
        {services.length === 0 ? (
          <p className="mt-4 rounded-xl border border-dashed border-leaf-300 bg-white p-6 text-center text-gray-700">
            {t('adminContent.sc.noServices')}
          </p>
        ) : (
          <ul className="mt-4 divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
            {services.map((service) => (
              <li key={service._id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
                <div className="min-w-0 flex-1 basis-48">
                  <p className="font-semibold break-words text-gray-900">{named(service)}</p>
                  <p className="text-sm text-gray-600">
                    <span dir="ltr">{service.slug}</span>
                    {' · '}
                    {tn('adminContent.sc.categoryCount', service.categoryCount)}
                  </p>
                </div>
                <div className="flex flex-wrap gap-1 text-sm">
                  <Link
                    to={`${BASE}/add-service/${service._id}`}
                    className={buttonVariants({ variant: 'link', size: 'xs' })}
                    aria-label={t('adminContent.editNamed', { name: named(service) })}
                  >
                    {t('adminContent.edit')}
                  </Link>
                  <Link
                    to={`${BASE}/add-category/${service._id}`}
                    className={buttonVariants({ variant: 'link', size: 'xs' })}
                    aria-label={t('adminContent.sc.addCategoryTo', { name: named(service) })}
                  >
                    {t('adminContent.sc.addCategoryShort')}
                  </Link>
                  <Link
                    to={`${BASE}/add-service/${service._id}?delete`}
                    className={buttonVariants({ variant: 'dangerLink', size: 'xs' })}
                    aria-label={t('adminContent.deleteNamed', { name: named(service) })}
                  >
                    {t('adminContent.delete')}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="categories-title" className="mt-10">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="categories-title" className="text-2xl font-semibold text-gray-900">
            {t('adminContent.sc.categories')}
          </h2>
          <Link to={`${BASE}/add-category`} className={buttonVariants({ variant: 'secondary' })}>
            {t('adminContent.sc.addCategory')}
          </Link>
        </div>
        {categories.length === 0 ? (
          <p className="mt-4 rounded-xl border border-dashed border-leaf-300 bg-white p-6 text-center text-gray-700">
            {t('adminContent.sc.noCategories')}
          </p>
        ) : (
          <ul className="mt-4 divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
            {categories.map((category) => (
              <li key={category._id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
                {category.image ? (
                  <img
                    src={rendition(category.image.url, 160)}
                    alt=""
                    width={56}
                    height={56}
                    loading="lazy"
                    className="h-14 w-14 shrink-0 rounded-lg object-cover"
                  />
                ) : (
                  <span aria-hidden="true" className="h-14 w-14 shrink-0 rounded-lg bg-leaf-50" />
                )}
                <div className="min-w-0 flex-1 basis-40">
                  <p className="font-semibold break-words text-gray-900">{named(category)}</p>
                  <p className="text-sm text-gray-600">
                    {serviceName.get(category.serviceId) ?? '—'}
                    {' · '}
                    {tn('adminContent.sc.productCount', category.productCount)}
                  </p>
                </div>
                <div className="flex flex-wrap gap-1 text-sm">
                  <Link
                    to={`${BASE}/edit-category/${category._id}`}
                    className={buttonVariants({ variant: 'link', size: 'xs' })}
                    aria-label={t('adminContent.editNamed', { name: named(category) })}
                  >
                    {t('adminContent.edit')}
                  </Link>
                  <Link
                    to={`${BASE}/edit-category/${category._id}?delete`}
                    className={buttonVariants({ variant: 'dangerLink', size: 'xs' })}
                    aria-label={t('adminContent.deleteNamed', { name: named(category) })}
                  >
                    {t('adminContent.delete')}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
