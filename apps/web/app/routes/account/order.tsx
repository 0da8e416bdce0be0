import type { Route } from './+types/order';
import { accountMeta } from '#app/lib/account-meta';
import { useI18n } from '#app/i18n/context';
import { BackLink } from '#app/components/ui/back-link';
import { loadMyOrder } from '#app/shop/order-loader.server';
import { OrderHistory } from '#app/components/order';
import { OrderDetails } from '#app/shop/order-parts';
import { privatePage } from '#app/lib/page-cache';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'orders.meta.title');
export const headers = privatePage;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return { order: await loadMyOrder(request, context, params.id) };
}

/** One of the customer's orders with its status history; another customer's order is a 404. */
export default function AccountOrder({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  const { t } = useI18n();
  return (
    <div className="flex flex-col gap-6">
      <BackLink to="/account/orders">{t('orders.backToOrders')}</BackLink>
      <OrderDetails order={order} />
      <OrderHistory
        history={order.history}
        by={(entry) => t(entry.by.role === 'Admin' ? 'orders.byShop' : 'orders.byCustomer')}
      />
    </div>
  );
}
