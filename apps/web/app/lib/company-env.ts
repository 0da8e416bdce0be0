import { z } from 'zod';
import { companyDefaults, list, parseLocation, socialNetworkOf } from '#app/lib/company';

// The settings' rules (docs/decisions/104-contract-per-module.md: zod stays out of the modules every page
// loads; only env.server.ts and the tests validate settings).

/** A phone number as people write it: digits, spaces, dashes and an optional leading +. */
const phone = z.string().regex(/^\+?[\d\s-]{7,20}$/, 'must be a phone number such as +971 4 555 0123');

export const companyEnvSchema = z.object({
  CONTACT_PHONES: z
    .string()
    .transform(list)
    .pipe(z.array(phone).min(1, 'needs at least one number').max(4, 'takes at most four numbers'))
    .default(companyDefaults.CONTACT_PHONES),
  CONTACT_EMAILS: z
    .string()
    .transform(list)
    .pipe(
      z
        .array(z.string().email('must be e-mail addresses'))
        .min(1, 'needs at least one address')
        .max(4, 'takes at most four addresses'),
    )
    .default(companyDefaults.CONTACT_EMAILS),
  CONTACT_ADDRESS: z.string().max(300).default(companyDefaults.CONTACT_ADDRESS),
  CONTACT_ADDRESS_AR: z.string().max(300).default(companyDefaults.CONTACT_ADDRESS_AR),
  CONTACT_LOCATION: z
    .string()
    .regex(/^\s*-?\d{1,2}(\.\d+)?\s*,\s*-?\d{1,3}(\.\d+)?\s*$/, 'must be "latitude, longitude"')
    .transform(parseLocation)
    .refine(({ lat, lon }) => Math.abs(lat) <= 85 && Math.abs(lon) <= 180, 'is outside the map')
    .default(companyDefaults.CONTACT_LOCATION),
  WHATSAPP_NUMBER: phone.default(companyDefaults.WHATSAPP_NUMBER),
  CAREERS_EMAIL: z.string().email('must be an e-mail address').default(companyDefaults.CAREERS_EMAIL),
  // `none`: no social links in the top bar (an empty value counts as unset, so it means the defaults;
  // docs/decisions/255-social-links-from-settings.md).
  SOCIAL_LINKS: z
    .string()
    .transform((value) => (value.trim().toLowerCase() === 'none' ? [] : list(value)))
    .pipe(
      z
        .array(
          z
            .string()
            .refine(
              (address) => socialNetworkOf(address) !== undefined,
              'must be https addresses on facebook.com, instagram.com, linkedin.com or youtube.com',
            ),
        )
        .max(4, 'takes at most four addresses'),
    )
    .default(companyDefaults.SOCIAL_LINKS),
});
