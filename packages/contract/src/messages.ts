import {
  CARD_NUMBER_MAX_LENGTH,
  CARD_NUMBER_MIN_LENGTH,
  CHECKOUT_PHONE_DIGITS,
  CVV_MAX_LENGTH,
  ENQUIRY_PHOTO_LIMIT,
  ENQUIRY_PHOTO_MAX_BYTES,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  QUANTITY_MAX,
  QUANTITY_MIN,
  VERIFICATION_CODE_LENGTH,
} from './constants';

/**
 * Every user-facing validation sentence in English, keyed by its stable code. Where docs/product-rules.md §5 gives
 * words, they are the product rules' exactly; elsewhere they are plain sentences of our own. `{name}` marks a
 * parameter (see message-codes.ts: a rule's zod message is the code, not the sentence).
 */
export const validationMessages = {
  // Career (docs/product-rules.md §5: "Required, Valid email required, Valid UAE phone number required").
  required: 'Required',
  careerEmail: 'Valid email required',
  careerPhone: 'Valid UAE phone number required',

  // Contact.
  contactName: 'Name is required (min 2 chars).',
  contactEmail: 'Please enter a valid email.',
  contactMobile: 'Please enter a valid UAE phone number.',

  // Register, login, forgot password.
  firstNameRequired: 'First Name is required.',
  firstNameMin: `First Name must be at least ${NAME_MIN_LENGTH} characters.`,
  firstNameMax: `First Name cannot exceed ${NAME_MAX_LENGTH} characters.`,
  // docs/decisions/010-form-rules-where-spec-disagrees.md: required, 1-30, with messages that say exactly that.
  lastNameRequired: 'Last Name is required.',
  lastNameMax: `Last Name cannot exceed ${NAME_MAX_LENGTH} characters.`,
  emailRequired: 'Email is required.',
  emailInvalid: 'Enter a valid email.',
  passwordRequired: 'Password is required.',
  passwordMin: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordMax: `Password cannot exceed ${PASSWORD_MAX_LENGTH} characters.`,
  passwordMismatch: 'Password Mismatch: The passwords do not match. Please try again.',
  registerFormInvalid: 'Invalid Form: Please fill out all required fields correctly.',
  codeRequired: 'Verification code is required.',
  codeInvalid: `Enter the ${VERIFICATION_CODE_LENGTH}-digit code from the e-mail.`,
  // The token a reset link carries was cut short or changed: the visitor never types it.
  linkInvalid: 'This link is incomplete. Open it again from the e-mail, or request a new code.',

  // Customization.
  widthRequired: 'Width is required.',
  widthInvalid: 'Width must be a number of centimetres from 1 to 100000.',
  heightRequired: 'Height is required.',
  heightInvalid: 'Height must be a number of centimetres from 1 to 100000.',
  customSiteAreaRequired: 'Please enter your site area.',

  // Checkout.
  countryRequired: 'Country is required.',
  countryUnknown: 'Choose a country from the list.',
  firstNameRequiredCheckout: 'First name is required.',
  lastNameRequiredCheckout: 'Last name is required.',
  fullNameRequired: 'Full name is required.',
  addressRequired: 'Address is required.',
  cityRequired: 'City is required.',
  stateRequired: 'State is required.',
  stateEmirate: 'Choose one of the seven emirates.',
  zipRequired: 'ZIP code is required.',
  zipDigits: 'ZIP code must contain digits only.',
  phoneRequired: 'Phone number is required.',
  checkoutPhone: `Phone number must be exactly ${CHECKOUT_PHONE_DIGITS} digits.`,
  nameOnCardRequired: 'Name on card is required.',
  cardNumberRequired: 'Card number is required.',
  cardNumberMin: `Card number must be at least ${CARD_NUMBER_MIN_LENGTH} characters.`,
  cardNumberMax: `Card number cannot exceed ${CARD_NUMBER_MAX_LENGTH} characters.`,
  expiryDateRequired: 'Expiry date is required.',
  cvvRequired: 'CVV is required.',
  cvvMin: 'CVV too short.',
  cvvMax: `CVV cannot exceed ${CVV_MAX_LENGTH} characters.`,
  checkoutFormInvalid: 'Form Invalid: Please fill all required fields correctly.',
  paymentMethod: 'Only cash on delivery is accepted.',

  // A request's note in the admin's pipelines.
  noteRequired: 'Please write the note first.',

  // Enquiry.
  siteTypeOtherRequired: 'Please describe the other site type.',
  purposeOtherRequired: 'Please describe the other purpose.',
  serviceOtherRequired: 'Please describe the other service.',
  photoLimit: `You can upload at most ${ENQUIRY_PHOTO_LIMIT} photos.`,
  photoType: 'Photos must be JPG, PNG or WebP images.',
  photoSize: `Each photo must be ${ENQUIRY_PHOTO_MAX_BYTES / (1024 * 1024)} MB or smaller.`,

  // Shared.
  invalidChoice: 'Please choose one of the listed options.',
  invalidId: 'Invalid id',
  quantity: `Quantity must be a whole number from ${QUANTITY_MIN} to ${QUANTITY_MAX}.`,
  tooLong: 'Must be at most {max} characters.',
  // A list's page and page size in a URL (common.ts), with the largest one taken.
  pageInvalid: 'The page must be a whole number from 1 to {max}.',
  pageSizeInvalid: 'The number of items per page must be a whole number from 1 to {max}.',
  controlCharacters: 'Must not contain control characters.',
  invisibleCharacters: 'Must not contain invisible characters.',
  passwordCommon: 'This password is too common. Please choose one that is harder to guess.',
} as const;

export type ValidationMessageKey = keyof typeof validationMessages;

/** Each validation code as its own value (`m.required === 'required'`): what the rules put in zod issues. */
export const validationCodes = Object.fromEntries(
  Object.keys(validationMessages).map((code) => [code, code]),
) as { readonly [K in ValidationMessageKey]: K };

/**
 * Free-text fields the product rules give no limit still get one, so no request can carry megabytes of text. The
 * issue carries the code and its parameter (`tooLong?max=200`), see message-codes.ts.
 */
export function tooLong(max: number): string {
  return `tooLong?max=${max}`;
}
