import { SHOP_TIME_ZONE } from '@farm/contract';
import { type Language, localeOf } from '#app/i18n/messages';

const formatters = new Map<Language, Intl.DateTimeFormat>();

/**
 * A date as readers write it (18 November 2025; ١٨ نوفمبر ٢٠٢٥), on the company's clock (Dubai), formatted
 * on the server so the page and its hydration agree.
 */
export function formatDate(iso: string, lang: Language): string {
  let format = formatters.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'long', timeZone: SHOP_TIME_ZONE });
    formatters.set(lang, format);
  }
  return format.format(new Date(iso));
}
