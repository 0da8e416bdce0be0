import type { Cart, LineAvailability, Order, OrderLine, OrderQuote } from '@farm/contract';
import type { Language } from '#app/i18n/messages';
import { formatMoney } from '#app/lib/money';
import { withErasedShown } from '#app/lib/erased';
import { pick } from '#app/utils/pick';

/** A line as an order shows it: amounts already formatted on the server. */
type PricedLineView = Omit<OrderLine, 'unitPrice' | 'lineTotal'> & { unitPrice: string; lineTotal: string };

/** A cart or checkout line: an order's line plus what the shop knows about it today. */
export type LineView = PricedLineView & {
  availability: LineAvailability;
  stock: number;
  /** False once the product no longer exists (no link to it then). */
  exists: boolean;
};

export type CartView = { lines: LineView[]; total: string; orderable: boolean };
type Totals = { subtotal: string; shipping: string; total: string };
export type QuoteView = Totals & { lines: LineView[]; orderable: boolean };

type Money = (amount: number) => string;

const moneyIn =
  (lang: Language, currency: string): Money =>
  (amount) =>
    formatMoney(amount, lang, currency);

function pricedLineView(line: OrderLine, money: Money): PricedLineView {
  return {
    ...pick(line, ['productId', 'name', 'slug', 'image', 'quantity']),
    unitPrice: money(line.unitPrice),
    lineTotal: money(line.lineTotal),
  };
}

function totals(amounts: { subtotal: number; shipping: number; total: number }, money: Money): Totals {
  return {
    subtotal: money(amounts.subtotal),
    shipping: money(amounts.shipping),
    total: money(amounts.total),
  };
}

function lineView(line: Cart['items'][number] | OrderQuote['lines'][number], money: Money): LineView {
  return {
    ...pricedLineView(line, money),
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
    ...totals(quote, money),
    orderable: quote.orderable,
  };
}

/** An order as its pages show it: amounts in the order's own currency, dates as ISO strings. */
export type OrderView = Totals &
  Pick<Order, '_id' | 'number' | 'status' | 'createdAt' | 'shippingAddress' | 'history'> & {
    lines: PricedLineView[];
    itemCount: number;
  };

/** An order as a list row shows it: what it is, when, how many items, its status and total. */
export type OrderSummary = Pick<OrderView, '_id' | 'number' | 'status' | 'createdAt' | 'itemCount' | 'total'>;

/** The row of a list of orders: only what it shows, not the lines, address and history of each. */
export function toOrderSummary(order: Order, lang: Language): OrderSummary {
  return {
    ...pick(order, ['_id', 'number', 'status', 'createdAt']),
    itemCount: order.lines.reduce((sum, line) => sum + line.quantity, 0),
    total: moneyIn(lang, order.currency)(order.total),
  };
}

export function toOrderView(placed: Order, lang: Language): OrderView {
  const order = withErasedShown(placed, lang);
  const money = moneyIn(lang, order.currency);
  return {
    ...toOrderSummary(order, lang),
    lines: order.lines.map((line) => pricedLineView(line, money)),
    ...totals(order, money),
    shippingAddress: order.shippingAddress,
    history: order.history,
  };
}
