import { countryName, type Order, type OrderStatus, stateName } from '@farm/contract';
import { blockMail, type MailBlock, type MailContent } from '../mail/mail-templates';
import type { MailLanguage } from '../users/user.schema';

interface Wording {
  subject: (number: string) => string;
  greeting: (name: string) => string;
  thanks: string;
  order: (number: string) => string;
  subtotal: string;
  shipping: string;
  total: string;
  address: string;
  phone: string;
  follow: string;
}

const wording: Record<MailLanguage, Wording> = {
  en: {
    subject: (number) => `Your order ${number}`,
    greeting: (name) => `Hello ${name},`,
    thanks:
      'Thank you for your order. We will call you to arrange the delivery; you pay in cash when it arrives.',
    order: (number) => `Order ${number}`,
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    total: 'Total',
    address: 'Delivery address',
    phone: 'Phone',
    follow: 'You can follow your order in your account:',
  },
  ar: {
    subject: (number) => `طلبك ${number}`,
    greeting: (name) => `مرحباً ${name}،`,
    thanks: 'شكراً لطلبك. سنتصل بك لترتيب التوصيل، وتدفع نقداً عند الاستلام.',
    order: (number) => `الطلب ${number}`,
    subtotal: 'المجموع الفرعي',
    shipping: 'الشحن',
    total: 'الإجمالي',
    address: 'عنوان التوصيل',
    phone: 'الهاتف',
    follow: 'يمكنك متابعة طلبك من حسابك:',
  },
};

/** Amounts as the shop shows them, in the given language (docs/decisions/014-one-currency.md). */
export function moneyIn(language: MailLanguage, currency: string): (amount: number) => string {
  const format = new Intl.NumberFormat(language === 'ar' ? 'ar-AE' : 'en-AE', {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return (amount) => format.format(amount);
}

/**
 * A part of a line set apart in the text and in the HTML alike (first-strong and left-to-right isolates): a
 * street typed in Latin letters, an Arabic emirate or a postal code keeps its own direction and its place in
 * the line, whatever the direction of the mail around it. The isolates are the ones a field may hold
 * (docs/decisions/259-visible-one-line-text.md).
 */
const isolated = (part: string) => `\u2068${part}\u2069`;
const leftToRight = (part: string) => `\u2066${part}\u2069`;

/**
 * The delivery address on one line, its country and emirate named in the mail's language
 * (docs/decisions/182-countries-and-emirates.md), each part set apart and, in Arabic, after an Arabic comma.
 */
function addressLine(order: Order, language: MailLanguage): string {
  const a = order.shippingAddress;
  const state = stateName(a.state, language);
  const country = countryName(a.country, language);
  return [a.fullName, a.company, a.addressLine1, a.addressLine2, a.city, state, a.pincode, country]
    .filter((part): part is string => Boolean(part))
    .map(isolated)
    .join(language === 'ar' ? '، ' : ', ');
}

function orderBlocks(
  order: Order,
  language: MailLanguage,
  w: Wording,
  money: (amount: number) => string,
): MailBlock[] {
  return [
    { kind: 'strong', text: w.order(order.number) },
    {
      kind: 'table',
      rows: [
        ...order.lines.map((line) => [`${line.name} × ${line.quantity}`, money(line.lineTotal)] as const),
        [w.subtotal, money(order.subtotal)],
        [w.shipping, money(order.shipping)],
        [w.total, money(order.total)],
      ],
    },
    {
      kind: 'table',
      rows: [
        [w.address, addressLine(order, language)],
        // Left to right: the groups of a phone number would otherwise read from the right in an Arabic mail.
        [w.phone, leftToRight(order.shippingAddress.phone)],
      ],
    },
  ];
}

/** The customer's confirmation, in their language, with the lines, the total and where to follow it. */
export function orderConfirmationMail(
  order: Order,
  language: MailLanguage,
  name: string,
  orderUrl: string,
): MailContent {
  const w = wording[language];
  return blockMail('orderConfirmation', language, w.subject(order.number), [
    { kind: 'paragraph', text: w.greeting(name) },
    { kind: 'paragraph', text: w.thanks },
    ...orderBlocks(order, language, w, moneyIn(language, order.currency)),
    { kind: 'paragraph', text: w.follow, link: orderUrl },
  ]);
}

/** The shop's notice that a customer cancelled their order (docs/decisions/245-customers-cancel-their-orders.md). */
export function cancelledOrderMail(
  order: Order,
  customer: { name: string; email: string },
  /** Why: the customer cancelled it, or deleted their account, which cancels every order not yet delivered. */
  why: 'cancelled' | 'accountDeleted' = 'cancelled',
): MailContent {
  const w = wording.en;
  const what =
    why === 'cancelled' ? 'cancelled this order' : 'deleted their account, which cancelled this order';
  return blockMail('orderCancelled', 'en', `Order ${order.number} cancelled by the customer`, [
    {
      kind: 'paragraph',
      text: `${customer.name} (${customer.email}) ${what}. Its items are back in stock; do not ship it.`,
    },
    ...orderBlocks(order, 'en', w, moneyIn('en', order.currency)),
  ]);
}

/** The shop's notification (SHOP_EMAIL), in English: who ordered what, and where it goes. */
export function newOrderMail(order: Order, customer: { name: string; email: string }): MailContent {
  const w = wording.en;
  return blockMail('newOrder', 'en', `New order ${order.number}`, [
    {
      kind: 'paragraph',
      text: `${customer.name} (${customer.email}) placed an order, to be paid cash on delivery.`,
    },
    ...orderBlocks(order, 'en', w, moneyIn('en', order.currency)),
  ]);
}

type StatusStep = Exclude<OrderStatus, 'Pending'>;

/** What the customer is told when the shop moves their order on (docs/decisions/247-order-status-mails.md). */
const statusWording: Record<
  MailLanguage,
  Record<StatusStep, { subject: (number: string) => string; text: (number: string) => string }> & {
    note: string;
  }
> = {
  en: {
    Confirmed: {
      subject: (number) => `Your order ${number} is confirmed`,
      text: (number) => `We have confirmed your order ${number}. We will tell you when it is on its way.`,
    },
    Shipped: {
      subject: (number) => `Your order ${number} is on its way`,
      text: (number) => `Your order ${number} has been shipped. You pay in cash when it arrives.`,
    },
    Delivered: {
      subject: (number) => `Your order ${number} has been delivered`,
      text: (number) => `Your order ${number} has been delivered. Thank you for buying from us.`,
    },
    Cancelled: {
      subject: (number) => `Your order ${number} has been cancelled`,
      text: (number) =>
        `The shop has cancelled your order ${number}; you pay nothing. If you did not expect this, please contact us.`,
    },
    note: 'A note from the shop:',
  },
  ar: {
    Confirmed: {
      subject: (number) => `تم تأكيد طلبك ${number}`,
      text: (number) => `أكّدنا طلبك ${number}. سنخبرك عندما يكون في الطريق إليك.`,
    },
    Shipped: {
      subject: (number) => `طلبك ${number} في الطريق إليك`,
      text: (number) => `تم شحن طلبك ${number}. تدفع نقداً عند الاستلام.`,
    },
    Delivered: {
      subject: (number) => `تم توصيل طلبك ${number}`,
      text: (number) => `تم توصيل طلبك ${number}. شكراً لشرائك منا.`,
    },
    Cancelled: {
      subject: (number) => `تم إلغاء طلبك ${number}`,
      text: (number) => `ألغى المتجر طلبك ${number}، ولن تدفع شيئاً. إذا لم تكن تتوقع ذلك، يرجى التواصل معنا.`,
    },
    note: 'ملاحظة من المتجر:',
  },
};

/** The customer's mail when the shop moves their order on, in their language, with the shop's note if any. */
export function orderStatusMail(
  order: Order,
  step: StatusStep,
  language: MailLanguage,
  name: string,
  orderUrl: string,
  note?: string,
): MailContent {
  const w = wording[language];
  const said = statusWording[language];
  return blockMail('orderStatus', language, said[step].subject(order.number), [
    { kind: 'paragraph', text: w.greeting(name) },
    { kind: 'paragraph', text: said[step].text(order.number) },
    ...(note ? [{ kind: 'paragraph' as const, text: `${said.note} ${note}` }] : []),
    ...orderBlocks(order, language, w, moneyIn(language, order.currency)),
    { kind: 'paragraph', text: w.follow, link: orderUrl },
  ]);
}
