import { localeOf, type Language, translate } from '#app/i18n/messages';
import { formatDate } from '#app/lib/dates';
import { keptIn } from '#app/utils/kept-in';

// Formatters are slow to build and cheap to use: one per language and style (see lib/money.ts).
const cache = new Map<string, Intl.NumberFormat>();

function formatter(lang: Language, key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return keptIn(cache, `${lang}|${key}`, () => new Intl.NumberFormat(localeOf(lang), options));
}

/** Numbers and units in the visitor's language ("numbers and units formatted for the language"). */
export function plannerFormat(lang: Language) {
  const number = (value: number, digits = 0) =>
    formatter(lang, `n${digits}`, { maximumFractionDigits: digits }).format(value);
  return {
    number,
    /** Whole dirhams: an estimate has no meaningful fils. */
    money: (value: number) =>
      formatter(lang, 'aed', {
        style: 'currency',
        currency: 'AED',
        maximumFractionDigits: 0,
        minimumFractionDigits: 0,
      }).format(value),
    /**
     * Thousands of dirhams for chart axes. Not Intl's compact notation: Node's and the browser's ICU word it
     * differently, which broke hydration of the server-rendered chart.
     */
    thousands: (value: number) => number(value / 1000, Math.abs(value) < 10_000 && value !== 0 ? 1 : 0),
    millions: (value: number) =>
      number(value / 1_000_000, Math.abs(value) < 10_000_000 && value !== 0 ? 1 : 0),
    /** A tariff or a price per unit, to the fils. */
    rate: (value: number) => number(value, 2),
    percent: (share: number) =>
      formatter(lang, 'pct', { style: 'percent', maximumFractionDigits: 1 }).format(share),
    m2: (value: number) => translate(lang, 'planner.unit.m2', { value: number(value, value < 10 ? 2 : 0) }),
    sqft: (value: number) => translate(lang, 'planner.unit.sqft', { value: number(value) }),
    kg: (value: number) => translate(lang, 'planner.unit.kg', { value: number(value, value < 10 ? 1 : 0) }),
    litres: (value: number) => translate(lang, 'planner.unit.litres', { value: number(value) }),
    kwh: (value: number) => translate(lang, 'planner.unit.kwh', { value: number(value) }),
    date: (iso: string) => formatDate(iso, lang),
  };
}
