import { createContext, use, useContext, type ReactNode } from 'react';
import { loadCatalogue } from '#app/i18n/load-catalogue';
import {
  type CataloguePart,
  defaultLanguage,
  directionOf,
  hasCatalogue,
  pluralTranslator,
  translator,
  type Language,
  type PluralTranslate,
  type Translate,
  wantPart,
} from '#app/i18n/messages';

type I18n = {
  lang: Language;
  dir: 'ltr' | 'rtl';
  t: Translate;
  /** A counted phrase in the language's plural form ("1 product", "3 products"; Arabic's six forms). */
  tn: PluralTranslate;
};

function i18nOf(lang: Language): I18n {
  return {
    lang,
    dir: directionOf(lang),
    t: translator(lang),
    tn: pluralTranslator(lang),
  };
}

const I18nContext = createContext<I18n>(i18nOf(defaultLanguage));

export function I18nProvider({
  lang,
  parts = [],
  children,
}: {
  lang: Language;
  /** The catalogue parts the page on screen shows (partsForPath), besides those already wanted. */
  parts?: readonly CataloguePart[];
  children: ReactNode;
}) {
  for (const part of parts) wantPart(part);
  // The page's own language and parts are in place before hydration (entry.client.tsx); a language switched
  // in place, or a page that needs a part not loaded yet, suspends the navigation's transition until its
  // texts have arrived.
  if (!hasCatalogue(lang)) use(loadCatalogue(lang));
  return <I18nContext.Provider value={i18nOf(lang)}>{children}</I18nContext.Provider>;
}

/** The current language, its direction, `t` and `tn` (plurals) for the tree; API sentences: useApiMessage. */
export function useI18n(): I18n {
  return useContext(I18nContext);
}
