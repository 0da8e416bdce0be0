import { createContext, useContext, type ReactNode } from 'react';
import { defaultLanguage, directionOf, translator, type Language, type Translate } from './messages';
import { translateSentence } from './sentences';

type I18n = {
  lang: Language;
  dir: 'ltr' | 'rtl';
  t: Translate;
  /** A sentence of the contract or the API (English as sent) in the page's language. */
  sentence: (text: string) => string;
};

function i18nOf(lang: Language): I18n {
  return {
    lang,
    dir: directionOf(lang),
    t: translator(lang),
    sentence: (text) => translateSentence(lang, text),
  };
}

const I18nContext = createContext<I18n>(i18nOf(defaultLanguage));

export function I18nProvider({ lang, children }: { lang: Language; children: ReactNode }) {
  return <I18nContext.Provider value={i18nOf(lang)}>{children}</I18nContext.Provider>;
}

/** The current language, its direction, `t(key, params)` and `sentence(text)` for the component tree. */
export function useI18n(): I18n {
  return useContext(I18nContext);
}
