import { useLocation } from 'react-router';
import type { Route } from './+types/gallery';
import { accountMeta } from '#app/lib/account-meta';
import { EmptyList, ListPager, ListSearch, ListTitle, RecordLink } from '#app/admin/content/list-pager';
import { keepPageInRange, listQueryOf } from '#app/admin/content/list-query.server';
import { useI18n } from '#app/i18n/context';
import { adminApi, bodyOrNotFound } from '#app/lib/api.server';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'admin.gallery');

const EDIT = '/admin-panel/gallery/add-gallery';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = await adminApi(request, context);
  const { search, query } = listQueryOf(request);
  const list = bodyOrNotFound(await api.content.adminListGallery({ query }));
  const page = keepPageInRange(request, query.page, list.pages);
  return { search, page, pages: list.pages, total: list.total, items: list.data };
}

/** The gallery's pictures, newest first, as cards with their texts and the ways to change them. */
export default function AdminGallery({ loaderData }: Route.ComponentProps) {
  const { search, page, pages, total, items } = loaderData;
  const { t, tn, lang } = useI18n();
  // The list as the admin sees it (search, page): its records' screens come back to it.
  const listQuery = useLocation().search;
  const inLang = (en: string, ar: string) => (lang === 'ar' && ar ? ar : en);
  return (
    <div>
      <ListTitle
        title={t('admin.gallery')}
        count={tn('adminContent.gallery.count', total)}
        add={{ to: EDIT, label: t('adminContent.gallery.new') }}
      />
      <ListSearch id="gallery-search" search={search} label={t('adminContent.gallery.search')} />
      {items.length === 0 ? (
        <EmptyList>{t('adminContent.gallery.none')}</EmptyList>
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
                  <div className="mt-auto flex gap-x-5 pt-3 text-sm">
                    <RecordLink edit={`${EDIT}/${item._id}`} listQuery={listQuery} name={title} />
                    <RecordLink edit={`${EDIT}/${item._id}`} listQuery={listQuery} name={title} remove />
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
