import { BLOG_POSTS_PER_PAGE } from '@farm/contract';
import type { Route } from './+types/blog-list';
import { PostCard } from '#app/components/content/post-card';
import { Pager } from '#app/components/pager';
import { useI18n } from '#app/i18n/context';
import { translate } from '#app/i18n/messages';
import { apiFor, bodyOrNotFound } from '#app/lib/api.server';
import { formatDate } from '#app/lib/dates';
import { languageOf, redirectInLanguage } from '#app/lib/language.server';
import { clampPage, pageHref, requestedPage } from '#app/lib/pagination';
import { pageMeta } from '#app/lib/seo';
import { siteFromMatches } from '#app/lib/site';

// /blog-list: published posts, newest first, six a page at ?page=N (docs/decisions/013-real-blog.md).
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = languageOf(request);
  const asked = requestedPage(url.searchParams);
  const body = bodyOrNotFound(
    await apiFor(request, context).content.listPosts({
      query: { page: asked, limit: BLOG_POSTS_PER_PAGE },
    }),
  );
  const page = clampPage(asked, body.pages);
  const raw = url.searchParams.get('page');
  if (raw !== null && raw !== String(page)) throw redirectInLanguage(request, pageHref(url.pathname, page));
  return {
    page,
    pages: body.pages,
    posts: body.data.map((post) => ({ ...post, date: formatDate(post.publishedAt, lang) })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { lang, origin } = siteFromMatches(matches);
  const page = loaderData?.page ?? 1;
  return pageMeta({
    lang,
    origin,
    path: pageHref('/blog-list', page),
    title: page > 1 ? translate(lang, 'blog.meta.pageTitle', { page }) : translate(lang, 'blog.meta.title'),
    description: translate(lang, 'blog.meta.description'),
  });
};

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { page, pages, posts } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
      <header className="max-w-2xl">
        <h1 className="text-4xl font-bold text-gray-900 sm:text-5xl">{t('blog.title')}</h1>
        <p className="mt-4 text-lg text-gray-700">{t('blog.lead')}</p>
      </header>
      {posts.length === 0 ? (
        <p className="mt-12 rounded-xl border border-dashed border-leaf-300 bg-white p-12 text-center text-lg text-gray-700">
          {t('blog.empty')}
        </p>
      ) : (
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post._id}>
              <PostCard post={post} cta={t('content.readMore')} />
            </li>
          ))}
        </ul>
      )}
      <Pager pathname="/blog-list" page={page} pages={pages} />
    </div>
  );
}
