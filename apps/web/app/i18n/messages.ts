import { ar } from './ar';
import { en, type MessageKey } from './en';

export type { MessageKey };

export const languages = ['en', 'ar'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

const catalogues: Record<Language, Readonly<Record<string, string>>> = { en, ar };

export type MessageParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** Text direction of a language: Arabic reads right to left. */
export function directionOf(lang: Language): 'ltr' | 'rtl' {
  return lang === 'ar' ? 'rtl' : 'ltr';
}

/** BCP 47 locale for number formatting (UAE conventions in both languages). */
export function localeOf(lang: Language): string {
  return lang === 'ar' ? 'ar-AE' : 'en-AE';
}

/**
 * Looks a key up in the language's catalogue and fills `{name}` placeholders. A key missing from the
 * catalogue shows the key itself (spec section 9), so a gap is visible rather than silently blank.
 */
export function translate(lang: Language, key: string, params?: MessageParams): string {
  const message = catalogues[lang][key];
  if (message === undefined) return key;
  if (!params) return message;
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}

export function translator(lang: Language): Translate {
  return (key, params) => translate(lang, key, params);
}
