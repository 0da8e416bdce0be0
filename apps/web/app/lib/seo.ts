import type { MetaDescriptor } from 'react-router';
import { translate, type Language } from '../i18n/messages';

type PageSeo = {
  lang: Language;
  origin: string;
  /** Path (with query when it names a distinct page, e.g. `?page=2`) for the canonical link. */
  path: string;
  title: string;
  description: string;
};

/** Title, description, canonical link and Open Graph tags of one page. */
export function pageMeta({ lang, origin, path, title, description }: PageSeo): MetaDescriptor[] {
  const fullTitle = `${title} | ${translate(lang, 'brand.name')}`;
  const canonical = `${origin}${path}`;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:type', content: 'website' },
  ];
}

/** Description text trimmed to what search results show. */
export function summarize(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
}
