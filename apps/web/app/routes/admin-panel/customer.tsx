import type { SubmissionSummary } from '@farm/contract';
import type { ReactNode } from 'react';
import { data, Link } from 'react-router';
import type { Route } from './+types/customer';
import { accountMeta } from '#app/lib/account-meta';
import { EmptyList } from '#app/admin/content/list-pager';
import { OrderTable } from '#app/admin/orders/order-table';
import { boxCell, boxHeadCell, rowRule, TableBox } from '#app/components/ui/table';
import { useI18n } from '#app/i18n/context';
import { optionKey } from '#app/i18n/option-labels';
import { adminApi, bodyOrNotFound, pathParam } from '#app/lib/api.server';
import { languageOf } from '#app/lib/language.server';
import { formatMoney } from '#app/lib/money';
import { useDateFormat } from '#app/lib/dates';
import { BackLink } from '#app/components/ui/back-link';
import { Card } from '#app/components/ui/card';
import { requestTopic, statusStyle } from '#app/components/request-parts';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'admin.customers');

/** One customer: the profile, their newest orders and the requests they sent signed in. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api } = await adminApi(request, context);
  const res = await api.adminOrders.adminGetCustomer({ params: { id: pathParam(params.id) } });
  // The orders of an account deleted since, or of an admin's, link here too: the page says why there is
  // no customer, with the way to the orders that stay (still a 404).
  if (res.status === 404) return data({ gone: params.id ?? '' }, { status: 404 });
  const lang = languageOf(request);
  const { customer, orders, submissions } = bodyOrNotFound(res).data;
  return {
    customer,
    orders: {
      total: orders.total,
      data: orders.data.map((order) => ({ ...order, total: formatMoney(order.total, lang, order.currency) })),
    },
    submissions,
  };
}

export default function AdminCustomer({ loaderData }: Route.ComponentProps) {
  if ('gone' in loaderData) return <NoCustomer id={loaderData.gone} />;
  return <Customer {...loaderData} />;
}

function BackToCustomers() {
  const { t } = useI18n();
  return (
    <BackLink to="/admin-panel/customers" className="self-start">
      {t('adminCustomer.back')}
    </BackLink>
  );
}

/** No customer account by this id: deleted since, or an admin's. Its orders are still listed. */
function NoCustomer({ id }: { id: string }) {
  const { t } = useI18n();
  return (
    <div className="flex flex-col gap-6">
      <BackToCustomers />
      <h1 className="text-3xl font-bold text-gray-900">{t('adminCustomer.goneTitle')}</h1>
      <p className="text-gray-700">{t('adminCustomer.gone')}</p>
      <Link
        to={`/admin-panel/order?customer=${encodeURIComponent(id)}`}
        className="self-start font-semibold text-leaf-800 hover:underline"
      >
        {t('adminCustomer.goneOrders')}
      </Link>
    </div>
  );
}

type CustomerData = Exclude<Route.ComponentProps['loaderData'], { gone: string }>;

function Customer({ customer, orders, submissions }: CustomerData) {
  const { t, tn } = useI18n();
  const date = useDateFormat();
  const name = `${customer.username} ${customer.lastname}`;
  // Each line of the profile: its label, its value and, for the address, a value that breaks anywhere.
  const profile: [string, ReactNode, string?][] = [
    [t('adminCustomer.email'), <bdi dir="ltr">{customer.email}</bdi>, 'break-all text-gray-900'],
    [t('adminCustomer.verified'), t(customer.emailVerified ? 'admin.yes' : 'admin.no')],
    [
      t('adminCustomer.registered'),
      <time dateTime={customer.createdAt}>{date.format(new Date(customer.createdAt))}</time>,
    ],
    [t('adminCustomer.language'), t(`adminCustomer.language.${customer.language}`)],
  ];
  return (
    <div className="flex flex-col gap-6">
      <BackToCustomers />
      <div>
        <h1 className="text-3xl font-bold break-words text-gray-900">
          <bdi>{name}</bdi>
        </h1>
        <p className="mt-1 break-all text-gray-700">
          <bdi dir="ltr">{customer.email}</bdi>
        </p>
      </div>

      <Card id="profile-title" title={t('adminCustomer.profile')}>
        <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          {profile.map(([label, value, valueClass = 'text-gray-900']) => (
            <div key={label}>
              <dt className="text-gray-600">{label}</dt>
              <dd className={valueClass}>{value}</dd>
            </div>
          ))}
        </dl>
      </Card>

      <CountedSection
        id="orders-title"
        title={t('adminCustomer.orders')}
        count={tn('adminCustomer.ordersCount', orders.total)}
      >
        {orders.data.length === 0 ? (
          <EmptyList spacing="mt-3 p-6">{t('adminCustomer.noOrders')}</EmptyList>
        ) : (
          <>
            <OrderTable orders={orders.data} />
            <Link
              to={`/admin-panel/order?customer=${customer._id}`}
              className="mt-3 inline-block font-semibold text-leaf-800 hover:underline"
            >
              {t('adminCustomer.allOrders')}
            </Link>
          </>
        )}
      </CountedSection>

      <CountedSection
        id="submissions-title"
        title={t('adminCustomer.submissions')}
        count={tn('adminCustomer.submissionsCount', submissions.total)}
      >
        <p className="mt-1 text-sm text-gray-600">{t('adminCustomer.submissionsNote')}</p>
        {submissions.data.length === 0 ? (
          <EmptyList spacing="mt-3 p-6">{t('adminCustomer.noSubmissions')}</EmptyList>
        ) : (
          <CustomerSubmissions submissions={submissions.data} />
        )}
      </CountedSection>
    </div>
  );
}

/** A part of the customer's page: its heading with how many there are in all, beside it. */
function CountedSection({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={id} className="text-lg font-semibold text-gray-900">
          {title}
        </h2>
        <p className="text-sm text-gray-700">{count}</p>
      </div>
      {children}
    </section>
  );
}

function CustomerSubmissions({ submissions }: { submissions: SubmissionSummary[] }) {
  const i18n = useI18n();
  const { t } = i18n;
  const date = useDateFormat(true);
  return (
    <TableBox
      caption={t('adminCustomer.submissionsTable')}
      columns={[
        t('adminCustomer.col.kind'),
        t('adminCustomer.col.about'),
        t('adminCustomer.col.received'),
        t('adminCustomer.col.status'),
      ]}
      headCell={boxHeadCell}
    >
      <tbody>
        {submissions.map((item) => (
          <tr key={item._id} className={rowRule}>
            <td className={`${boxCell} font-medium`}>{t(optionKey('kind', item.kind))}</td>
            <td className={boxCell}>
              <bdi>{requestTopic(item, i18n) || '—'}</bdi>
            </td>
            <td className={`${boxCell} whitespace-nowrap`}>
              <time dateTime={item.createdAt}>{date.format(new Date(item.createdAt))}</time>
            </td>
            <td className={boxCell}>
              <span
                className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ${statusStyle[item.status]}`}
              >
                {t(optionKey('status', item.status))}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </TableBox>
  );
}
