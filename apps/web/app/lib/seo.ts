import type { MetaDescriptor } from 'react-router';
import { languages, translate, type Language } from '#app/i18n/messages';

type PageSeo = {
  lang: Language;
  origin: string;
  /** Path (with query when it names a distinct page, e.g. `?page=2`) for the canonical link. */
  path: string;
  title: string;
  description: string;
  /** 'article' for blog posts; 'website' otherwise. */
  type?: 'website' | 'article';
  /** Absolute or site-relative picture for link previews. */
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
    // A large picture where the page has one, else the summary card.
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
  ];
  if (image)
    tags.push({ property: 'og:image', content: new URL(image, origin || 'http://localhost').toString() });
  return tags;
}

/** Description text trimmed to what search results show. */
export function summarize(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
}
