import type { Cart, LineAvailability, Order, OrderQuote, OrderStatus } from '@farm/contract';
import type { Language } from '#app/i18n/messages';
import { formatMoney } from '#app/lib/money';

/** A cart or checkout line as the screens show it: amounts already formatted on the server. */
export type LineView = {
  productId: string;
  name: string;
  slug: string;
  image: string | null;
  quantity: number;
  unitPrice: string;
  lineTotal: string;
  availability: LineAvailability;
  stock: number;
  /** False once the product no longer exists (no link to it then). */
  exists: boolean;
};

export type CartView = { lines: LineView[]; total: string; orderable: boolean };
export type QuoteView = {
  lines: LineView[];
  subtotal: string;
  shipping: string;
  total: string;
  orderable: boolean;
};

type Money = (amount: number) => string;

const moneyIn =
  (lang: Language, currency: string): Money =>
  (amount) =>
    formatMoney(amount, lang, currency);

function lineView(line: Cart['items'][number] | OrderQuote['lines'][number], money: Money): LineView {
  return {
    productId: line.productId,
    name: line.name,
    slug: line.slug,
    image: line.image,
    quantity: line.quantity,
    unitPrice: money(line.unitPrice),
    lineTotal: money(line.lineTotal),
    availability: line.availability,
    stock: line.stock,
    exists: 'product' in line ? line.product !== null : line.availability !== 'unavailable',
  };
}

export function toCartView(cart: Cart, lang: Language, currency: string): CartView {
  const money = moneyIn(lang, currency);
  return {
    lines: cart.items.map((item) => lineView(item, money)),
    total: money(cart.total),
    orderable: cart.orderable,
  };
}

export function toQuoteView(quote: OrderQuote, lang: Language, currency: string): QuoteView {
  const money = moneyIn(lang, currency);
  return {
    lines: quote.lines.map((line) => lineView(line, money)),
    subtotal: money(quote.subtotal),
    shipping: money(quote.shipping),
    total: money(quote.total),
    orderable: quote.orderable,
  };
}

/** An order as its pages show it: amounts in the order's own currency, dates as ISO strings. */
export type OrderView = {
  _id: string;
  number: string;
  status: OrderStatus;
  createdAt: string;
  lines: {
    productId: string;
    name: string;
    slug: string;
    image: string | null;
    quantity: number;
    unitPrice: string;
    lineTotal: string;
  }[];
  itemCount: number;
  subtotal: string;
  shipping: string;
  total: string;
  shippingAddress: Order['shippingAddress'];
  history: Order['history'];
};

export function toOrderView(order: Order, lang: Language): OrderView {
  const money = moneyIn(lang, order.currency);
  return {
    _id: order._id,
    number: order.number,
    status: order.status,
    createdAt: order.createdAt,
    lines: order.lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      slug: line.slug,
      image: line.image,
      quantity: line.quantity,
      unitPrice: money(line.unitPrice),
      lineTotal: money(line.lineTotal),
    })),
    itemCount: order.lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: money(order.subtotal),
    shipping: money(order.shipping),
    total: money(order.total),
    shippingAddress: order.shippingAddress,
    history: order.history,
  };
}
