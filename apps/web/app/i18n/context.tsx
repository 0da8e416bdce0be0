import { createContext, useContext, type ReactNode } from 'react';
import { defaultLanguage, directionOf, translator, type Language, type Translate } from './messages';

type I18n = { lang: Language; dir: 'ltr' | 'rtl'; t: Translate };

const I18nContext = createContext<I18n>({
  lang: defaultLanguage,
  dir: directionOf(defaultLanguage),
  t: translator(defaultLanguage),
});

export function I18nProvider({ lang, children }: { lang: Language; children: ReactNode }) {
  return (
    <I18nContext.Provider value={{ lang, dir: directionOf(lang), t: translator(lang) }}>
      {children}
    </I18nContext.Provider>
  );
}

/** The current language, its direction and `t(key, params)` for the component tree. */
export function useI18n(): I18n {
  return useContext(I18nContext);
}
