import { contentPagesEn } from '#app/i18n/en/content-pages';
import { enquiriesEn } from '#app/i18n/en/enquiries';
import { plannerEn } from '#app/i18n/en/planner';

// The English texts of the site's pages beyond home that only some pages show: the other content pages, the
// planner and the enquiry forms. Every page but /home loads them; /home loads the site part alone
// (docs/decisions/191-our-javascript-budget.md).
export const enPages = {
  ...contentPagesEn,
  ...plannerEn,
  ...enquiriesEn,
} as const;
