import { Link } from 'react-router';
import type { Route } from './+types/order-confirmation';
import { Icon } from '#app/components/icons';
import { SetApart } from '#app/components/set-apart';
import { apiMessage } from '#app/i18n/api-messages';
import { useI18n } from '#app/i18n/context';
import { languageOf } from '#app/lib/language.server';
import { loadMyOrder } from '#app/shop/order-loader.server';
import { OrderDetails } from '#app/shop/order-parts';
import { accountMeta } from '#app/lib/account-meta';
import { privatePage } from '#app/lib/page-cache';
import { buttonVariants } from '#app/components/ui/button';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'confirmation.meta.title');
export const headers = privatePage;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const order = await loadMyOrder(request, context, params.id);
  // Just placed: the server's sentence, in the page's language, from here and not from a table of every API
  // sentence in the browser (docs/decisions/229-sentences-from-the-loader.md).
  const placed = new URL(request.url).searchParams.get('placed') === '1';
  return {
    order,
    placed: placed ? apiMessage(languageOf(request), 'orderPlaced', { number: order.number }) : null,
  };
}

/** What happens next, for the order as it stands now (a confirmation opened later says where it is). */
const nextStep = {
  Pending: 'confirmation.intro',
  Confirmed: 'confirmation.intro',
  Shipped: 'confirmation.shipped',
  Delivered: 'confirmation.delivered',
  Cancelled: 'confirmation.cancelled',
} as const;

const continueLinkClass =
  'inline-flex rounded-lg border border-leaf-300 bg-white px-5 py-2.5 font-semibold text-leaf-800 hover:bg-leaf-50';

/**
 * After a successful order (docs/decisions/008-real-checkout-summary.md): 'Order Placed!' with the server's
 * sentence (docs/product-rules.md §8) as the page's own heading, once, not a dialog over a page that says it
 * again; then the order with its number, lines, total, status and delivery address.
 */
export default function OrderConfirmation({ loaderData }: Route.ComponentProps) {
  const { order, placed } = loaderData;
  const { t } = useI18n();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-leaf-100 text-leaf-800"
        >
          <Icon name="check" />
        </span>
        <div>
          <h1 className="text-3xl font-bold text-gray-900">
            {t(placed ? 'checkout.placedTitle' : 'confirmation.title')}
          </h1>
          {placed && (
            <p role="status" className="mt-1 font-semibold text-leaf-800">
              {/* The number kept whole on one line: in Arabic it broke at its hyphen. The loader writes the
                  sentence (docs/decisions/229-sentences-from-the-loader.md). */}
              <SetApart sentence={placed} value={order.number} ltr />
            </p>
          )}
          <p className="mt-1 text-gray-700">{t(nextStep[order.status])}</p>
        </div>
      </div>
      <div className="mt-8">
        <OrderDetails order={order} />
      </div>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/account/orders" className={buttonVariants()}>
          {t('confirmation.viewOrders')}
        </Link>
        <Link to="/products" className={continueLinkClass}>
          {t('confirmation.continue')}
        </Link>
      </div>
    </div>
  );
}
