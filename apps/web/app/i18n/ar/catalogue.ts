import type { ArabicPluralForms, MessageKey } from '#app/i18n/en/catalogue';
import { arAdmin } from '#app/i18n/ar/admin';
import { arPages } from '#app/i18n/ar/pages';
import { arSite } from '#app/i18n/ar/site';

// The Arabic catalogue: the same keys as en/catalogue.ts (the type makes a missing one a build error).
export const ar: Record<MessageKey, string> & Partial<Record<ArabicPluralForms, string>> = {
  ...arSite,
  ...arPages,
  ...arAdmin,
};
