import { Link } from 'react-router';
import type { Route } from './+types/blog-details';
import { SizedPicture } from '#app/components/content/sized-picture';
import { Breadcrumb } from '#app/components/content/breadcrumb';
import { useI18n } from '#app/i18n/context';
import { Written, writtenIn } from '#app/components/ui/written';
import { translate } from '#app/i18n/messages';
import { apiFor, bodyOrNotFound, pathParam } from '#app/lib/api.server';
import { formatDate } from '#app/lib/dates';
import { env } from '#app/lib/env.server';
import { articleJsonLd, serializeJsonLd } from '#app/lib/json-ld';
import { languageOf } from '#app/lib/language.server';
import { localizedPath, notFoundMeta, pageMeta, summarize } from '#app/lib/seo';
import { siteFromMatches } from '#app/lib/site';

// /blog-details/:slug: one published post; its HTML was rendered from Markdown and sanitised by the API.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = languageOf(request);
  const post = bodyOrNotFound(
    await apiFor(request, context).content.getPost({
      params: { slug: pathParam(params.slug) },
    }),
  ).data;
  const path = `/blog-details/${encodeURIComponent(post.slug)}`;
  return {
    post: { ...post, date: formatDate(post.publishedAt, lang) },
    jsonLd: serializeJsonLd(
      articleJsonLd(post, {
        origin: env.PUBLIC_ORIGIN,
        lang,
        url: `${env.PUBLIC_ORIGIN}${localizedPath(path, lang)}`,
        publisher: translate(lang, 'brand.name'),
      }),
    ),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { lang, origin } = siteFromMatches(matches);
  if (!loaderData) return notFoundMeta(lang);
  const { post } = loaderData;
  return [
    ...pageMeta({
      lang,
      origin,
      path: `/blog-details/${encodeURIComponent(post.slug)}`,
      title: post.title,
      description: summarize(post.excerpt),
      type: 'article',
      image: post.cover.url,
    }),
    { property: 'article:published_time', content: post.publishedAt },
  ];
};

export default function BlogDetails({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  const { post, jsonLd } = loaderData;
  return (
    <article className="pb-16">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <header className="mx-auto max-w-3xl px-4 pt-10 sm:pt-14">
        {/* The post's title is the heading below; search engines get it as the trail's last step. */}
        <Breadcrumb trail={[{ to: '/blog-list', label: t('nav.blog') }]} currentName={post.title} />
        <h1 className="mt-6 text-3xl leading-tight font-bold text-balance text-gray-900 sm:text-5xl">
          <Written text={post.title} />
        </h1>
        <p className="mt-4 text-lg text-gray-700">
          <Written text={post.excerpt} />
        </p>
        <p className="mt-4 text-sm text-gray-700">
          <bdi>{t('blog.by', { author: post.author })}</bdi> ·{' '}
          <time dateTime={post.publishedAt}>{post.date}</time>
        </p>
      </header>
      <div className="mx-auto mt-8 max-w-5xl px-4">
        <SizedPicture
          image={post.cover}
          alt=""
          sizes="(min-width: 1024px) 992px, 100vw"
          priority
          className="aspect-[16/9] w-full rounded-3xl object-cover shadow-md"
        />
      </div>
      {/* Sanitised by the API: no scripts, event handlers or javascript: links survive it. */}
      <div
        className="post-body mx-auto mt-10 max-w-3xl px-4"
        {...writtenIn(lang, post.html.replace(/<[^>]*>/g, ''))}
        dangerouslySetInnerHTML={{ __html: post.html }}
      />
      <div className="mx-auto mt-12 max-w-3xl px-4">
        <Link to="/blog-list" className="font-semibold text-leaf-700 underline-offset-4 hover:underline">
          <span aria-hidden="true" className="inline-block rtl:rotate-180">
            ←
          </span>{' '}
          {t('blog.back')}
        </Link>
      </div>
    </article>
  );
}
