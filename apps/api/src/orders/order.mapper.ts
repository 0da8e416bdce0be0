import { type AdminOrder, type ContentLanguage, inLanguage, type Order as OrderView } from '@farm/contract';
import type { Types } from 'mongoose';
import type { Order } from './order.schema';

/** An order as `lean()` returns it. */
export type OrderRecord = Order & { _id: Types.ObjectId; createdAt: Date };

// Explicit field lists keep internal fields (userId, language, stockReturned) out of the public shape.
// A line's name is in the reader's language, English where the product had no Arabic name when it was
// ordered (docs/decisions/110-order-lines-in-both-languages.md).
export function toOrderView(doc: OrderRecord, lang: ContentLanguage = 'en'): OrderView {
  const address = doc.shippingAddress;
  return {
    _id: doc._id.toString(),
    number: doc.number,
    status: doc.status,
    source: doc.source,
    lines: doc.lines.map((line) => ({
      productId: line.productId.toString(),
      name: inLanguage(lang, line.name, line.nameAr),
      slug: line.slug,
      image: line.image ?? null,
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      lineTotal: line.lineTotal,
    })),
    subtotal: doc.subtotal,
    shipping: doc.shipping,
    total: doc.total,
    currency: doc.currency,
    shippingAddress: {
      fullName: address.fullName,
      country: address.country,
      ...(address.company ? { company: address.company } : {}),
      email: address.email,
      addressLine1: address.addressLine1,
      ...(address.addressLine2 ? { addressLine2: address.addressLine2 } : {}),
      city: address.city,
      state: address.state,
      pincode: address.pincode,
      phone: address.phone,
    },
    paymentMethod: doc.paymentMethod,
    // The customer reads who moved their order as "the shop": a member of staff is not named to them (their
    // screens never did; docs/decisions/243-download-my-data.md). The admin's view names everyone.
    history: historyOf(doc, (by) => (by.role === 'Admin' ? { role: by.role, name: '' } : by)),
    createdAt: doc.createdAt.toISOString(),
  };
}

export function toAdminOrderView(doc: OrderRecord, lang: ContentLanguage = 'en'): AdminOrder {
  return {
    ...toOrderView(doc, lang),
    history: historyOf(doc, (by) => by),
    customer: { _id: doc.userId.toString(), name: doc.customer.name, email: doc.customer.email },
  };
}

type Actor = OrderView['history'][number]['by'];

function historyOf(doc: OrderRecord, shown: (by: Actor) => Actor): OrderView['history'] {
  return doc.history.map((entry) => ({
    status: entry.status,
    at: entry.at.toISOString(),
    by: shown({ role: entry.by.role, name: entry.by.name }),
    ...(entry.note ? { note: entry.note } : {}),
  }));
}
