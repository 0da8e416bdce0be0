import { Link } from 'react-router';
import type { Route } from './+types/gallery';
import { accountMeta } from '#app/lib/account-meta';

import { ListPager, ListSearch } from '#app/admin/content/list-pager';
import { keepPageInRange, listQueryOf } from '#app/admin/content/list-query.server';
import { useI18n } from '#app/i18n/context';
import { adminApi, bodyOrNotFound } from '#app/lib/api.server';
import { SEARCH_MAX_LENGTH } from '#app/routes/admin-panel/customer-query';
import { buttonVariants } from '#app/components/ui/button';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'admin.gallery');

const EDIT = '/admin-panel/gallery/add-gallery';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = await adminApi(request, context);
  const { page: asked, limit, search } = listQueryOf(request);
  const list = bodyOrNotFound(
    await api.content.adminListGallery({
      query: { page: asked, limit, ...(search ? { search } : {}) },
    }),
  );
  const page = keepPageInRange(request, asked, list.pages);
  return { search, page, pages: list.pages, total: list.total, items: list.data };
}

/** The gallery's pictures, newest first, as cards with their texts and the ways to change them. */
export default function AdminGallery({ loaderData }: Route.ComponentProps) {
  const { search, page, pages, total, items } = loaderData;
  const { t, tn, lang } = useI18n();
  const inLang = (en: string, ar: string) => (lang === 'ar' && ar ? ar : en);
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-gray-900">{t('admin.gallery')}</h1>
        <Link to={EDIT} className={buttonVariants()}>
          {t('adminContent.gallery.new')}
        </Link>
      </div>
      <p className="mt-1 text-gray-700">{tn('adminContent.gallery.count', total)}</p>
      <ListSearch
        id="gallery-search"
        search={search}
        label={t('adminContent.gallery.search')}
        maxLength={SEARCH_MAX_LENGTH}
      />
      {items.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed border-leaf-300 bg-white p-8 text-center text-gray-700">
          {t('adminContent.gallery.none')}
        </p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {items.map((item) => {
            const title = inLang(item.title, item.titleAr);
            const thumb = item.image.variants[0] ?? item.image;
            return (
              <li
                key={item._id}
                className="flex flex-col overflow-hidden rounded-xl border border-gray-200 bg-white"
              >
                <img
                  src={thumb.url}
                  alt=""
                  width={item.image.width}
                  height={item.image.height}
                  loading="lazy"
                  className="aspect-[3/2] w-full object-cover"
                />
                <div className="flex flex-1 flex-col p-4">
                  <p className="font-semibold break-words text-gray-900">{title}</p>
                  <p className="mt-1 line-clamp-2 text-sm break-words text-gray-700">
                    {inLang(item.description, item.descriptionAr)}
                  </p>
                  <div className="mt-auto flex gap-1 pt-3 text-sm">
                    <Link
                      to={`${EDIT}/${item._id}`}
                      className={buttonVariants({ variant: 'link', size: 'xs' })}
                      aria-label={t('adminContent.editNamed', { name: title })}
                    >
                      {t('adminContent.edit')}
                    </Link>
                    <Link
                      to={`${EDIT}/${item._id}?delete`}
                      className={buttonVariants({ variant: 'dangerLink', size: 'xs' })}
                      aria-label={t('adminContent.deleteNamed', { name: title })}
                    >
                      {t('adminContent.delete')}
                    </Link>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ListPager base="/admin-panel/gallery" search={search} page={page} pages={pages} />
    </div>
  );
}
