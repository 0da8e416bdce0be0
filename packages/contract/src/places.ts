import type { ContentLanguage as Lang } from './language';

/**
 * Where an address can be: countries as ISO 3166-1 alpha-2 codes, named in the reader's language by
 * `Intl.DisplayNames`, and the seven emirates as the State of a UAE address
 * (docs/decisions/182-countries-and-emirates.md).
 */

/** The shop's own country, offered first. */
export const UAE = 'AE';

/** Every officially assigned ISO 3166-1 alpha-2 code. */
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW ' +
  'BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI ' +
  'FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN ' +
  'IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME ' +
  'MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF ' +
  'PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV ' +
  'SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE ' +
  'YT ZA ZM ZW'
).split(' ');

const countryCodes = new Set(COUNTRY_CODES);

export function isCountryCode(value: string): boolean {
  return countryCodes.has(value);
}

/**
 * The seven emirates: the stored value is the English name (what addresses held before the list, so
 * they still read right), shown in Arabic on Arabic pages.
 */
export const EMIRATES = [
  { value: 'Abu Dhabi', ar: 'أبوظبي' },
  { value: 'Dubai', ar: 'دبي' },
  { value: 'Sharjah', ar: 'الشارقة' },
  { value: 'Ajman', ar: 'عجمان' },
  { value: 'Umm Al Quwain', ar: 'أم القيوين' },
  { value: 'Ras Al Khaimah', ar: 'رأس الخيمة' },
  { value: 'Fujairah', ar: 'الفجيرة' },
] as const;

export function isEmirate(value: string): boolean {
  return EMIRATES.some((emirate) => emirate.value === value);
}

const displayNames = new Map<Lang, Intl.DisplayNames>();

/**
 * A country's name in `lang`. An address saved before countries were codes holds the name as typed
 * ("United Arab Emirates"); it is shown as it is.
 */
export function countryName(value: string, lang: Lang): string {
  if (!isCountryCode(value)) return value;
  let names = displayNames.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([lang], { type: 'region' });
    displayNames.set(lang, names);
  }
  return names.of(value) ?? value;
}

/** A State in `lang`: an emirate in Arabic on Arabic pages, anything else as written. */
export function stateName(value: string, lang: Lang): string {
  if (lang === 'en') return value;
  return EMIRATES.find((emirate) => emirate.value === value)?.ar ?? value;
}

type CountryChoice = Readonly<{ value: string; label: string }>;

/** The list is named and sorted once per language: about 250 names, asked for by every checkout and address book. */
const countryChoicesByLanguage = new Map<Lang, readonly CountryChoice[]>();

/** The countries to choose from, named in `lang`, the UAE first and the rest in that language's order. */
export function countryChoices(lang: Lang): readonly CountryChoice[] {
  let choices = countryChoicesByLanguage.get(lang);
  if (!choices) {
    const collator = new Intl.Collator(lang);
    const rest = COUNTRY_CODES.filter((code) => code !== UAE)
      .map((code) => ({ value: code, label: countryName(code, lang) }))
      .sort((a, b) => collator.compare(a.label, b.label));
    choices = Object.freeze(
      [{ value: UAE, label: countryName(UAE, lang) }, ...rest].map((c) => Object.freeze(c)),
    );
    countryChoicesByLanguage.set(lang, choices);
  }
  return choices;
}

/** The emirates to choose from as a UAE address's State, named in `lang`. */
export function emirateChoices(lang: Lang): { value: string; label: string }[] {
  return EMIRATES.map((emirate) => ({
    value: emirate.value,
    label: lang === 'ar' ? emirate.ar : emirate.value,
  }));
}
