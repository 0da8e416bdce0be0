import { provideApiMessages } from '#app/i18n/api-message-tables';
import {
  type Catalogue,
  type CataloguePart,
  defaultLanguage,
  hasPart,
  isLanguage,
  type Language,
  partsForPath,
  partsWanted,
  provideCatalogue,
  wantPart,
} from '#app/i18n/messages';
import { keptIn } from '#app/utils/kept-in';

// Each language's catalogue is three chunks: the site's texts, the other pages' (planner, enquiries, the
// content pages beyond home), and the admin panel's. The browser fetches the page's language only
// (docs/decisions/099-one-language-per-page.md), the pages' part for every page but /home
// (docs/decisions/191-our-javascript-budget.md), and the admin part only for admin pages
// (docs/decisions/106-admin-texts-apart.md).
const chunks: Record<Language, Record<CataloguePart, () => Promise<Catalogue>>> = {
  en: {
    site: () => import('#app/i18n/en/site').then((module) => module.enSite),
    pages: () => import('#app/i18n/en/pages').then((module) => module.enPages),
    admin: () => import('#app/i18n/en/admin').then((module) => module.enAdmin),
  },
  ar: {
    site: () => import('#app/i18n/ar/site').then((module) => module.arSite),
    pages: () =>
      import('#app/i18n/ar/pages').then((module) => {
        provideApiMessages('ar', module.arApiMessages);
        return module.arPages;
      }),
    admin: () => import('#app/i18n/ar/admin').then((module) => module.arAdmin),
  },
};

const loading = new Map<string, Promise<void>>();

/** Brings one part of a language's catalogue into the browser once; a failed download is tried again next time. */
function loadPart(lang: Language, part: CataloguePart): Promise<void> {
  if (hasPart(lang, part)) return Promise.resolve();
  const key = `${lang} ${part}`;
  return keptIn(loading, key, () =>
    chunks[lang][part]().then(
      (catalogue) => provideCatalogue(lang, part, catalogue),
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    ),
  );
}

/** Brings the parts a page at `pathname` shows (partsForPath), with every part wanted so far, of `lang`. */
export async function loadPageTexts(lang: Language, pathname: string): Promise<void> {
  partsForPath(pathname).forEach(wantPart);
  await loadCatalogue(lang);
}

/** Brings every part the pages need so far of a language's catalogue into the browser. */
export async function loadCatalogue(lang: Language): Promise<void> {
  await Promise.all(partsWanted().map((part) => loadPart(lang, part)));
}

/**
 * Brings the admin panel's texts of `lang`, then counts them as needed, so a later language switch brings
 * both parts. Marked only once they are here: until then the pages on screen have every text they show.
 */
export async function loadAdminTexts(lang: Language): Promise<void> {
  await loadPart(lang, 'admin');
  wantPart('admin');
}

/** The language the page on screen is in, as the server wrote it on `<html lang>`. */
export function documentLanguage(): Language {
  const lang = document.documentElement.lang;
  return isLanguage(lang) ? lang : defaultLanguage;
}
