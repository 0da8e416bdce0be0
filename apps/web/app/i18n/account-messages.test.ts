import { accountMessages, validationMessages } from '@farm/contract';
import { describe, expect, it } from 'vitest';
import { ar } from './ar';
import { en, type MessageKey } from './en';
import { translator } from './messages';
import { translateSentence } from './sentences';

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
      expect(placeholders(ar[key]), key).toEqual(placeholders(en[key]));
    }
  });

  it('use the spec words in English', () => {
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

describe('translateSentence', () => {
  it('translates every account answer of the API and the account-form rules into Arabic', () => {
    for (const sentence of Object.values(accountMessages)) {
      expect(translateSentence('ar', sentence), sentence).not.toBe(sentence);
      expect(translateSentence('en', sentence)).toBe(sentence);
    }
    expect(translateSentence('ar', validationMessages.emailRequired)).toBe('البريد الإلكتروني مطلوب.');
    expect(translateSentence('ar', 'Something unknown')).toBe('Something unknown');
  });
});
