import type { AdminOrder } from '@farm/contract';
import { Link } from 'react-router';
import { Field } from '#app/components/forms';
import { StatusBadge } from '#app/components/order';
import { useDateFormat } from '#app/lib/dates';
import { boxCell, boxHeadCell, type Column, rowRule, TableBox } from '#app/components/ui/table';
import { useI18n } from '#app/i18n/context';

/** An order as the admin's lists show it: the total already formatted in its currency. */
export type OrderRow = Pick<AdminOrder, '_id' | 'number' | 'status' | 'createdAt'> & {
  items: number;
  total: string;
  customer?: AdminOrder['customer'];
};

/**
 * Orders in a boxed table: number, status, total, date placed, then the customer (the full list only,
 * not on a customer's own page) and the number of items. `list` is the order list's query as the admin
 * left it (filters, page): the order page's way back returns to it.
 */
export function OrderTable({ orders, list }: { orders: readonly OrderRow[]; list?: string }) {
  const { t } = useI18n();
  const date = useDateFormat(true);
  const withCustomer = orders.some((order) => order.customer);
  const columns: Column[] = [
    t('adminOrders.col.number'),
    t('adminOrders.col.status'),
    { label: t('adminOrders.col.total'), align: 'end' },
    // On a phone the number, status and total fit; the rest is on the order's own page.
    { label: t('adminOrders.col.placed'), className: 'hidden sm:table-cell' },
    ...(withCustomer ? [{ label: t('adminOrders.col.customer'), className: 'hidden md:table-cell' }] : []),
    { label: t('adminOrders.col.items'), align: 'end', className: 'hidden sm:table-cell' },
  ];
  return (
    <TableBox caption={t('adminOrders.tableCaption')} columns={columns} headCell={boxHeadCell}>
      <tbody>
        {orders.map((order) => (
          <tr key={order._id} className={rowRule}>
            <td className={`${boxCell} font-semibold whitespace-nowrap`}>
              <Link
                to={`/admin-panel/order/${order._id}${list ? `?back=${encodeURIComponent(list)}` : ''}`}
                className="text-leaf-800 hover:underline"
                dir="ltr"
              >
                {order.number}
              </Link>
            </td>
            <td className={`${boxCell} whitespace-nowrap`}>
              <StatusBadge status={order.status} />
            </td>
            <td className={`${boxCell} text-end whitespace-nowrap`}>{order.total}</td>
            <td className={`${boxCell} hidden whitespace-nowrap sm:table-cell`}>
              <time dateTime={order.createdAt}>{date.format(new Date(order.createdAt))}</time>
            </td>
            {order.customer && (
              <td className={`${boxCell} hidden md:table-cell`}>
                <Link to={`/admin-panel/customers/${order.customer._id}`} className="block hover:underline">
                  <bdi>{order.customer.name}</bdi>
                </Link>
                <span className="block text-gray-600">
                  <bdi dir="ltr">{order.customer.email}</bdi>
                </span>
              </td>
            )}
            <td className={`${boxCell} hidden text-end sm:table-cell`}>{order.items}</td>
          </tr>
        ))}
      </tbody>
    </TableBox>
  );
}

/** The first and last day of a GET form over orders (the list's filter, the report's range). */
export function OrderDayFields({
  days,
  errors,
}: {
  days: { from: string; to: string };
  errors: { from?: string; to?: string };
}) {
  const { t } = useI18n();
  return (['from', 'to'] as const).map((end) => (
    <Field
      key={end}
      label={t(`adminOrders.${end}`)}
      type="date"
      errors={errors[end]}
      hint={end === 'to' ? t('adminOrders.datesHint') : undefined}
      inputProps={{ id: `filter-${end}`, name: end, defaultValue: days[end], dir: 'ltr' }}
      className="min-w-0"
    />
  ));
}
