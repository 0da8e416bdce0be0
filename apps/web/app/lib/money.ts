import { localeOf, type Language } from '#app/i18n/messages';
import { keptIn } from '#app/utils/kept-in';

// Building an Intl.NumberFormat is far slower than using one (it was the top self-time function of the
// product list's server render, one per price), so each language/currency pair gets one, made on first use.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(lang: Language, currency: string): Intl.NumberFormat {
  return keptIn(
    formatters,
    `${lang}|${currency}`,
    () =>
      new Intl.NumberFormat(localeOf(lang), {
        style: 'currency',
        currency,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
  );
}

/** An amount in the shop currency, formatted for the visitor's language (docs/decisions/014-one-currency.md). */
export function formatMoney(amount: number, lang: Language, currency: string): string {
  return formatterFor(lang, currency).format(amount);
}

/** The currency's sign as prices show it in the language ("AED", "د.إ."), for labels beside amounts. */
export function currencySign(lang: Language, currency: string): string {
  return (
    formatterFor(lang, currency)
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? currency
  );
}
