import { Link } from 'react-router';
import { useI18n } from '../../i18n/context';
import { ShippingAddress, StatusBadge, useDateFormat } from '../../shop/order-parts';
import type { AdminOrderView } from './order-view';
import { TableBox, td, th } from './order-table';

const card = 'rounded-xl border border-gray-200 bg-white p-5';

/** The lines as the customer ordered them, and the totals the API computed. */
export function OrderLines({ order }: { order: AdminOrderView }) {
  const { t } = useI18n();
  return (
    // A plain block, not a region: the table's own scrolling box is the region named "Products".
    <div>
      <h2 className="text-lg font-semibold text-gray-900">{t('orders.lines')}</h2>
      <TableBox label={t('orders.lines')}>
        <table className="w-full text-sm">
          <thead className="bg-gray-50 text-gray-700">
            <tr>
              <th scope="col" className={`${th} text-start`}>
                {t('adminOrders.col.product')}
              </th>
              <th scope="col" className={`${th} text-end`}>
                {t('adminOrders.col.unitPrice')}
              </th>
              <th scope="col" className={`${th} text-end`}>
                {t('adminOrders.col.quantity')}
              </th>
              <th scope="col" className={`${th} text-end`}>
                {t('adminOrders.col.lineTotal')}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.productId} className="border-t border-gray-100">
                <td className={td}>
                  <bdi>{line.name}</bdi>
                </td>
                <td className={`${td} text-end whitespace-nowrap`}>{line.unitPrice}</td>
                <td className={`${td} text-end`}>{line.quantity}</td>
                <td className={`${td} text-end whitespace-nowrap`}>{line.lineTotal}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t border-gray-200">
            <tr>
              <th scope="row" colSpan={3} className={`${td} text-end font-medium text-gray-700`}>
                {t('checkout.subtotal')}
              </th>
              <td className={`${td} text-end whitespace-nowrap`}>{order.subtotal}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={3} className={`${td} text-end font-medium text-gray-700`}>
                {t('checkout.shipping')}
              </th>
              <td className={`${td} text-end whitespace-nowrap`}>{order.shipping}</td>
            </tr>
            <tr className="text-base font-bold">
              <th scope="row" colSpan={3} className={`${td} text-end text-gray-900`}>
                {t('checkout.total')}
              </th>
              <td className={`${td} text-end whitespace-nowrap text-leaf-800`}>{order.total}</td>
            </tr>
          </tfoot>
        </table>
      </TableBox>
    </div>
  );
}

/** Who ordered (with a link to their detail), where it goes, and how it is paid. */
export function OrderParties({ order }: { order: AdminOrderView }) {
  const { t } = useI18n();
  const address = order.shippingAddress;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="customer-title" className={card}>
        <h2 id="customer-title" className="font-semibold text-gray-900">
          {t('adminOrders.customer')}
        </h2>
        <p className="mt-2 text-gray-900">
          <bdi>{order.customer.name}</bdi>
        </p>
        <p className="break-all text-gray-700">
          <bdi dir="ltr">{order.customer.email}</bdi>
        </p>
        <Link
          to={`/admin-panel/customers/${order.customer._id}`}
          className="mt-2 inline-block font-semibold text-leaf-800 hover:underline"
        >
          {t('adminOrders.customerLink')}
        </Link>
      </section>
      <section aria-labelledby="address-title" className={card}>
        <h2 id="address-title" className="font-semibold text-gray-900">
          {t('adminOrders.shippingAddress')}
        </h2>
        <ShippingAddress address={address} />
      </section>
      <section aria-labelledby="payment-title" className={card}>
        <h2 id="payment-title" className="font-semibold text-gray-900">
          {t('adminOrders.payment')}
        </h2>
        <p className="mt-2 text-gray-800">{t('orders.cashOnDelivery')}</p>
      </section>
    </div>
  );
}

/** Every status the order took: which, when, who (by name and role) and the note. */
export function StatusHistory({ history }: { history: AdminOrderView['history'] }) {
  const { t } = useI18n();
  const date = useDateFormat(true);
  return (
    <section aria-labelledby="history-title" className={card}>
      <h2 id="history-title" className="text-lg font-semibold text-gray-900">
        {t('adminOrders.history')}
      </h2>
      <ol className="mt-3 space-y-3 border-s-2 border-leaf-200 ps-4">
        {history.map((entry) => (
          <li key={`${entry.status}-${entry.at}`}>
            <div className="flex flex-wrap items-center gap-2">
              <StatusBadge status={entry.status} />
              <span className="text-sm text-gray-700">
                <time dateTime={entry.at}>{date.format(new Date(entry.at))}</time> ·{' '}
                {t('adminOrders.historyBy')} <bdi>{entry.by.name}</bdi> (
                {t(`adminOrders.role.${entry.by.role}`)})
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
