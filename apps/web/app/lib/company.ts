import type { Language } from '#app/i18n/messages';

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
  /** The company's social profiles, linked from the top bar (none when the setting is empty). */
  social: { key: SocialKey; icon: SocialNetwork; href: string }[];
};

/** The networks the top bar has an icon for, by the host their profiles live on. */
const SOCIAL_HOSTS = {
  'facebook.com': 'facebook',
  'instagram.com': 'instagram',
  'linkedin.com': 'linkedin',
  'youtube.com': 'youtube',
} as const;
export type SocialNetwork = (typeof SOCIAL_HOSTS)[keyof typeof SOCIAL_HOSTS];
type SocialKey = `social.${SocialNetwork}`;

/** The network of a profile's address (https, on one of SOCIAL_HOSTS, www. or m. before it too), else undefined. */
export function socialNetworkOf(address: string): SocialNetwork | undefined {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:') return undefined;
  const host = url.hostname.replace(/^(www|m)\./, '');
  return SOCIAL_HOSTS[host as keyof typeof SOCIAL_HOSTS];
}

/** The settings' defaults: placeholder values of the demo shop (the product rules omit the real ones). */
export const companyDefaults = {
  CONTACT_PHONES: '+971 4 555 0123, +971 50 555 0199',
  CONTACT_EMAILS: 'hello@greengrowfarms.ae, sales@greengrowfarms.ae',
  CONTACT_ADDRESS: 'Office 1204, Bay Square, Business Bay, Dubai, United Arab Emirates',
  CONTACT_ADDRESS_AR: 'مكتب 1204، باي سكوير، الخليج التجاري، دبي، الإمارات العربية المتحدة',
  CONTACT_LOCATION: '25.1858, 55.2825',
  WHATSAPP_NUMBER: '+971 50 555 0199',
  CAREERS_EMAIL: 'careers@greengrowfarms.ae',
  SOCIAL_LINKS:
    'https://www.facebook.com/greengrowfarms, https://www.instagram.com/greengrowfarms, https://www.linkedin.com/company/greengrowfarms, https://www.youtube.com/@greengrowfarms',
} as const;

/** Settings once parsed (company-env.ts validates them): lists split, the location read. */
export interface CompanySettings {
  CONTACT_PHONES: string[];
  CONTACT_EMAILS: string[];
  CONTACT_ADDRESS: string;
  CONTACT_ADDRESS_AR: string;
  CONTACT_LOCATION: { lat: number; lon: number };
  WHATSAPP_NUMBER: string;
  CAREERS_EMAIL: string;
  SOCIAL_LINKS: string[];
}

/** A comma-separated setting as its items. */
export const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** "latitude, longitude" as numbers (the settings' rule has checked the shape). */
export function parseLocation(value: string): { lat: number; lon: number } {
  const [lat, lon] = value.split(',').map((part) => Number(part.trim()));
  return { lat: lat as number, lon: lon as number };
}

const digitsOf = (text: string) => text.replace(/[^\d+]/g, '');

/** The contact details from parsed settings. */
export function companyContact(settings: CompanySettings): CompanyContact {
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
    social: settings.SOCIAL_LINKS.flatMap((href) => {
      const icon = socialNetworkOf(href);
      return icon ? [{ key: `social.${icon}` as const, icon, href }] : [];
    }),
  };
}

/**
 * The defaults' contact details: what a page shows when the root loader's data is missing. Read without zod,
 * which pages need not load for this; a test checks they equal the validated defaults.
 */
export const defaultCompany: CompanyContact = companyContact({
  ...companyDefaults,
  CONTACT_PHONES: list(companyDefaults.CONTACT_PHONES),
  CONTACT_EMAILS: list(companyDefaults.CONTACT_EMAILS),
  SOCIAL_LINKS: list(companyDefaults.SOCIAL_LINKS),
  CONTACT_LOCATION: parseLocation(companyDefaults.CONTACT_LOCATION),
});

/** A mailto: link with a subject line. */
export function mailtoHref(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}

/** A WhatsApp chat link with a first message typed in. */
export function whatsappHref(company: CompanyContact, text: string): string {
  return `${company.whatsapp.href}?text=${encodeURIComponent(text)}`;
}
