import { localeOf, type Language } from '../i18n/messages';

/** An amount in the shop currency, formatted for the visitor's language (DECISIONS.md 12). */
export function formatMoney(amount: number, lang: Language, currency: string): string {
  return new Intl.NumberFormat(localeOf(lang), {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
