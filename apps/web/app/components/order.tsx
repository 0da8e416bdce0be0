import { countryName, type OrderHistoryEntry, type OrderStatus, stateName } from '@farm/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '#app/i18n/context';
import { useDateFormat } from '#app/lib/dates';
import { LineThumb } from '#app/components/line-parts';
import type { OrderView } from '#app/shop/views';
import { Card } from '#app/components/ui/card';

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

/** An order's line with its amounts formatted on the server; the shop's own view adds its picture. */
type Line = Omit<OrderView['lines'][number], 'image'> & { image?: string | null };
type Order = Pick<OrderView, 'subtotal' | 'shipping' | 'total' | 'shippingAddress' | 'history'> & {
  lines: Line[];
};

/**
 * The lines and the totals the API computed. In the shop each line links to its product; the name has the
 * whole width, and the price and the line's total share the row below it, so a large total never squeezes
 * the name into a narrow column on a phone.
 */
export function OrderLines({ order, linked }: { order: Order; linked?: boolean }) {
  const { t } = useI18n();
  return (
    <Card id="lines-title" title={t('orders.lines')}>
      <ul className="mt-3 divide-y divide-gray-200">
        {order.lines.map((line) => (
          <li key={line.productId} className="flex items-center gap-3 py-3">
            {line.image !== undefined && <LineThumb image={line.image} />}
            <div className="min-w-0 flex-1">
              {linked ? (
                <Link
                  to={`/product-detail/${encodeURIComponent(line.slug)}`}
                  className="font-medium text-gray-900 hover:underline"
                >
                  <bdi>{line.name}</bdi>
                </Link>
              ) : (
                <p className="font-medium text-gray-900">
                  <bdi>{line.name}</bdi>
                </p>
              )}
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
        {(['subtotal', 'shipping'] as const).map((amount) => (
          <div key={amount} className="flex justify-between gap-3">
            <dt className="text-gray-700">{t(`checkout.${amount}`)}</dt>
            <dd className="text-gray-900">{order[amount]}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 text-base font-bold">
          <dt className="text-gray-900">{t('checkout.total')}</dt>
          <dd className="text-leaf-800">{order.total}</dd>
        </div>
      </dl>
    </Card>
  );
}

/**
 * Where the order goes (as written at checkout) and how it is paid; `before` comes first (the panel's
 * customer card).
 */
export function OrderAside({
  order,
  addressTitle,
  before,
}: {
  order: Order;
  addressTitle: string;
  before?: ReactNode;
}) {
  const { t, lang } = useI18n();
  const address = order.shippingAddress;
  return (
    <div className="flex flex-col gap-6">
      {before}
      <Card id="address-title" title={addressTitle}>
        <address className="mt-2 text-gray-800 not-italic">
          <bdi>{address.fullName}</bdi>
          <OptionalLine text={address.company} />
          <br />
          <bdi>{address.addressLine1}</bdi>
          <OptionalLine text={address.addressLine2} />
          <br />
          <PlaceLine city={address.city} state={stateName(address.state, lang)} zip={address.pincode} />
          <br />
          {/* Named by the runtime's own country names, which may differ slightly between server and browser. */}
          <bdi suppressHydrationWarning>{countryName(address.country, lang)}</bdi>
          <br />
          <span dir="ltr">{address.phone}</span>
          <br />
          <span dir="ltr" className="break-all">
            {address.email}
          </span>
        </address>
      </Card>
      <Card id="payment-title" title={t('orders.payment')}>
        <p className="mt-2 text-gray-800">{t('orders.cashOnDelivery')}</p>
      </Card>
    </div>
  );
}

/**
 * City, emirate and postal code on one line, each set apart: the emirate is named in the page's language
 * (docs/decisions/182-countries-and-emirates.md), and a city typed in Latin letters must not lay out an Arabic
 * emirate and the code after it left to right ("Dubai, 00000 دبي"). Arabic pages separate them with the
 * Arabic comma.
 */
export function PlaceLine({ city, state, zip }: { city: string; state: string; zip: string }) {
  const { lang } = useI18n();
  return (
    <>
      <bdi>{city}</bdi>
      {lang === 'ar' ? '، ' : ', '}
      <bdi>{state}</bdi> <bdi dir="ltr">{zip}</bdi>
    </>
  );
}

/** A line of the address that only some have (a company, a second street line), on a line of its own. */
function OptionalLine({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <>
      <br />
      <bdi>{text}</bdi>
    </>
  );
}

/** Every status the order took: which, when, who (`by` says it) and the note. */
export function OrderHistory({
  history,
  by,
}: {
  history: OrderHistoryEntry[];
  by: (entry: OrderHistoryEntry) => ReactNode;
}) {
  const { t } = useI18n();
  const date = useDateFormat(true);
  return (
    <Card id="history-title" title={t('orders.history')}>
      <ol className="mt-3 space-y-3 border-s-2 border-leaf-200 ps-4">
        {history.map((entry) => (
          <li key={`${entry.status}-${entry.at}`}>
            <div className="flex flex-wrap items-center gap-2">
              <StatusBadge status={entry.status} />
              <span className="text-sm text-gray-700">
                <time dateTime={entry.at}>{date.format(new Date(entry.at))}</time> · {by(entry)}
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
    </Card>
  );
}
