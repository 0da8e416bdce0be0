import { Link } from 'react-router';
import type { Route } from './+types/orders';
import { accountMeta } from '#app/lib/account-meta';
import { Pager } from '#app/components/pager';
import { useI18n } from '#app/i18n/context';
import { bodyOrNotFound, userApi } from '#app/lib/api.server';
import { languageOf, redirectInLanguage } from '#app/lib/language.server';
import { clampPage, pageHref, requestedPage } from '#app/lib/pagination';
import { StatusBadge } from '#app/components/order';
import { useDateFormat } from '#app/lib/dates';
import { privatePage } from '#app/lib/page-cache';
import { OrderLink } from '#app/shop/order-parts';
import { TitledSection } from '#app/shop/titled-section';
import { toOrderSummary } from '#app/shop/views';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'orders.meta.title');
export const headers = privatePage;

/** The customer's orders, newest first, ten a page (docs/decisions/008-real-checkout-summary.md). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = await userApi(request, context);
  const url = new URL(request.url);
  const asked = requestedPage(url.searchParams);
  const list = bodyOrNotFound(await api.orders.listMyOrders({ query: { page: asked } }));
  const page = clampPage(asked, list.pages);
  const raw = url.searchParams.get('page');
  if (raw !== null && raw !== String(page)) throw redirectInLanguage(request, pageHref(url.pathname, page));
  const lang = languageOf(request);
  return {
    orders: list.data.map((order) => toOrderSummary(order, lang)),
    page,
    pages: list.pages,
  };
}

export default function AccountOrders({ loaderData }: Route.ComponentProps) {
  const { orders, page, pages } = loaderData;
  const { t, tn } = useI18n();
  const date = useDateFormat();
  return (
    <TitledSection id="orders-heading" title={t('orders.title')}>
      {orders.length === 0 ? (
        <div className="mt-4 rounded-xl border border-dashed border-leaf-300 bg-white p-8 text-center">
          <p className="text-gray-700">{t('orders.empty')}</p>
          <Link to="/products" className="mt-3 inline-block font-semibold text-leaf-800 hover:underline">
            {t('cart.continueShopping')}
          </Link>
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
          {orders.map((order) => (
            <li key={order._id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="font-semibold text-gray-900">
                  <OrderLink order={order} className="hover:underline" />
                </p>
                <p className="text-sm text-gray-700">
                  {t('orders.placedOn', { date: date.format(new Date(order.createdAt)) })} ·{' '}
                  {tn('orders.items', order.itemCount)}
                </p>
              </div>
              <div className="flex items-center gap-3">
                <StatusBadge status={order.status} />
                <p className="font-semibold text-gray-900">{order.total}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager pathname="/account/orders" page={page} pages={pages} />
    </TitledSection>
  );
}
