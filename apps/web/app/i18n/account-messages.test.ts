import { apiMessages, messageRef, tooLong, validationMessages } from '@farm/contract';
import { describe, expect, it } from 'vitest';
import { answerMessage, apiMessage, fieldErrorsOf } from '#app/i18n/api-messages';
import { arApiMessages } from '#app/i18n/ar/api';
import { ar } from '#app/i18n/ar/catalogue';
import { en, type MessageKey } from '#app/i18n/en/catalogue';
import { translatePlural, translator } from '#app/i18n/messages';

// The account screens, admin panel and feedback system: their words live in the shared catalogues.
const accountPrefixes = ['login.', 'register.', 'forget.', 'verify.', 'reset.', 'field.', 'dialog.'];
const accountKeys = (Object.keys(en) as MessageKey[]).filter(
  (key) =>
    accountPrefixes.some((prefix) => key.startsWith(prefix)) || /^(toasts|logout|profile|admin)\./.test(key),
);

describe('account messages', () => {
  it('are in both catalogues, translated and with the same placeholders', () => {
    // The 80 words the account screens brought with them, and any added since.
    expect(accountKeys.length).toBeGreaterThanOrEqual(80);
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of accountKeys) {
      expect(ar[key]?.trim(), key).toBeTruthy();
      expect(ar[key], key).not.toBe(en[key]);
      // A counted phrase's singular may say the number in words ('منتج واحد'); others keep every placeholder.
      const arabic = placeholders(ar[key]);
      if (/\.(one|two|zero)$/.test(key))
        expect(placeholders(en[key]), key).toEqual(expect.arrayContaining(arabic));
      else expect(arabic, key).toEqual(placeholders(en[key]));
    }
  });

  it('use the words of the product rules in English', () => {
    const t = translator('en');
    expect(`${t('login.successTitle')}: ${t('login.successMessage')}`).toBe(
      'Login Successful: Welcome back!',
    );
    expect(`${t('logout.title')}: ${t('logout.message')}`).toBe(
      'Logged Out: You have been logged out successfully.',
    );
    expect(`${t('login.failedTitle')}: ${t('login.failedFallback')}`).toBe(
      'Login Failed: something went wrong, please try again.',
    );
    expect(t('register.successTitle')).toBe('Registration Successful');
    expect(t('register.invalidForm')).toBe(validationMessages.registerFormInvalid);
  });

  it('fill placeholders', () => {
    expect(translator('en')('admin.welcome', { name: 'Amina' })).toBe('Welcome, Amina');
    expect(translator('ar')('admin.welcome', { name: 'أمينة' })).toBe('مرحباً، أمينة');
  });
});

describe('API and rule messages, by code', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

  it('have Arabic for every code, with the same placeholders', () => {
    for (const [code, english] of Object.entries(apiMessages)) {
      const arabic = arApiMessages[code as keyof typeof arApiMessages];
      expect(arabic?.trim(), code).toBeTruthy();
      expect(arabic, code).not.toBe(english);
      expect(placeholders(arabic), code).toEqual(placeholders(english));
    }
  });

  it('translate a code, a rule’s reference with parameters, and leave other text alone', () => {
    expect(apiMessage('en', 'emailRequired')).toBe(validationMessages.emailRequired);
    expect(apiMessage('ar', 'emailRequired')).toBe('البريد الإلكتروني مطلوب.');
    expect(apiMessage('en', tooLong(100))).toBe('Must be at most 100 characters.');
    expect(apiMessage('ar', tooLong(100))).toBe('يجب ألا يتجاوز 100 حرفاً.');
    expect(apiMessage('ar', 'wrongCode', { triesLeft: 3 })).toBe('الرمز غير صحيح. المحاولات المتبقية: 3.');
    expect(apiMessage('ar', 'Something unknown')).toBe('Something unknown');
  });

  it('name a record in the page’s language where the API gives both names', () => {
    const names = { name: 'Herb Tower', nameAr: 'برج الأعشاب' };
    expect(apiMessage('ar', 'productSaved', names)).toBe('تم حفظ المنتج برج الأعشاب.');
    expect(apiMessage('en', 'productSaved', names)).toBe('Product Herb Tower was saved.');
    expect(apiMessage('ar', 'productSaved', { name: 'Herb Tower' })).toBe('تم حفظ المنتج Herb Tower.');
  });

  it('read an answer body by its code, with its parameters, or fall back', () => {
    const wrong = {
      statusCode: 400,
      code: 'wrongCode',
      params: { triesLeft: 2 },
      message: 'The code is wrong. Tries left: 2.',
      error: 'The code is wrong. Tries left: 2.',
      issues: [{ path: 'code', code: 'wrongCode', params: { triesLeft: 2 }, message: 'x' }],
    };
    expect(answerMessage('ar', wrong, 'fallback')).toBe('الرمز غير صحيح. المحاولات المتبقية: 2.');
    expect(answerMessage('en', { code: 'verified', message: 'Your e-mail address is verified.' }, '')).toBe(
      apiMessages.verified,
    );
    // A code this build does not know (a newer API): its English message.
    expect(answerMessage('ar', { code: 'somethingNew', message: 'Something new.' }, '')).toBe(
      'Something new.',
    );
    expect(answerMessage('ar', '<html>Bad gateway</html>', 'fallback')).toBe('fallback');
    expect(fieldErrorsOf(wrong)).toEqual({ code: [messageRef('wrongCode', { triesLeft: 2 })] });
    expect(fieldErrorsOf({ code: 'verified', message: 'ok' })).toBeUndefined();
    // A list's item, named as Conform names it.
    const listed = {
      statusCode: 400,
      code: 'imageNotFound',
      message: 'Image not found',
      error: 'Image not found',
      issues: [{ path: 'images.3.url', code: 'imageNotFound', message: 'Image not found' }],
    };
    expect(Object.keys(fieldErrorsOf(listed) ?? {})).toEqual(['images[3].url']);
  });
});

describe('counted phrases (Intl.PluralRules)', () => {
  it('say 1 product and 2 products in English', () => {
    expect(translatePlural('en', 'products.total', 1)).toBe('1 product');
    expect(translatePlural('en', 'products.total', 2)).toBe('2 products');
    expect(translatePlural('en', 'products.total', 1250)).toBe('1,250 products');
  });

  it('use the Arabic forms for zero, one, two, few, many and other', () => {
    const forms = [0, 1, 2, 3, 11, 100].map((n) => translatePlural('ar', 'products.total', n));
    expect(forms[0]).toBe('لا توجد منتجات');
    expect(forms[1]).toBe('منتج واحد');
    expect(forms[2]).toBe('منتجان');
    expect(forms[3]).toMatch(/منتجات$/);
    expect(forms[4]).toMatch(/منتجاً$/);
    expect(forms[5]).toMatch(/منتج$/);
  });

  it('agree the gallery’s count of pictures with its number', () => {
    expect(translatePlural('en', 'gallery.shown', 1, { shown: 1 })).toBe('Showing 1 of 1 picture');
    expect(translatePlural('en', 'gallery.shown', 30, { shown: 12 })).toBe('Showing 12 of 30 pictures');
    expect(translatePlural('ar', 'gallery.shown', 2, { shown: 2 })).toBe('عرض 2 من أصل صورتين');
    expect(translatePlural('ar', 'gallery.shown', 7, { shown: 7 })).toBe('عرض 7 من أصل 7 صور');
    expect(translatePlural('ar', 'gallery.shown', 30, { shown: 12 })).toBe('عرض 12 من أصل 30 صورة');
  });
});
