import { describe, expect, it } from 'vitest';
import { ar } from '#app/i18n/ar/catalogue';
import { en } from '#app/i18n/en/catalogue';
import { optionGroups, optionKey } from '#app/i18n/option-labels';

describe('option labels', () => {
  it('name every option of every enquiry list in English (the contract words) and Arabic', () => {
    for (const [group, options] of Object.entries(optionGroups)) {
      for (const option of options) {
        const key = optionKey(group as keyof typeof optionGroups, option.value as never);
        expect(en[key], key).toBe(option.label);
        expect(ar[key]?.trim(), key).toBeTruthy();
      }
    }
  });

  it('cover the whole crop catalogue (docs/decisions/017-crop-catalogue.md)', () => {
    expect(optionGroups.crop).toHaveLength(12 + 11 + 8 + 10 + 6 + 10 + 7);
  });
});
