import type { MessageKey, PluralKey } from '#app/i18n/en/catalogue';
import { keptIn } from '#app/utils/kept-in';

export type { MessageKey, PluralKey };

export const languages = ['en', 'ar'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

export type Catalogue = Readonly<Record<string, string>>;

/**
 * A catalogue comes in two parts: the site's texts (public and account pages) and the admin panel's
 * (docs/decisions/106-admin-texts-apart.md).
 */
export type CataloguePart = 'site' | 'pages' | 'admin';

/**
 * The parts a page at `pathname` shows texts of, besides the admin panel's (which its layout brings): `/home`
 * shows the site's part alone, every other page also the pages' part (the other content pages, the planner,
 * the enquiry forms; docs/decisions/191-our-javascript-budget.md). A page not named here gets both, so a new
 * page can never lack its texts.
 */
export function partsForPath(pathname: string): CataloguePart[] {
  const path = pathname.replace(/\/+$/, '');
  return path === '/home' ? ['site'] : ['site', 'pages'];
}

/**
 * The catalogues this process holds: both languages whole on the server (server-catalogues.ts); in the
 * browser (load-catalogue.ts) only the page's language, and its admin part only once an admin page needs
 * it, so a visitor never downloads texts no page of theirs shows (docs/decisions/099-one-language-per-page.md).
 */
const catalogues: Partial<Record<Language, Record<string, string>>> = {};
const provided: Record<Language, Set<CataloguePart>> = { en: new Set(), ar: new Set() };
/** The parts this process's pages need: the site's always, the admin panel's once one of its pages was shown. */
const wanted = new Set<CataloguePart>(['site']);

export function provideCatalogue(lang: Language, part: CataloguePart, catalogue: Catalogue): void {
  catalogues[lang] = { ...catalogues[lang], ...catalogue };
  provided[lang].add(part);
}

export function hasPart(lang: Language, part: CataloguePart): boolean {
  return provided[lang].has(part);
}

/** Whether every part the pages need of `lang` is here, so a page in `lang` renders without waiting. */
export function hasCatalogue(lang: Language): boolean {
  return [...wanted].every((part) => provided[lang].has(part));
}

export function wantPart(part: CataloguePart): void {
  wanted.add(part);
}

export function partsWanted(): CataloguePart[] {
  return [...wanted];
}

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
 * catalogue shows the key itself (docs/product-rules.md §9), so a gap is visible rather than silently blank.
 */
export function translate(lang: Language, key: string, params?: MessageParams): string {
  const message = catalogues[lang]?.[key];
  if (message === undefined) return key;
  if (!params) return message;
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}

export function translator(lang: Language): Translate {
  return (key, params) => translate(lang, key, params);
}

export type PluralTranslate = (key: PluralKey, count: number, params?: MessageParams) => string;

// Built once per language: `count.toLocaleString(locale)` made a new formatter on every call, which cost a
// page with counted phrases tens of milliseconds of hydration on a phone.
const countingByLanguage = new Map<Language, { rules: Intl.PluralRules; format: Intl.NumberFormat }>();

function counting(lang: Language) {
  return keptIn(countingByLanguage, lang, () => ({
    rules: new Intl.PluralRules(localeOf(lang)),
    format: new Intl.NumberFormat(localeOf(lang)),
  }));
}

/**
 * A counted phrase: the form `Intl.PluralRules` picks for `count` in the language (English one/other;
 * Arabic zero, one, two, few, many and other), falling back to `other` where a catalogue has no such
 * form. `{count}` is the number, formatted for the language.
 */
export function translatePlural(lang: Language, key: PluralKey, count: number, params?: MessageParams) {
  const { rules, format } = counting(lang);
  const form = `${key}.${rules.select(count)}`;
  const chosen = catalogues[lang]?.[form] !== undefined ? form : `${key}.other`;
  return translate(lang, chosen, { count: format.format(count), ...params });
}

export function pluralTranslator(lang: Language): PluralTranslate {
  return (key, count, params) => translatePlural(lang, key, count, params);
}
