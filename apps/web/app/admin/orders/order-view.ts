import type { AdminOrder } from '@farm/contract';
import type { Language } from '#app/i18n/messages';
import { customerShown, withErasedShown } from '#app/lib/erased';
import { formatMoney } from '#app/lib/money';

/** An order as its admin screen shows it: amounts formatted on the server in the order's currency. */
export function toAdminOrderView(stored: AdminOrder, lang: Language) {
  const order = { ...withErasedShown(stored, lang), customer: customerShown(stored.customer, lang) };
  const money = (amount: number) => formatMoney(amount, lang, order.currency);
  return {
    _id: order._id,
    number: order.number,
    status: order.status,
    source: order.source,
    createdAt: order.createdAt,
    customer: order.customer,
    shippingAddress: order.shippingAddress,
    paymentMethod: order.paymentMethod,
    history: order.history,
    lines: order.lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      slug: line.slug,
      quantity: line.quantity,
      unitPrice: money(line.unitPrice),
      lineTotal: money(line.lineTotal),
    })),
    subtotal: money(order.subtotal),
    shipping: money(order.shipping),
    total: money(order.total),
  };
}
