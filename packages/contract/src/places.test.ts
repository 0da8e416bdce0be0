import { describe, expect, it } from 'vitest';
import {
  COUNTRY_CODES,
  countryChoices,
  countryName,
  EMIRATES,
  emirateChoices,
  isCountryCode,
  stateName,
  UAE,
} from './places';

describe('countries', () => {
  it('knows the 249 ISO 3166-1 codes, once each, and nothing else', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect(isCountryCode('AE')).toBe(true);
    for (const notACountry of ['EU', 'UN', 'ZZ', 'UK', 'ae', 'United Arab Emirates']) {
      expect(isCountryCode(notACountry)).toBe(false);
    }
  });

  it("offers the UAE first, then every country in the order of the page's language", () => {
    for (const lang of ['en', 'ar'] as const) {
      const choices = countryChoices(lang);
      expect(choices).toHaveLength(249);
      expect(choices[0]?.value).toBe(UAE);
      const rest = choices.slice(1).map((choice) => choice.label);
      expect(rest).toEqual([...rest].sort(new Intl.Collator(lang).compare));
    }
    expect(countryChoices('en')[0]?.label).toBe('United Arab Emirates');
    expect(countryChoices('ar')[0]?.label).toBe('الإمارات العربية المتحدة');
  });

  it('names and sorts the list once per language, and no caller can change the kept list', () => {
    expect(countryChoices('ar')).toBe(countryChoices('ar'));
    expect(countryChoices('en')).not.toBe(countryChoices('ar'));
    expect(Object.isFrozen(countryChoices('en'))).toBe(true);
    expect(Object.isFrozen(countryChoices('en')[0])).toBe(true);
  });

  it("names a stored code in the reader's language, and an older typed name as it was written", () => {
    expect(countryName('FR', 'en')).toBe('France');
    expect(countryName('FR', 'ar')).toBe('فرنسا');
    expect(countryName('United Arab Emirates', 'ar')).toBe('United Arab Emirates');
  });
});

describe('emirates', () => {
  it('lists the seven, named in Arabic on Arabic pages and kept by their English names', () => {
    expect(EMIRATES).toHaveLength(7);
    expect(emirateChoices('en').map((choice) => choice.label)).toEqual(EMIRATES.map((e) => e.value));
    expect(emirateChoices('ar').find((choice) => choice.value === 'Dubai')?.label).toBe('دبي');
    expect(stateName('Ras Al Khaimah', 'ar')).toBe('رأس الخيمة');
    expect(stateName('Île-de-France', 'ar')).toBe('Île-de-France');
    expect(stateName('Dubai', 'en')).toBe('Dubai');
  });
});
