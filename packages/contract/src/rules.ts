import { z } from 'zod';
import {
  CARD_NUMBER_MAX_LENGTH,
  CARD_NUMBER_MIN_LENGTH,
  CONTACT_MOBILE_MAX_DIGITS,
  CONTACT_MOBILE_MIN_DIGITS,
  CHECKOUT_PHONE_DIGITS,
  CVV_MAX_LENGTH,
  CVV_MIN_LENGTH,
  ENQUIRY_PHOTO_LIMIT,
  ENQUIRY_PHOTO_MAX_BYTES,
  ENQUIRY_PHOTO_TYPES,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PAYMENT_METHOD,
  QUANTITY_MAX,
  QUANTITY_MIN,
  LINK_TOKEN_LENGTH,
  VERIFICATION_CODE_LENGTH,
} from './constants';
import { objectIdSchema } from './common';
import { isCountryCode } from './places';
import {
  fileList,
  isFile,
  optional,
  requiredDigits,
  requiredNumber,
  requiredSecret,
  requiredLine,
  requiredText,
} from './fields';
import { tooLong, validationCodes as m } from './messages';

/**
 * The field rules of docs/product-rules.md §5, each written once with its messages. Form schemas (src/forms)
 * are built from these; the API validates the same schemas, so it rejects exactly what a form rejects.
 */

/** +9715 followed by 8 digits, or 05 followed by 8 digits (docs/product-rules.md §5, career; docs/product-rules.md §9). */
export const UAE_MOBILE_PATTERN = /^(?:\+9715\d{8}|05\d{8})$/;
/** Account e-mails: the product rules' address pattern with a 2-4 letter top-level domain. */
export const ACCOUNT_EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;
const CONTACT_MOBILE_PATTERN = new RegExp(`^\\d{${CONTACT_MOBILE_MIN_DIGITS},${CONTACT_MOBILE_MAX_DIGITS}}$`);
const CHECKOUT_PHONE_PATTERN = new RegExp(`^\\d{${CHECKOUT_PHONE_DIGITS}}$`);
const DIGITS_PATTERN = /^\d+$/;
const CODE_PATTERN = new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`);
const LINK_TOKEN_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${LINK_TOKEN_LENGTH}}$`);

/** Names and single-line text the product rules give no limit. */
const LINE_MAX = 100;
const line = (s: z.ZodString) => s.max(LINE_MAX, tooLong(LINE_MAX));

/** Any valid e-mail address (forms other than the account forms). */
export function emailRule(required: string, invalid: string) {
  return requiredText(required, (s) => s.email(invalid).max(254, invalid).toLowerCase());
}

/** E-mail on the checkout and enquiry forms, where the product rules give no words of their own. */
export const emailAddressRule = emailRule(m.emailRequired, m.emailInvalid);

// Phone numbers and the ZIP read Arabic-Indic digits as the digits they are, as an Arabic keyboard types
// them (requiredDigits); what is stored is ASCII.

// Career: "Required, Valid email required, Valid UAE phone number required".
export const careerFullNameRule = requiredLine(m.required, line);
export const careerEmailRule = emailRule(m.required, m.careerEmail);
export const uaeMobileRule = requiredDigits(m.required, (s) => s.regex(UAE_MOBILE_PATTERN, m.careerPhone));

// Contact: one message per field, for missing and wrong alike.
export const contactNameRule = requiredLine(m.contactName, (s) => line(s.min(2, m.contactName)));
export const contactEmailRule = emailRule(m.contactEmail, m.contactEmail);
export const contactMobileRule = requiredDigits(m.contactMobile, (s) =>
  s.regex(CONTACT_MOBILE_PATTERN, m.contactMobile),
);

// Accounts.
export const firstNameRule = requiredLine(m.firstNameRequired, (s) =>
  s.min(NAME_MIN_LENGTH, m.firstNameMin).max(NAME_MAX_LENGTH, m.firstNameMax),
);
export const lastNameRule = requiredLine(m.lastNameRequired, (s) => s.max(NAME_MAX_LENGTH, m.lastNameMax));
/** The longest address SMTP can carry (RFC 5321); also bounds what the API keeps per e-mail in memory. */
export const ACCOUNT_EMAIL_MAX_LENGTH = 254;
export const accountEmailRule = requiredText(m.emailRequired, (s) =>
  s.max(ACCOUNT_EMAIL_MAX_LENGTH, m.emailInvalid).regex(ACCOUNT_EMAIL_PATTERN, m.emailInvalid).toLowerCase(),
);
export const passwordRule = requiredSecret(m.passwordRequired, (s) =>
  s.min(PASSWORD_MIN_LENGTH, m.passwordMin).max(PASSWORD_MAX_LENGTH, m.passwordMax),
);
export const verificationCodeRule = requiredDigits(m.codeRequired, (s) =>
  s.regex(CODE_PATTERN, m.codeInvalid),
);
/**
 * The token of a link in an account mail (a password reset's or an address verification's), carried by the
 * link and never typed (docs/decisions/238-reset-links.md, 244-verification-links.md).
 */
export const linkTokenRule = requiredText(m.linkInvalid, (s) => s.regex(LINK_TOKEN_PATTERN, m.linkInvalid));

// Customization: width and height in centimetres, at least 1 and at most a kilometre (a bound, so no
// number that only looks like a size is stored or shown to staff).
export const CUSTOMIZATION_SIZE_MAX_CM = 100_000;
export const widthRule = requiredNumber(m.widthRequired, m.widthInvalid, (n) =>
  n.min(1, m.widthInvalid).max(CUSTOMIZATION_SIZE_MAX_CM, m.widthInvalid),
);
export const heightRule = requiredNumber(m.heightRequired, m.heightInvalid, (n) =>
  n.min(1, m.heightInvalid).max(CUSTOMIZATION_SIZE_MAX_CM, m.heightInvalid),
);

// Checkout: the product rules give no words, so each message names its field.
/** An ISO 3166-1 alpha-2 code (docs/decisions/182-countries-and-emirates.md). */
export const countryRule = requiredLine(m.countryRequired, line).refine(isCountryCode, m.countryUnknown);
export const checkoutFirstNameRule = requiredLine(m.firstNameRequiredCheckout, line);
export const checkoutLastNameRule = requiredLine(m.lastNameRequiredCheckout, line);
export const addressRule = requiredLine(m.addressRequired, (s) => s.max(200, tooLong(200)));
export const cityRule = requiredLine(m.cityRequired, line);
export const stateRule = requiredLine(m.stateRequired, line);
export const zipRule = requiredDigits(m.zipRequired, (s) =>
  s.max(10, tooLong(10)).regex(DIGITS_PATTERN, m.zipDigits),
);
export const checkoutPhoneRule = requiredDigits(m.phoneRequired, (s) =>
  s.regex(CHECKOUT_PHONE_PATTERN, m.checkoutPhone),
);
export const nameOnCardRule = requiredLine(m.nameOnCardRequired, line);
export const cardNumberRule = requiredText(m.cardNumberRequired, (s) =>
  s.min(CARD_NUMBER_MIN_LENGTH, m.cardNumberMin).max(CARD_NUMBER_MAX_LENGTH, m.cardNumberMax),
);
export const expiryDateRule = requiredLine(m.expiryDateRequired, line);
export const cvvRule = requiredText(m.cvvRequired, (s) =>
  s.min(CVV_MIN_LENGTH, m.cvvMin).max(CVV_MAX_LENGTH, m.cvvMax),
);
export const paymentMethodRule = z.literal(PAYMENT_METHOD, {
  errorMap: () => ({ message: m.paymentMethod }),
});

// Enquiry.
// Long enough for a checkout first and last name joined by a space.
export const fullNameRule = requiredLine(m.fullNameRequired, (s) =>
  s.max(2 * LINE_MAX + 1, tooLong(2 * LINE_MAX + 1)),
);
// Free-form (the product rules set no format), but stored with ASCII digits as the other phones are.
export const phoneRule = requiredDigits(m.phoneRequired, (s) => s.max(20, tooLong(20)));

/** One enquiry photo: JPG or PNG, at most 10 MB (docs/decisions/011-enquiry-photos.md; the API also checks the content). */
export const photoRule = z
  .custom<File>((value) => isFile(value) && (ENQUIRY_PHOTO_TYPES as readonly string[]).includes(value.type), {
    message: m.photoType,
    fatal: false,
  })
  .refine((file) => file.size <= ENQUIRY_PHOTO_MAX_BYTES, m.photoSize);
export const photosRule = fileList(photoRule, ENQUIRY_PHOTO_LIMIT, m.photoLimit);

/** Whole number 1-99 (cart and product detail); one message for every way to get it wrong. */
export const quantitySchema = requiredNumber(m.quantity, m.quantity, (n) =>
  n.int(m.quantity).min(QUANTITY_MIN, m.quantity).max(QUANTITY_MAX, m.quantity),
);

/** An optional ObjectId from a route parameter or hidden input ('' counts as absent). */
export const optionalIdRule = optional(objectIdSchema);
