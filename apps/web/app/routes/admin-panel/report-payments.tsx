import type { PaymentReportRow } from '@farm/contract';
import { Link } from 'react-router';
import type { Route } from './+types/report-payments';
import { accountMeta } from '#app/lib/account-meta';
import { ListAlert, ListTitle } from '#app/admin/content/list-pager';
import { OrderDayFields } from '#app/admin/orders/order-table';
import { daysQuery, type ReportDayErrors, reportQueryOf } from '#app/admin/orders/report-query';
import { StatusBadge } from '#app/components/order';
import { FilterForm } from '#app/components/forms';
import { useI18n } from '#app/i18n/context';
import type { MessageKey } from '#app/i18n/messages';
import { adminApi, bodyOrNotFound } from '#app/lib/api.server';
import { formatDate } from '#app/lib/dates';
import { languageOf } from '#app/lib/language.server';
import { formatMoney } from '#app/lib/money';
import { buttonVariants } from '#app/components/ui/button';
import { boxCell, boxHeadCell, rowRule, TableBox } from '#app/components/ui/table';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'admin.reportPayments');

const methodLabel: Record<PaymentReportRow['paymentMethod'], MessageKey> = {
  CashOnDelivery: 'orders.cashOnDelivery',
};

/** Orders by payment method and status over a range of days, figures from the API. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = await adminApi(request, context);
  const parsed = reportQueryOf(new URL(request.url).searchParams);
  if (!parsed.ok) return { days: parsed.days, errors: parsed.errors, report: null };
  const res = await api.adminOrders.adminPaymentReport({ query: parsed.query });
  const lang = languageOf(request);
  const report = bodyOrNotFound(res).data;
  return {
    // The days the API covered (defaults filled in), so the form and the links show them.
    days: { from: report.from, to: report.to },
    errors: {} as ReportDayErrors,
    report: {
      period: {
        from: formatDate(`${report.from}T12:00:00+04:00`, lang),
        to: formatDate(`${report.to}T12:00:00+04:00`, lang),
      },
      groups: groupsOf(
        report.rows.map((row) => ({ ...row, total: formatMoney(row.total, lang, row.currency) })),
      ),
      totals: report.totals.map((total) => ({
        ...total,
        total: formatMoney(total.total, lang, total.currency),
        keptTotal: formatMoney(total.keptTotal, lang, total.currency),
      })),
    },
  };
}

export default function ReportPayments({ loaderData }: Route.ComponentProps) {
  const { days, errors, report } = loaderData;
  const { t } = useI18n();
  const several = report ? report.totals.length > 1 : false;
  return (
    <div>
      <ListTitle
        title={t('adminReport.title')}
        count={report ? t('adminReport.intro', report.period) : undefined}
      />
      <FilterForm
        label={t('adminReport.range')}
        search={false}
        className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      >
        <OrderDayFields days={days} errors={errors} />
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <button type="submit" className={buttonVariants({ size: 'sm' })}>
            {t('adminReport.show')}
          </button>
          {report && (
            // A document download, not an app navigation: the resource route answers with the file (no
            // `download` attribute, so a sign-in it asks for first is shown, not saved as the file).
            <a
              href={`/admin-panel/report-payments/csv?${daysQuery(days)}`}
              className={buttonVariants({ variant: 'secondary', size: 'sm' })}
            >
              {t('adminReport.download')}
            </a>
          )}
        </div>
      </FilterForm>
      {!report ? (
        <ListAlert>{t('adminReport.fixDays')}</ListAlert>
      ) : (
        <TableBox
          caption={t('adminReport.caption')}
          columns={[
            t('adminReport.col.status'),
            { label: t('adminReport.col.orders'), align: 'end' },
            { label: t('adminReport.col.total'), align: 'end' },
            { label: t('adminReport.viewOrders'), srOnly: true },
          ]}
          headCell={boxHeadCell}
        >
          {report.groups.map((group) => (
            <tbody key={group.key}>
              <tr className="border-t border-gray-200 bg-leaf-50/60">
                <th
                  scope="rowgroup"
                  colSpan={4}
                  className={`${boxCell} text-start font-semibold text-gray-900`}
                >
                  {t(methodLabel[group.paymentMethod])}
                  {several ? ` (${group.currency})` : ''}
                </th>
              </tr>
              {group.rows.map((row) => (
                <tr key={row.status} className={rowRule}>
                  <td className={`${boxCell} whitespace-nowrap`}>
                    <StatusBadge status={row.status} />
                  </td>
                  <td className={`${boxCell} text-end`}>{row.orders}</td>
                  <td className={`${boxCell} text-end whitespace-nowrap`}>{row.total}</td>
                  <td className={`${boxCell} whitespace-nowrap`}>
                    {row.orders > 0 && (
                      <Link
                        to={`/admin-panel/order?${daysQuery(days, { status: row.status })}`}
                        className="font-semibold text-leaf-800 hover:underline"
                        aria-label={`${t('adminReport.viewOrders')}: ${t(`orders.status.${row.status}`)}`}
                      >
                        {t('adminReport.viewOrders')}
                      </Link>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          ))}
          <tfoot className="border-t-2 border-gray-200 bg-gray-50">
            {report.totals.map((total) => (
              <TotalRows key={total.currency} total={total} showCurrency={several} />
            ))}
          </tfoot>
        </TableBox>
      )}
    </div>
  );
}

/** The rows of one payment method in one currency, in the API's order, under one heading row. */
function groupsOf<Row extends Pick<PaymentReportRow, 'paymentMethod' | 'currency'>>(rows: Row[]) {
  const groups: { key: string; paymentMethod: Row['paymentMethod']; currency: string; rows: Row[] }[] = [];
  for (const row of rows) {
    const key = `${row.paymentMethod}-${row.currency}`;
    const group = groups.find((candidate) => candidate.key === key);
    if (group) group.rows.push(row);
    else groups.push({ key, paymentMethod: row.paymentMethod, currency: row.currency, rows: [row] });
  }
  return groups;
}

function TotalRows({
  total,
  showCurrency,
}: {
  total: { currency: string; orders: number; total: string; keptOrders: number; keptTotal: string };
  showCurrency: boolean;
}) {
  const { t } = useI18n();
  const suffix = showCurrency ? ` (${total.currency})` : '';
  const rows = [
    ['adminReport.all', total.orders, total.total, 'font-semibold text-gray-900'],
    ['adminReport.kept', total.keptOrders, total.keptTotal, 'font-bold text-leaf-800'],
  ] as const;
  return rows.map(([label, orders, amount, tone]) => (
    <tr key={label} className={tone}>
      <th scope="row" className={`${boxCell} text-start whitespace-nowrap`}>
        {t(label)}
        {suffix}
      </th>
      <td className={`${boxCell} text-end`}>{orders}</td>
      <td className={`${boxCell} text-end whitespace-nowrap`}>{amount}</td>
      <td className={boxCell} />
    </tr>
  ));
}
