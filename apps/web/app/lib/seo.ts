import type { MetaDescriptor } from 'react-router';
import { languages, type MessageKey, type MessageParams, translate, type Language } from '#app/i18n/messages';
import { siteFromMatches } from '#app/lib/site';

type PageSeo = {
  lang: Language;
  origin: string;
  /** Path (with query when it names a distinct page, e.g. `?page=2`) for the canonical link. */
  path: string;
  title: string;
  description: string;
  /** 'article' for blog posts; 'website' otherwise. */
  type?: 'website' | 'article';
  /** Absolute or site-relative picture for link previews; the shop's own card (og-image.png) when absent. */
  image?: string;
};

/**
 * The address of a page in a language: the plain path in English, `?lang=ar` added for Arabic
 * (docs/decisions/053-language-in-the-address.md), so each language version has its own URL to index.
 */
export function localizedPath(path: string, lang: Language): string {
  if (lang === 'en') return path;
  return `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
}

/** The shop's own link-preview card (public/og-image.png), 1200 x 630 as the preview services ask. */
const DEFAULT_IMAGE = '/og-image.png';
const DEFAULT_IMAGE_SIZE: MetaDescriptor[] = [
  { property: 'og:image:width', content: '1200' },
  { property: 'og:image:height', content: '630' },
];

/**
 * Title, description, canonical link, hreflang alternates and Open Graph tags of one page. The canonical
 * link names the version in the page's language; the alternates name every version (x-default: English).
 */
export function pageMeta({ lang, origin, path, title, description, type = 'website', image }: PageSeo) {
  const fullTitle = `${title} | ${translate(lang, 'brand.name')}`;
  const canonical = `${origin}${localizedPath(path, lang)}`;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...languages.map((language) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: language,
      href: `${origin}${localizedPath(path, language)}`,
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${origin}${path}` },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:type', content: type },
    { property: 'og:locale', content: lang === 'ar' ? 'ar_AE' : 'en_AE' },
    { property: 'og:site_name', content: translate(lang, 'brand.name') },
    // Every page shares with a large picture: its own, or the shop's card (docs/decisions/266-link-previews-and-icons.md).
    { name: 'twitter:card', content: 'summary_large_image' },
    {
      property: 'og:image',
      content: new URL(image ?? DEFAULT_IMAGE, origin || 'http://localhost').toString(),
    },
  ];
  if (!image)
    tags.push(...DEFAULT_IMAGE_SIZE, { property: 'og:image:alt', content: translate(lang, 'brand.name') });
  return tags;
}

/** The prefixes `x` of the catalogue's `x.title` and `x.description` pairs, such as 'about.meta'. */
type MetaTexts = {
  [Key in MessageKey]: Key extends `${infer Prefix}.title`
    ? `${Prefix}.description` extends MessageKey
      ? Prefix
      : never
    : never;
}[MessageKey];

/**
 * The `meta` of a page whose address and words never change: its title and description are the
 * catalogue's `<texts>.title` and `<texts>.description` (`params` fill the description's figures).
 */
export function fixedPageMeta(path: string, texts: MetaTexts, params?: MessageParams) {
  return ({ matches }: { matches: Parameters<typeof siteFromMatches>[0] }) => {
    const { lang, origin } = siteFromMatches(matches);
    return pageMeta({
      lang,
      origin,
      path,
      title: translate(lang, `${texts}.title`),
      description: translate(lang, `${texts}.description`, params),
    });
  };
}

/** The title of a page that is not there, such as a product taken off sale since the link was made. */
export function notFoundMeta(lang: Language): MetaDescriptor[] {
  return [{ title: `${translate(lang, 'notFound.meta.title')} | ${translate(lang, 'brand.name')}` }];
}

/** Description text trimmed to what search results show. */
export function summarize(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
}
