import { Link, useLocation } from 'react-router';
import type { Route } from './+types/blog';
import { accountMeta } from '#app/lib/account-meta';
import { EmptyList, ListPager, ListSearch, ListTitle, RecordLink } from '#app/admin/content/list-pager';
import { keepPageInRange, listQueryOf } from '#app/admin/content/list-query.server';
import { useI18n } from '#app/i18n/context';
import { useDateFormat } from '#app/lib/dates';
import { adminApi, bodyOrNotFound } from '#app/lib/api.server';
import { buttonVariants } from '#app/components/ui/button';
import { pick } from '#app/utils/pick';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'admin.blog');

const EDIT = '/admin-panel/blogs/blogs-create';

/** What a row of the list shows of a post. */
const ROW_FIELDS = [
  '_id',
  'slug',
  'title',
  'titleAr',
  'cover',
  'author',
  'authorAr',
  'published',
  'publishedAt',
  'createdAt',
] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = await adminApi(request, context);
  const { search, query } = listQueryOf(request);
  const list = bodyOrNotFound(await api.content.adminListPosts({ query }));
  const page = keepPageInRange(request, query.page, list.pages);
  // Each row as the list shows it: a post's texts (up to 40,000 characters a language) stay on the server.
  const posts = list.data.map((post) => pick(post, ROW_FIELDS));
  return { search, page, pages: list.pages, total: list.total, posts };
}

/** Every post, drafts included, newest first, with the way to write a new one. */
export default function AdminBlog({ loaderData }: Route.ComponentProps) {
  const { search, page, pages, total, posts } = loaderData;
  const { t, tn, lang } = useI18n();
  // The list as the admin sees it (search, page): its records' screens come back to it.
  const listQuery = useLocation().search;
  const date = useDateFormat();
  const title = (post: { title: string; titleAr: string }) =>
    lang === 'ar' && post.titleAr ? post.titleAr : post.title;
  return (
    <div>
      <ListTitle
        title={t('admin.blog')}
        count={tn('adminContent.blog.count', total)}
        add={{ to: EDIT, label: t('adminContent.blog.new') }}
      />
      <ListSearch id="post-search" search={search} label={t('adminContent.blog.search')} />
      {posts.length === 0 ? (
        <EmptyList>{t('adminContent.blog.none')}</EmptyList>
      ) : (
        <ul className="mt-6 divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
          {posts.map((post) => (
            <li key={post._id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
              <img
                src={post.cover.variants[0]?.url ?? post.cover.url}
                alt=""
                width={80}
                height={56}
                loading="lazy"
                className="h-14 w-20 shrink-0 rounded-lg object-cover"
              />
              <div className="min-w-0 flex-1 basis-48">
                <p className="font-semibold break-words text-gray-900">{title(post)}</p>
                <p className="text-sm text-gray-600">
                  <span
                    className={`me-2 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${post.published ? 'bg-leaf-100 text-leaf-900' : 'bg-amber-100 text-amber-900'}`}
                  >
                    {t(post.published ? 'adminContent.blog.published' : 'adminContent.blog.draft')}
                  </span>
                  {date.format(new Date(post.publishedAt || post.createdAt))}
                  {' · '}
                  {(lang === 'ar' && post.authorAr) || post.author}
                </p>
              </div>
              <div className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
                {post.published && (
                  <Link
                    to={`/blog-details/${post.slug}`}
                    className={buttonVariants({ variant: 'link', size: 'xs' })}
                    aria-label={t('adminContent.blog.viewNamed', { name: title(post) })}
                  >
                    {t('adminContent.blog.view')}
                  </Link>
                )}
                <RecordLink edit={`${EDIT}/${post._id}`} listQuery={listQuery} name={title(post)} />
                <RecordLink edit={`${EDIT}/${post._id}`} listQuery={listQuery} name={title(post)} remove />
              </div>
            </li>
          ))}
        </ul>
      )}
      <ListPager base="/admin-panel/blog" search={search} page={page} pages={pages} />
    </div>
  );
}
