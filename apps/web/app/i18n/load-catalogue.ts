import { type Catalogue, hasCatalogue, type Language, provideCatalogue } from './messages';

// Each language's catalogue is a chunk of its own: the browser fetches the page's language only
// (docs/decisions/099-one-language-per-page.md).
const chunks: Record<Language, () => Promise<Catalogue>> = {
  en: () => import('./en').then((module) => module.en),
  ar: () => import('./ar').then((module) => module.ar),
};

const loading = new Map<Language, Promise<void>>();

/** Brings a language's catalogue into the browser once; a failed download is tried again next time. */
export function loadCatalogue(lang: Language): Promise<void> {
  if (hasCatalogue(lang)) return Promise.resolve();
  let pending = loading.get(lang);
  if (!pending) {
    pending = chunks[lang]().then(
      (catalogue) => provideCatalogue(lang, catalogue),
      (error: unknown) => {
        loading.delete(lang);
        throw error;
      },
    );
    loading.set(lang, pending);
  }
  return pending;
}
