import { z } from 'zod';
import { objectIdSchema } from '../common';
import { withCrossFieldRules } from '../cross-field';
import { checkbox, optional, optionalLine, requiredNumber, text } from '../fields';
import { messageRef } from '../message-codes';
import { validationCodes as m } from '../messages';
import { isEmirate, UAE } from '../places';
import {
  addressRule,
  cardNumberRule,
  checkoutFirstNameRule,
  checkoutLastNameRule,
  checkoutPhoneRule,
  cityRule,
  countryRule,
  cvvRule,
  emailAddressRule,
  expiryDateRule,
  fullNameRule,
  nameOnCardRule,
  paymentMethodRule,
  quantitySchema,
  stateRule,
  zipRule,
} from '../rules';

/**
 * A UAE address's State is one of the seven emirates; elsewhere it is written freely
 * (docs/decisions/182-countries-and-emirates.md).
 */
export function withStateOfCountry<S extends z.AnyZodObject>(schema: S) {
  return withCrossFieldRules(schema, (valid, _raw, report) => {
    const { country, state } = valid as { country?: string; state?: string };
    if (country === UAE && state !== undefined && !isEmirate(state)) report('state', m.stateEmirate);
  });
}

const checkoutFields = z.object({
  country: countryRule,
  firstName: checkoutFirstNameRule,
  lastName: checkoutLastNameRule,
  company: optionalLine(100),
  address: addressRule,
  apartment: optionalLine(100),
  city: cityRule,
  state: stateRule,
  zip: zipRule,
  email: emailAddressRule,
  phone: checkoutPhoneRule,
  createAccount: checkbox(),
  nameOnCard: nameOnCardRule,
  cardNumber: cardNumberRule,
  expiryDate: expiryDateRule,
  cvv: cvvRule,
  saveCard: checkbox(),
});

/**
 * The whole checkout form as the browser validates it, card block included. The card fields are
 * checked here and never posted (docs/decisions/009-card-block-and-cash-on-delivery.md): the server receives `toShippingAddress(form)` only.
 */
export const checkoutSchema = withStateOfCountry(checkoutFields);
export type CheckoutForm = z.infer<typeof checkoutSchema>;

/** The checkout form's fields, one by one, for forms that take a part of them (the address book). */
export const checkoutFieldsSchema = checkoutFields;

/** The card block's fields: checked in the browser, never posted (docs/decisions/009-card-block-and-cash-on-delivery.md). */
export const CARD_FIELDS = ['nameOnCard', 'cardNumber', 'expiryDate', 'cvv', 'saveCard'] as const;

/** What the checkout form posts to the web server: everything but the card block. */
export const checkoutBillingSchema = withStateOfCountry(
  checkoutFields.omit({
    nameOnCard: true,
    cardNumber: true,
    expiryDate: true,
    cvv: true,
    saveCard: true,
  }),
);
export type CheckoutBilling = z.infer<typeof checkoutBillingSchema>;

/** Initial values: the product rules show createAccount unchecked and 'Save Card Details' checked. */
export const checkoutDefaults = { createAccount: false, saveCard: true } as const;

/** The shipping address posted with an order (docs/product-rules.md §3, shippingAddress). */
const shippingAddressFields = z.object({
  fullName: fullNameRule,
  country: countryRule,
  company: optionalLine(100),
  email: emailAddressRule,
  addressLine1: addressRule,
  addressLine2: optionalLine(100),
  city: cityRule,
  state: stateRule,
  pincode: zipRule,
  phone: checkoutPhoneRule,
});
export const shippingAddressSchema = withStateOfCountry(shippingAddressFields);

/** The address's fields alone, for a body that adds rules of its own (the order bodies refuse extra fields). */
export const shippingAddressFieldsSchema = shippingAddressFields;
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/**
 * The order's total, shipping included, as the checkout page showed it. Sent back with the order, so a
 * total that changed meanwhile (a new price, a line added in another tab) is refused instead of charged
 * (docs/decisions/242-the-total-seen-is-the-total-charged.md). A form posts it as text; absent or blank, it
 * is left out.
 */
const totalInvalid = messageRef('expectedTotalInvalid');
export const expectedTotalSchema = optional(
  requiredNumber(totalInvalid, totalInvalid, (n) => n.nonnegative(totalInvalid)),
);

/**
 * The lines the checkout page showed, as its quote named them (`OrderQuote.linesSeen`). Sent back with the
 * order, so lines that changed meanwhile (a product swapped for another of the same price in another tab)
 * are refused, as a changed total is (docs/decisions/242-the-total-seen-is-the-total-charged.md).
 */
const linesInvalid = messageRef('expectedLinesInvalid');
export const expectedLinesSchema = optional(text().regex(/^[a-f0-9]{64}$/, linesInvalid));

/** Order from the cart: what is posted, and all that is posted. */
export const cartOrderSchema = z.object({
  shippingAddress: shippingAddressSchema,
  paymentMethod: paymentMethodRule,
  expectedTotal: expectedTotalSchema,
  expectedLines: expectedLinesSchema,
});
export type CartOrderInput = z.infer<typeof cartOrderSchema>;

/** Direct purchase ("Buy now"): one product and its quantity (from the checkout URL). */
export const directOrderSchema = cartOrderSchema.extend({
  productId: objectIdSchema,
  quantity: quantitySchema,
});
export type DirectOrderInput = z.infer<typeof directOrderSchema>;

/** Maps the checkout form to the posted address; the card fields are left behind on purpose. */
export function toShippingAddress(form: CheckoutBilling): ShippingAddress {
  return {
    fullName: `${form.firstName} ${form.lastName}`,
    country: form.country,
    company: form.company,
    email: form.email,
    addressLine1: form.address,
    addressLine2: form.apartment,
    city: form.city,
    state: form.state,
    pincode: form.zip,
    phone: form.phone,
  };
}
