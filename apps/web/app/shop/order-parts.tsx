import { SHOP_TIME_ZONE } from '@farm/contract';
import type { OrderStatus } from '@farm/contract';
import { Link } from 'react-router';
import { useI18n } from '../i18n/context';
import { localeOf } from '../i18n/messages';
import { LineThumb } from './line-parts';
import type { OrderView } from './views';

const statusTone: Record<OrderStatus, string> = {
  Pending: 'bg-amber-100 text-amber-900',
  Confirmed: 'bg-sky-100 text-sky-900',
  Shipped: 'bg-indigo-100 text-indigo-900',
  Delivered: 'bg-leaf-100 text-leaf-900',
  Cancelled: 'bg-gray-200 text-gray-800',
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useI18n();
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold ${statusTone[status]}`}>
      {t(`orders.status.${status}`)}
    </span>
  );
}

/** A date (and time) in the page's language. */
export function useDateFormat(withTime = false) {
  const { lang } = useI18n();
  return new Intl.DateTimeFormat(localeOf(lang), {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: SHOP_TIME_ZONE,
  });
}

/**
 * An order as the confirmation page and the account show it (docs/decisions/008-real-checkout-summary.md): its number, status, lines,
 * totals and delivery address.
 */
export function OrderDetails({ order }: { order: OrderView }) {
  const { t } = useI18n();
  const date = useDateFormat();
  const address = order.shippingAddress;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-2xl font-bold text-gray-900">{t('orders.number', { number: order.number })}</h2>
        <StatusBadge status={order.status} />
        <p className="text-gray-700">
          {t('orders.placedOn', { date: date.format(new Date(order.createdAt)) })}
        </p>
      </div>
      <div className="grid grid-cols-1 items-start gap-6 md:grid-cols-[minmax(0,1fr)_18rem]">
        <section aria-labelledby="lines-heading" className="rounded-2xl border border-leaf-100 bg-white p-5">
          <h3 id="lines-heading" className="font-bold text-gray-900">
            {t('orders.lines')}
          </h3>
          <ul className="mt-3 divide-y divide-gray-200">
            {order.lines.map((line) => (
              <li key={line.productId} className="flex items-center gap-3 py-3">
                <LineThumb image={line.image} />
                {/* The name has the whole width; the price and the line's total share the row below it, so a
                    large total never squeezes the name into a narrow column on a phone. */}
                <div className="min-w-0 flex-1">
                  <Link
                    to={`/product-detail/${encodeURIComponent(line.slug)}`}
                    className="font-medium text-gray-900 hover:underline"
                  >
                    <bdi>{line.name}</bdi>
                  </Link>
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <p className="text-sm text-gray-700">
                      {line.unitPrice}{' '}
                      <span className="whitespace-nowrap">
                        {t('orders.quantityTimes', { quantity: line.quantity })}
                      </span>
                    </p>
                    <p className="font-semibold whitespace-nowrap text-gray-900">{line.lineTotal}</p>
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <dl className="mt-3 space-y-1 border-t border-gray-200 pt-3 text-sm">
            <div className="flex justify-between gap-3">
              <dt className="text-gray-700">{t('checkout.subtotal')}</dt>
              <dd className="text-gray-900">{order.subtotal}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-gray-700">{t('checkout.shipping')}</dt>
              <dd className="text-gray-900">{order.shipping}</dd>
            </div>
            <div className="flex justify-between gap-3 text-base font-bold">
              <dt className="text-gray-900">{t('checkout.total')}</dt>
              <dd className="text-leaf-800">{order.total}</dd>
            </div>
          </dl>
        </section>
        <div className="flex flex-col gap-6">
          <section
            aria-labelledby="address-heading"
            className="rounded-2xl border border-leaf-100 bg-white p-5"
          >
            <h3 id="address-heading" className="font-bold text-gray-900">
              {t('orders.deliveryAddress')}
            </h3>
            <ShippingAddress address={address} />
          </section>
          <section
            aria-labelledby="payment-heading"
            className="rounded-2xl border border-leaf-100 bg-white p-5"
          >
            <h3 id="payment-heading" className="font-bold text-gray-900">
              {t('orders.payment')}
            </h3>
            <p className="mt-2 text-gray-800">{t('orders.cashOnDelivery')}</p>
          </section>
        </div>
      </div>
    </div>
  );
}

/** Every status the order took, with when and by whom (the shop or the customer). */
export function OrderHistory({ history }: { history: OrderView['history'] }) {
  const { t } = useI18n();
  const date = useDateFormat(true);
  return (
    <section aria-labelledby="history-heading" className="rounded-2xl border border-leaf-100 bg-white p-5">
      <h3 id="history-heading" className="font-bold text-gray-900">
        {t('orders.history')}
      </h3>
      <ol className="mt-3 space-y-3 border-s-2 border-leaf-200 ps-4">
        {history.map((entry) => (
          <li key={`${entry.status}-${entry.at}`}>
            <div className="flex flex-wrap items-center gap-2">
              <StatusBadge status={entry.status} />
              <span className="text-sm text-gray-700">
                {date.format(new Date(entry.at))} ·{' '}
                {t(entry.by.role === 'Admin' ? 'orders.byShop' : 'orders.byCustomer')}
              </span>
            </div>
            {entry.note && (
              <p className="mt-1 text-sm text-gray-800">
                <bdi>{entry.note}</bdi>
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** An order's delivery address as it was written at checkout, one line a part, for the shop and the panel. */
export function ShippingAddress({ address }: { address: OrderView['shippingAddress'] }) {
  return (
    <address className="mt-2 text-gray-800 not-italic">
      <bdi>{address.fullName}</bdi>
      {address.company && (
        <>
          <br />
          <bdi>{address.company}</bdi>
        </>
      )}
      <br />
      <bdi>{address.addressLine1}</bdi>
      {address.addressLine2 && (
        <>
          <br />
          <bdi>{address.addressLine2}</bdi>
        </>
      )}
      <br />
      <bdi>
        {address.city}, {address.state} {address.pincode}
      </bdi>
      <br />
      <bdi>{address.country}</bdi>
      <br />
      <span dir="ltr">{address.phone}</span>
      <br />
      <span dir="ltr" className="break-all">
        {address.email}
      </span>
    </address>
  );
}
