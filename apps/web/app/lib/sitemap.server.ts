import { type Language, languages } from '#app/i18n/messages';
import { type Api, bodyOrNotFound, pathParam } from '#app/lib/api.server';
import { isSegmentSlug, SEGMENT_SLUGS, segmentPath } from '#app/lib/segments';
import { localizedPath } from '#app/lib/seo';

// The API's largest page size: fewer round trips while walking the whole catalog.
const PAGE_LIMIT = 100;

/** The content pages every visitor can reach, in the order a reader meets them. */
const CONTENT_PATHS = [
  '/home',
  '/about',
  ...SEGMENT_SLUGS.map(segmentPath),
  '/products',
  '/gallery',
  '/blog-list',
  '/policy-guidelines',
  '/terms-conditions',
  '/privacy-policy',
  '/career',
  '/contact',
  '/customize-form',
  '/planner',
];

/**
 * Every public path the sitemap lists: the content pages, each service and category, every product and
 * every published post, asked of the API on behalf of the request (`apiFor`).
 */
export async function sitemapPaths(api: Api): Promise<string[]> {
  const paths = [...CONTENT_PATHS];
  const services = bodyOrNotFound(await api.catalog.listServices()).data;
  const categoryLists = await Promise.all(
    services.map(async (service) => {
      // A segment's service has its segment page (/residential, …): its /service/:id names that page as
      // canonical, so only the segment page is listed.
      if (!isSegmentSlug(service.slug)) paths.push(`/service/${service._id}`);
      paths.push(`/customize-form/${service._id}`);
      return bodyOrNotFound(
        await api.catalog.listServiceCategories({ params: { id: pathParam(service._id) } }),
      ).data;
    }),
  );
  for (const category of categoryLists.flat()) paths.push(`/products/${category._id}`);

  for (let page = 1, pages = 1; page <= pages; page += 1) {
    const body = bodyOrNotFound(await api.catalog.listProducts({ query: { page, limit: PAGE_LIMIT } }));
    pages = body.pages;
    for (const product of body.data) paths.push(`/product-detail/${encodeURIComponent(product.slug)}`);
  }
  for (let page = 1, pages = 1; page <= pages; page += 1) {
    const body = bodyOrNotFound(await api.content.listPosts({ query: { page, limit: PAGE_LIMIT } }));
    pages = body.pages;
    for (const post of body.data) paths.push(`/blog-details/${encodeURIComponent(post.slug)}`);
  }
  return [...new Set(paths)];
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The sitemap: one entry per page and language version (English at the plain path, Arabic at `?lang=ar`:
 * docs/decisions/053-language-in-the-address.md), each naming all versions as hreflang alternates.
 */
export function sitemapXml(origin: string, paths: string[]): string {
  const link = (path: string, lang: Language) => escapeXml(`${origin}${localizedPath(path, lang)}`);
  const urls = paths.flatMap((path) => {
    const alternates = [
      ...languages.map(
        (lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${link(path, lang)}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${link(path, 'en')}"/>`,
    ].join('');
    return languages.map((lang) => `  <url><loc>${link(path, lang)}</loc>${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * The most pages one sitemap file lists: each in both languages makes 50,000 URLs, the protocol's limit
 * per file (sitemaps.org), about 20 MB here, under its 50 MB.
 */
export const PAGES_PER_SITEMAP = 25_000;

/**
 * The document `/sitemap.xml` answers, for `part` (its `?part=N`, from 1) or for the plain address: the
 * whole sitemap while the site fits one file; past that, an index of the parts, each a file of its own.
 * Null for a part the site does not have.
 */
export function sitemapDocument(
  origin: string,
  paths: string[],
  part: number | null,
  perFile = PAGES_PER_SITEMAP,
): string | null {
  const parts = Math.max(1, Math.ceil(paths.length / perFile));
  if (part === null) return parts === 1 ? sitemapXml(origin, paths) : sitemapIndexXml(origin, parts);
  if (part < 1 || part > parts) return null;
  return sitemapXml(origin, paths.slice((part - 1) * perFile, part * perFile));
}

/**
 * Each file of the sitemap of `paths`, built as it is first asked for and kept in `files`; null for a part
 * the site has not, which is not kept (anyone may ask for a million of them).
 */
export function sitemapFiles(origin: string, paths: string[], files = new Map<number | null, string>()) {
  return (part: number | null): string | null => {
    const kept = files.get(part);
    if (kept !== undefined) return kept;
    const xml = sitemapDocument(origin, paths, part);
    if (xml !== null) files.set(part, xml);
    return xml;
  };
}

function sitemapIndexXml(origin: string, parts: number): string {
  const entries = Array.from(
    { length: parts },
    (_, index) => `  <sitemap><loc>${escapeXml(`${origin}/sitemap.xml?part=${index + 1}`)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}
