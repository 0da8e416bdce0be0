import { contentPagesAr } from '#app/i18n/ar/content-pages';
import { enquiriesAr } from '#app/i18n/ar/enquiries';
import { plannerAr } from '#app/i18n/ar/planner';
import type { ArabicPluralForms, PagesKey } from '#app/i18n/en/catalogue';

// The API's sentences in Arabic come in this chunk: every page with a form loads it (api-messages.ts).
export { arApiMessages } from '#app/i18n/ar/api';

// The Arabic texts of en/pages.ts: the same keys (the type makes a missing one a build error).
export const arPages: Record<PagesKey, string> & Partial<Record<ArabicPluralForms, string>> = {
  ...contentPagesAr,
  ...plannerAr,
  ...enquiriesAr,
};
