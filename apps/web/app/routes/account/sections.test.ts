import { describe, expect, it } from 'vitest';
import { ar } from '#app/i18n/ar/catalogue';
import { en } from '#app/i18n/en/catalogue';
import { accountSections } from '#app/routes/account/sections';

describe('the account tabs', () => {
  // Arabic says طلب for an order and for a request alike: two tabs once read "طلباتي".
  it.each([
    ['English', en],
    ['Arabic', ar],
  ])('have labels a visitor can tell apart in %s', (_language, messages) => {
    const labels = accountSections.map((section) => messages[section.label]);
    expect(labels.every((label) => label.trim() !== '')).toBe(true);
    expect(new Set(labels).size).toBe(labels.length);
  });
});
