import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/overview';
import { accountMeta } from '#app/lib/account-meta';
import { StatusBadge, useDateFormat } from '#app/components/order';
import { textLinkClass } from '#app/components/ui/button';
import { useI18n } from '#app/i18n/context';
import { bodyOrNotFound, userApi } from '#app/lib/api.server';
import { languageOf } from '#app/lib/language.server';
import { AddressLines } from '#app/routes/account/address-parts';
import { RequestRow } from '#app/routes/account/request-parts';
import { privatePage } from '#app/lib/page-cache';
import { LinkLine, TitledSection } from '#app/shop/titled-section';
import { toOrderView } from '#app/shop/views';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'account.title');
export const headers = privatePage;

/** How many of the latest orders and requests the overview shows; the tabs list them all. */
const LATEST = 3;

/** The account's first page: who they are, and the latest of what they have going on with the shop. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = await userApi(request, context);
  const [me, orders, requests, addresses] = await Promise.all([
    api.auth.me(),
    api.orders.listMyOrders({ query: { page: 1 } }),
    api.enquiries.listMySubmissions({ query: { page: 1, limit: LATEST } }),
    api.account.listAddresses(),
  ]);
  const lang = languageOf(request);
  return {
    user: bodyOrNotFound(me).data,
    orders: bodyOrNotFound(orders)
      .data.slice(0, LATEST)
      .map((order) => toOrderView(order, lang)),
    requests: bodyOrNotFound(requests).data,
    defaultAddress: bodyOrNotFound(addresses).data.find((address) => address.isDefault) ?? null,
  };
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <TitledSection
      id={id}
      title={title}
      className="rounded-xl border border-gray-200 bg-white p-5"
      headingClassName="text-lg font-bold text-gray-900"
    >
      <div className="mt-3">{children}</div>
    </TitledSection>
  );
}

export default function AccountOverview({ loaderData }: Route.ComponentProps) {
  const { user, orders, requests, defaultAddress } = loaderData;
  const { t } = useI18n();
  const date = useDateFormat();
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
      <Panel id="details-heading" title={t('account.overview.details')}>
        <dl className="space-y-2">
          <div>
            <dt className="text-sm text-gray-700">{t('account.overview.name')}</dt>
            <dd className="font-semibold break-words text-gray-900">
              <bdi>
                {user.username} {user.lastname}
              </bdi>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-gray-700">{t('account.overview.email')}</dt>
            <dd className="font-semibold break-all text-gray-900">
              <bdi dir="ltr">{user.email}</bdi>
            </dd>
          </div>
        </dl>
        <p className="mt-4 flex flex-wrap gap-x-4 gap-y-2">
          <Link to="/account/profile" className={textLinkClass}>
            {t('account.overview.editName')}
          </Link>
          <Link to="/account/password" className={textLinkClass}>
            {t('account.password')}
          </Link>
        </p>
      </Panel>
      <Panel id="address-heading" title={t('account.overview.defaultAddress')}>
        {defaultAddress ? (
          <AddressLines address={defaultAddress} />
        ) : (
          <p className="text-gray-700">{t('account.overview.noAddress')}</p>
        )}
        <LinkLine to="/account/addresses" className="mt-4">
          {t('account.overview.manageAddresses')}
        </LinkLine>
      </Panel>
      <Panel id="latest-orders-heading" title={t('account.overview.latestOrders')}>
        {orders.length === 0 ? (
          <p className="text-gray-700">{t('account.overview.noOrders')}</p>
        ) : (
          <ul className="divide-y divide-gray-200">
            {orders.map((order) => (
              <li key={order._id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <div className="min-w-0">
                  <Link
                    to={`/account/orders/${order._id}`}
                    aria-label={t('orders.view', { number: order.number })}
                    className="font-semibold text-gray-900 hover:underline"
                  >
                    {t('orders.number', { number: order.number })}
                  </Link>
                  <p className="text-sm text-gray-700">
                    {t('orders.placedOn', { date: date.format(new Date(order.createdAt)) })} · {order.total}
                  </p>
                </div>
                <StatusBadge status={order.status} />
              </li>
            ))}
          </ul>
        )}
        <LinkLine to="/account/orders" className="mt-3">
          {t('account.overview.allOrders')}
        </LinkLine>
      </Panel>
      <Panel id="latest-requests-heading" title={t('account.overview.latestRequests')}>
        {requests.length === 0 ? (
          <p className="text-gray-700">{t('account.overview.noRequests')}</p>
        ) : (
          <ul className="divide-y divide-gray-200">
            {requests.map((item) => (
              <RequestRow key={item._id} item={item} date={date} className="py-2" />
            ))}
          </ul>
        )}
        <LinkLine to="/account/enquiries" className="mt-3">
          {t('account.overview.allRequests')}
        </LinkLine>
      </Panel>
    </div>
  );
}
