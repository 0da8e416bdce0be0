import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/service-category';
import { accountMeta } from '#app/lib/account-meta';
import { useI18n } from '#app/i18n/context';
import { adminApi, bodyOrNotFound } from '#app/lib/api.server';
import { rendition } from '#app/lib/media';
import { buttonVariants } from '#app/components/ui/button';
import { RecordLink } from '#app/admin/content/list-pager';

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
  const { t, tn } = useI18n();
  const named = useNamed();
  const serviceName = new Map(services.map((service) => [service._id, named(service)]));
  return (
    <div>
      <h1 className="text-3xl font-bold text-gray-900">{t('admin.serviceCategory')}</h1>
      <p className="mt-1 text-gray-700">{t('adminContent.sc.intro')}</p>

      <ListSection list="services" empty={services.length === 0}>
        {services.map((service) => (
          <Row key={service._id} list="services" item={service}>
            <span dir="ltr">{service.slug}</span>
            {' · '}
            {tn('adminContent.sc.categoryCount', service.categoryCount)}
          </Row>
        ))}
      </ListSection>

      <ListSection list="categories" empty={categories.length === 0}>
        {categories.map((category) => (
          <Row key={category._id} list="categories" item={category} picture={category.image}>
            {serviceName.get(category.serviceId) ?? '—'}
            {' · '}
            {tn('adminContent.sc.productCount', category.productCount)}
          </Row>
        ))}
      </ListSection>
    </div>
  );
}

/** A service's or category's name in the page's language, where it has been translated. */
function useNamed() {
  const { lang } = useI18n();
  return (item: { name: string; nameAr: string }) => (lang === 'ar' && item.nameAr ? item.nameAr : item.name);
}

/** The screen's two lists: the services come first, as the main one; each category belongs to one. */
type List = 'services' | 'categories';

/** One list of the screen: its heading with the way to add, and its rows or the sentence that it is empty. */
function ListSection({ list, empty, children }: { list: List; empty: boolean; children: ReactNode }) {
  const { t } = useI18n();
  const main = list === 'services';
  return (
    <section aria-labelledby={`${list}-title`} className={main ? 'mt-8' : 'mt-10'}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${list}-title`} className="text-2xl font-semibold text-gray-900">
          {t(`adminContent.sc.${list}`)}
        </h2>
        <Link
          to={`${BASE}/${main ? 'add-service' : 'add-category'}`}
          className={buttonVariants({ variant: main ? 'primary' : 'secondary' })}
        >
          {t(main ? 'adminContent.sc.addService' : 'adminContent.sc.addCategory')}
        </Link>
      </div>
      {empty ? (
        <p className="mt-4 rounded-xl border border-dashed border-leaf-300 bg-white p-6 text-center text-gray-700">
          {t(main ? 'adminContent.sc.noServices' : 'adminContent.sc.noCategories')}
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
          {children}
        </ul>
      )}
    </section>
  );
}

/**
 * A service or category: a category's picture, the name, what the screen says about it (the children),
 * and its Edit and Delete links (the delete question is the edit page at `?delete`); a service also
 * offers to add a category to it.
 */
function Row({
  list,
  item,
  picture,
  children,
}: {
  list: List;
  item: { _id: string; name: string; nameAr: string };
  picture?: { url: string };
  children: ReactNode;
}) {
  const { t } = useI18n();
  const name = useNamed()(item);
  const edit = `${BASE}/${list === 'services' ? 'add-service' : 'edit-category'}/${item._id}`;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
      {list === 'categories' &&
        (picture ? (
          <img
            src={rendition(picture.url, 160)}
            alt=""
            width={56}
            height={56}
            loading="lazy"
            className="h-14 w-14 shrink-0 rounded-lg object-cover"
          />
        ) : (
          <span aria-hidden="true" className="h-14 w-14 shrink-0 rounded-lg bg-leaf-50" />
        ))}
      <div className={`min-w-0 flex-1 ${list === 'services' ? 'basis-48' : 'basis-40'}`}>
        <p className="font-semibold break-words text-gray-900">{name}</p>
        <p className="text-sm text-gray-600">{children}</p>
      </div>
      <div className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
        <RecordLink edit={edit} name={name} />
        {list === 'services' && (
          <Link
            to={`${BASE}/add-category/${item._id}`}
            className={buttonVariants({ variant: 'link', size: 'xs' })}
            aria-label={t('adminContent.sc.addCategoryTo', { name })}
          >
            {t('adminContent.sc.addCategoryShort')}
          </Link>
        )}
        <RecordLink edit={edit} name={name} remove />
      </div>
    </li>
  );
}
