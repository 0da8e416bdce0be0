import { SHOP_TIME_ZONE } from '@farm/contract';
import { useI18n } from '#app/i18n/context';
import { type Language, localeOf } from '#app/i18n/messages';
import { keptIn } from '#app/utils/kept-in';

const formatters = new Map<Language, Intl.DateTimeFormat>();
const shortFormats = new Map<string, DateFormat>();

/** What a page formats its dates with: a date (and time) as one unbreakable run of its last two words. */
export type DateFormat = { format: (date: Date | number) => string };

/**
 * A date as readers write it (18 November 2025; ١٨ نوفمبر ٢٠٢٥), on the company's clock (Dubai), formatted
 * on the server so the page and its hydration agree.
 */
export function formatDate(iso: string, lang: Language): string {
  const format = keptIn(
    formatters,
    lang,
    () => new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'long', timeZone: SHOP_TIME_ZONE }),
  );
  return format.format(new Date(iso));
}

/**
 * A date (and time) in the page's language, on the shop's clock: every date a page shows, so the server's
 * own time zone never shows through and the page and its hydration agree.
 */
export function useDateFormat(withTime = false): DateFormat {
  const { lang } = useI18n();
  // Built once per language and style, as formatDate's: a list row asks for it on every render.
  return keptIn(shortFormats, `${lang}|${withTime}`, () => {
    const intl = new Intl.DateTimeFormat(localeOf(lang), {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
      timeZone: SHOP_TIME_ZONE,
    });
    // The last space a no-break one: a time never ends a line without its "PM" or "م", nor a date without
    // its year.
    return { format: (date) => intl.format(date).replace(/ (?=\S+$)/, '\u00a0') };
  });
}
