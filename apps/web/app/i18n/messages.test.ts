import { describe, expect, it } from 'vitest';
import { ar } from '#app/i18n/ar/catalogue';
import { en } from '#app/i18n/en/catalogue';
import { directionOf, isLanguage, translate, translator } from '#app/i18n/messages';

describe('translate', () => {
  it('returns the message of the language', () => {
    expect(translate('en', 'nav.home')).toBe('Home');
    expect(translate('ar', 'nav.home')).toBe('الرئيسية');
  });

  it('shows the key itself when a message is missing', () => {
    expect(translate('en', 'no.such.key')).toBe('no.such.key');
    expect(translate('ar', 'no.such.key')).toBe('no.such.key');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(translate('en', 'pager.status', { page: 2, pages: 5 })).toBe('Page 2 of 5');
    expect(translate('ar', 'pager.status', { page: 2, pages: 5 })).toBe('الصفحة 2 من 5');
    expect(translate('en', 'pager.status', { page: 2 })).toBe('Page 2 of {pages}');
  });

  it('binds a language in translator()', () => {
    expect(translator('ar')('stock.in')).toBe('متوفر');
  });
});

describe('catalogues', () => {
  it('have the same keys in English and Arabic, none empty', () => {
    // Arabic has more plural forms than English (zero, two, few, many); every other key is shared.
    const arabicOnly = Object.keys(ar).filter((key) => !(key in en));
    expect(
      arabicOnly.every(
        (key) => /\.(zero|two|few|many)$/.test(key) && `${key.replace(/\.\w+$/, '')}.other` in en,
      ),
    ).toBe(true);
    expect(Object.keys(en).filter((key) => !(key in ar))).toEqual([]);
    for (const [key, message] of Object.entries(ar)) expect(message.trim(), key).not.toBe('');
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      // A counted phrase's singular may say the number in words ('منتج واحد'); others keep every placeholder.
      const arabic = placeholders(ar[key]);
      if (/\.(one|two|zero)$/.test(key))
        expect(placeholders(en[key]), key).toEqual(expect.arrayContaining(arabic));
      else expect(arabic, key).toEqual(placeholders(en[key]));
    }
  });

  it('hold the texts of the product rules word for word', () => {
    expect(en['products.empty']).toBe('No Products Available in this Category');
    expect(en['stock.in']).toBe('In stock');
    expect(en['stock.out']).toBe('Out of stock');
    // The About page's sections, as the product rules name them.
    expect([
      en['about.why.title'],
      en['about.who.title'],
      en['about.approach.title'],
      en['about.sustain.title'],
    ]).toEqual(['Why Choose Us', 'Who Are We', 'Our Approach', 'Sustainability Features']);
  });
});

describe('languages', () => {
  it('knows English and Arabic and their direction', () => {
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('ar')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
});
