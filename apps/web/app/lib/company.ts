import { z } from 'zod';
import type { Language } from '../i18n/messages';

/**
 * The company's contact details (docs/product-rules.md §1: two phones, two e-mails, a postal address in Dubai and a map;
 * the careers page's e-mail and WhatsApp). They come from settings (README: CONTACT_*, WHATSAPP_NUMBER,
 * CAREERS_EMAIL), parsed once by env.server.ts and handed to every page by the root loader, so the header,
 * the footer, the contact page and the careers page always show the same values.
 */
export type CompanyContact = {
  phones: { text: string; href: string }[];
  emails: string[];
  address: Record<Language, string>;
  /** Where the map centres its pin. */
  location: { lat: number; lon: number };
  whatsapp: { text: string; href: string };
  careersEmail: string;
};

/** The settings' defaults: placeholder values of the demo shop (the spec omits the real ones). */
export const companyDefaults = {
  CONTACT_PHONES: '+971 4 555 0123, +971 50 555 0199',
  CONTACT_EMAILS: 'hello@greengrowfarms.ae, sales@greengrowfarms.ae',
  CONTACT_ADDRESS: 'Office 1204, Bay Square, Business Bay, Dubai, United Arab Emirates',
  CONTACT_ADDRESS_AR: 'مكتب 1204، باي سكوير، الخليج التجاري، دبي، الإمارات العربية المتحدة',
  CONTACT_LOCATION: '25.1858, 55.2825',
  WHATSAPP_NUMBER: '+971 50 555 0199',
  CAREERS_EMAIL: 'careers@greengrowfarms.ae',
} as const;

const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** A phone number as people write it: digits, spaces, dashes and an optional leading +. */
const phone = z.string().regex(/^\+?[\d\s-]{7,20}$/, 'must be a phone number such as +971 4 555 0123');
const digitsOf = (text: string) => text.replace(/[^\d+]/g, '');

const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const companyEnvSchema = z.object({
  CONTACT_PHONES: optional(
    z
      .string()
      .transform(list)
      .pipe(z.array(phone).min(1, 'needs at least one number').max(4, 'takes at most four numbers')),
  ).default(companyDefaults.CONTACT_PHONES),
  CONTACT_EMAILS: optional(
    z
      .string()
      .transform(list)
      .pipe(
        z
          .array(z.string().email('must be e-mail addresses'))
          .min(1, 'needs at least one address')
          .max(4, 'takes at most four addresses'),
      ),
  ).default(companyDefaults.CONTACT_EMAILS),
  CONTACT_ADDRESS: optional(z.string().max(300)).default(companyDefaults.CONTACT_ADDRESS),
  CONTACT_ADDRESS_AR: optional(z.string().max(300)).default(companyDefaults.CONTACT_ADDRESS_AR),
  CONTACT_LOCATION: optional(
    z
      .string()
      .regex(/^\s*-?\d{1,2}(\.\d+)?\s*,\s*-?\d{1,3}(\.\d+)?\s*$/, 'must be "latitude, longitude"')
      .transform((value) => {
        const [lat, lon] = value.split(',').map((part) => Number(part.trim()));
        return { lat: lat as number, lon: lon as number };
      })
      .refine(({ lat, lon }) => Math.abs(lat) <= 85 && Math.abs(lon) <= 180, 'is outside the map'),
  ).default(companyDefaults.CONTACT_LOCATION),
  WHATSAPP_NUMBER: optional(phone).default(companyDefaults.WHATSAPP_NUMBER),
  CAREERS_EMAIL: optional(z.string().email('must be an e-mail address')).default(
    companyDefaults.CAREERS_EMAIL,
  ),
});

/** The contact details from parsed settings. */
export function companyContact(settings: z.output<typeof companyEnvSchema>): CompanyContact {
  return {
    phones: settings.CONTACT_PHONES.map((text) => ({ text, href: `tel:${digitsOf(text)}` })),
    emails: settings.CONTACT_EMAILS,
    address: { en: settings.CONTACT_ADDRESS, ar: settings.CONTACT_ADDRESS_AR },
    location: settings.CONTACT_LOCATION,
    whatsapp: {
      text: settings.WHATSAPP_NUMBER,
      // wa.me takes the international number as digits only, without + or leading zeros.
      href: `https://wa.me/${settings.WHATSAPP_NUMBER.replace(/\D/g, '').replace(/^0+/, '')}`,
    },
    careersEmail: settings.CAREERS_EMAIL,
  };
}

/** The defaults' contact details: what a page shows when the root loader's data is missing. */
export const defaultCompany: CompanyContact = companyContact(companyEnvSchema.parse({}));

/** A mailto: link with a subject line. */
export function mailtoHref(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}

/** A WhatsApp chat link with a first message typed in. */
export function whatsappHref(company: CompanyContact, text: string): string {
  return `${company.whatsapp.href}?text=${encodeURIComponent(text)}`;
}
