import type { ReactNode } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/overview';
import type { loader as layoutLoader } from './layout';
import type { loader as rootLoader } from '#app/root';
import { accountMeta } from '#app/lib/account-meta';
import { StatusBadge } from '#app/components/order';
import { useDateFormat } from '#app/lib/dates';
import { textLinkClass } from '#app/components/ui/button';
import { useI18n } from '#app/i18n/context';
import { bodyOrNotFound, userApi } from '#app/lib/api.server';
import { languageOf } from '#app/lib/language.server';
import { AccountPanel } from '#app/routes/account/account-panel';
import { AddressLines } from '#app/routes/account/address-parts';
import { RequestRow } from '#app/components/request-parts';
import { privatePage } from '#app/lib/page-cache';
import { LinkLine } from '#app/shop/titled-section';
import { OrderLink } from '#app/shop/order-parts';
import { toOrderSummary } from '#app/shop/views';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'account.title');
export const headers = privatePage;

/** How many of the latest orders and requests the overview shows; the tabs list them all. */
const LATEST = 3;

/** The account's first page: who they are, and the latest of what they have going on with the shop. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = await userApi(request, context);
  // Who they are comes from the root loader, which has just checked the token with the API (AccountOverview).
  const [orders, requests, addresses] = await Promise.all([
    api.orders.listMyOrders({ query: { page: 1, limit: LATEST } }),
    api.enquiries.listMySubmissions({ query: { page: 1, limit: LATEST } }),
    api.account.listAddresses(),
  ]);
  const lang = languageOf(request);
  return {
    orders: bodyOrNotFound(orders).data.map((order) => toOrderSummary(order, lang)),
    requests: bodyOrNotFound(requests).data,
    defaultAddress: bodyOrNotFound(addresses).data.find((address) => address.isDefault) ?? null,
  };
}

/** The latest few of something, one a row, or the sentence that says there are none yet. */
function Latest<Item>({
  items,
  empty,
  children,
}: {
  items: Item[];
  empty: string;
  children: (item: Item) => ReactNode;
}) {
  if (items.length === 0) return <p className="text-gray-700">{empty}</p>;
  return <ul className="divide-y divide-gray-200">{items.map(children)}</ul>;
}

export default function AccountOverview({ loaderData }: Route.ComponentProps) {
  const { orders, requests, defaultAddress } = loaderData;
  // The user as the root loader read them from the API for this page (a change from another device shows
  // within seconds, one made here at once: docs/decisions/230-header-badges-kept-per-visitor.md), else as
  // the account layout read them from the session.
  const checked = useRouteLoaderData<typeof rootLoader>('root')?.user;
  const session = useRouteLoaderData<typeof layoutLoader>('routes/account/layout')?.user;
  const user = checked ?? session;
  const { t } = useI18n();
  const date = useDateFormat();
  // The account layout, around every account page, always has the user.
  if (!user) return null;
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
      <AccountPanel id="details-heading" title={t('account.overview.details')}>
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
          <Link to="/account/email" className={textLinkClass}>
            {t('account.email')}
          </Link>
          <Link to="/account/password" className={textLinkClass}>
            {t('account.password')}
          </Link>
        </p>
      </AccountPanel>
      <AccountPanel id="address-heading" title={t('account.overview.defaultAddress')}>
        {defaultAddress ? (
          <AddressLines address={defaultAddress} />
        ) : (
          <p className="text-gray-700">{t('account.overview.noAddress')}</p>
        )}
        <LinkLine to="/account/addresses" className="mt-4">
          {t('account.overview.manageAddresses')}
        </LinkLine>
      </AccountPanel>
      <AccountPanel id="latest-orders-heading" title={t('account.overview.latestOrders')}>
        <Latest items={orders} empty={t('account.overview.noOrders')}>
          {(order) => (
            <li key={order._id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <OrderLink order={order} className="font-semibold text-gray-900 hover:underline" />
                <p className="text-sm text-gray-700">
                  {t('orders.placedOn', { date: date.format(new Date(order.createdAt)) })} · {order.total}
                </p>
              </div>
              <StatusBadge status={order.status} />
            </li>
          )}
        </Latest>
        <LinkLine to="/account/orders" className="mt-3">
          {t('account.overview.allOrders')}
        </LinkLine>
      </AccountPanel>
      <AccountPanel id="latest-requests-heading" title={t('account.overview.latestRequests')}>
        <Latest items={requests} empty={t('account.overview.noRequests')}>
          {(item) => <RequestRow key={item._id} item={item} date={date} className="py-2" />}
        </Latest>
        <LinkLine to="/account/enquiries" className="mt-3">
          {t('account.overview.allRequests')}
        </LinkLine>
      </AccountPanel>
    </div>
  );
}
