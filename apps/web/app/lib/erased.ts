import { ERASED_PERSONAL_DATA, type Order } from '@farm/contract';
import { type Language, translate } from '#app/i18n/messages';

/** The API's one English word where a deleted account's personal data was, in the page's language. */
function shown(text: string, lang: Language): string {
  return text === ERASED_PERSONAL_DATA ? translate(lang, 'orders.erased') : text;
}

/** The parts of an order's address that erasing an account replaces. */
const ERASED_FIELDS = ['fullName', 'email', 'addressLine1', 'pincode', 'phone'] as const;

/** An order's personal parts with the erased ones in the page's language: the address, the history's names. */
export function withErasedShown<T extends Pick<Order, 'shippingAddress' | 'history'>>(
  order: T,
  lang: Language,
): T {
  const { shippingAddress: address } = order;
  return {
    ...order,
    shippingAddress: {
      ...address,
      ...Object.fromEntries(ERASED_FIELDS.map((field) => [field, shown(address[field], lang)])),
    },
    history: order.history.map((step) => ({ ...step, by: { ...step.by, name: shown(step.by.name, lang) } })),
  };
}

/** The customer an admin's order names, the erased one in the page's language. */
export function customerShown<C extends { name: string; email: string }>(customer: C, lang: Language): C {
  return { ...customer, name: shown(customer.name, lang), email: shown(customer.email, lang) };
}
