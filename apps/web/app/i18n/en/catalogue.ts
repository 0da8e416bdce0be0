import { enAdmin } from '#app/i18n/en/admin';
import { enPages } from '#app/i18n/en/pages';
import { enSite } from '#app/i18n/en/site';

// The English message catalogue: the source of every user-facing string. `ar/catalogue.ts` must hold the
// same keys (its type enforces it), so a screen cannot ship half translated. The server holds it whole; the
// browser loads its two parts as it needs them (load-catalogue.ts, docs/decisions/106-admin-texts-apart.md).
export const en = { ...enSite, ...enPages, ...enAdmin } as const;

export type MessageKey = keyof typeof en;

/** Keys of counted phrases: the catalogues hold `key.one`, `key.other` (Arabic: more forms); this is `key`. */
export type PluralKey = { [K in MessageKey]: K extends `${infer Base}.other` ? Base : never }[MessageKey];

/** Arabic's plural forms beyond English's one/other (Intl.PluralRules picks them; see translatePlural). */
export type ArabicPluralForms = `${PluralKey}.${'zero' | 'two' | 'few' | 'many'}`;

/** The keys of each part, for the Arabic parts' types. */
export type SiteKey = keyof typeof enSite;
export type PagesKey = keyof typeof enPages;
export type AdminKey = keyof typeof enAdmin;
