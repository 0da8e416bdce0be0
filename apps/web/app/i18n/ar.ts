import type { ArabicPluralForms, MessageKey } from './en';
import { arAdmin } from './ar-admin';
import { arSite } from './ar-site';

// The Arabic catalogue: the same keys as en.ts (the type makes a missing one a build error).
export const ar: Record<MessageKey, string> & Partial<Record<ArabicPluralForms, string>> = {
  ...arSite,
  ...arAdmin,
};
