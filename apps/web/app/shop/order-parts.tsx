import { Link } from 'react-router';
import { OrderAside, OrderLines, StatusBadge } from '#app/components/order';
import { useDateFormat } from '#app/lib/dates';
import { useI18n } from '#app/i18n/context';
import type { OrderView } from '#app/shop/views';

/**
 * An order as the confirmation page and the account show it (docs/decisions/008-real-checkout-summary.md):
 * its number, status, lines, totals and delivery address.
 */
export function OrderDetails({ order }: { order: OrderView }) {
  const { t } = useI18n();
  const date = useDateFormat();
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
        <OrderLines order={order} linked />
        <OrderAside order={order} addressTitle={t('orders.deliveryAddress')} />
      </div>
    </div>
  );
}

/** The order's number, linking to it; the label names the order for screen readers. */
export function OrderLink({
  order,
  className,
}: {
  order: Pick<OrderView, '_id' | 'number'>;
  className: string;
}) {
  const { t } = useI18n();
  return (
    <Link
      to={`/account/orders/${order._id}`}
      aria-label={t('orders.view', { number: order.number })}
      className={className}
    >
      {t('orders.number', { number: order.number })}
    </Link>
  );
}
