import type { AdminOrder } from '@farm/contract';
import type { Language } from '#app/i18n/messages';
import { customerShown, withErasedShown } from '#app/lib/erased';
import { formatMoney } from '#app/lib/money';
import { pick } from '#app/utils/pick';

/** An order as its admin screen shows it: amounts formatted on the server in the order's currency. */
export function toAdminOrderView(stored: AdminOrder, lang: Language) {
  const order = { ...withErasedShown(stored, lang), customer: customerShown(stored.customer, lang) };
  const money = (amount: number) => formatMoney(amount, lang, order.currency);
  return {
    ...pick(order, [
      '_id',
      'number',
      'status',
      'source',
      'createdAt',
      'customer',
      'shippingAddress',
      'paymentMethod',
      'history',
    ]),
    lines: order.lines.map((line) => ({
      ...pick(line, ['productId', 'name', 'slug', 'quantity']),
      unitPrice: money(line.unitPrice),
      lineTotal: money(line.lineTotal),
    })),
    subtotal: money(order.subtotal),
    shipping: money(order.shipping),
    total: money(order.total),
  };
}
