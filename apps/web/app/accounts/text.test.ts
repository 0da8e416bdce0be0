import { accountMessages, validationMessages } from '@farm/contract';
import { describe, expect, it } from 'vitest';
import { accountText, translateSentence } from './text';

describe('account texts', () => {
  it('use the spec words in English', () => {
    const t = accountText('en');
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
    expect(accountText('en')('admin.welcome', { name: 'Amina' })).toBe('Welcome, Amina');
    expect(accountText('ar')('admin.welcome', { name: 'أمينة' })).toBe('مرحباً، أمينة');
  });

  it('translate every account answer of the API and the account-form rules into Arabic', () => {
    for (const sentence of Object.values(accountMessages)) {
      expect(translateSentence('ar', sentence), sentence).not.toBe(sentence);
      expect(translateSentence('en', sentence)).toBe(sentence);
    }
    expect(translateSentence('ar', validationMessages.emailRequired)).toBe('البريد الإلكتروني مطلوب.');
    expect(translateSentence('ar', 'Something unknown')).toBe('Something unknown');
  });
});
