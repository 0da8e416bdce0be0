import { canChangeStatus, type Reordered } from '@farm/contract';
import type { ReactNode } from 'react';
import { data, Form, useNavigation } from 'react-router';
import type { Route } from './+types/order';
import { accountMeta } from '#app/lib/account-meta';
import { useI18n } from '#app/i18n/context';
import { BackLink } from '#app/components/ui/back-link';
import { type ButtonVariant, buttonVariants, unavailable } from '#app/components/ui/button';
import { Card } from '#app/components/ui/card';
import { notFoundOnMiss, pathParam, tryApi, userApi } from '#app/lib/api.server';
import { redirectWithAnswer, redirectWithToast } from '#app/lib/redirect-with-toast.server';
import { toast } from '#app/components/feedback/toast-model';
import { answerMessage, apiMessage } from '#app/i18n/api-messages';
import { translator } from '#app/i18n/messages';
import { languageOf } from '#app/lib/language.server';
import { loadMyOrder } from '#app/shop/order-loader.server';
import { OrderHistory } from '#app/components/order';
import { OrderDetails } from '#app/shop/order-parts';
import { privatePage } from '#app/lib/page-cache';
import { useHydrated } from '#app/utils/use-hydrated';
import { readForm } from '#app/lib/read-form.server';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'orders.meta.title');
export const headers = privatePage;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return { order: await loadMyOrder(request, context, params.id) };
}

/**
 * The order page's two forms: `intent=reorder` puts the order's products in the cart again
 * (docs/decisions/246-buy-again.md); `intent=cancel` cancels the order while it is not shipped
 * (docs/decisions/245-customers-cancel-their-orders.md). The API decides both; the answer comes in a toast.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { api } = await userApi(request, context);
  const intent = (await readForm(request)).get('intent');
  const id = { params: { id: pathParam(params.id) } };
  const here = `/account/orders/${pathParam(params.id)}`;
  if (intent === 'reorder') {
    const res = await tryApi(() => api.orders.reorderMyOrder(id));
    notFoundOnMiss(res);
    if (res?.status !== 200) {
      const titles = { failed: 'dialog.error', fallback: 'orders.reorder.failed' } as const;
      return redirectWithAnswer(request, res, titles, here);
    }
    // Nothing went in: the order page stays, saying why; else on to the cart.
    return redirectWithToast(request, reorderToast(request, res.body), res.body.data.added ? '/cart' : here);
  }
  // A post without one of the page's intents is nobody's.
  if (intent !== 'cancel') throw data(null, { status: 400 });
  const res = await tryApi(() => api.orders.cancelMyOrder(id));
  notFoundOnMiss(res);
  const titles = {
    ok: 'orders.cancel.doneTitle',
    failed: 'orders.cancel.failedTitle',
    fallback: 'orders.cancel.failed',
  } as const;
  return redirectWithAnswer(request, res, titles, here);
}

/** What went into the cart, and the products that could not, each with its reason (a warning then). */
function reorderToast(request: Request, body: Reordered) {
  const lang = languageOf(request);
  const t = translator(lang);
  const message = answerMessage(lang, body, '');
  if (body.data.skipped.length === 0) return toast('success', t('orders.reorder.doneTitle'), message);
  // Each reason in the page's language; one that does not name its product gets the name before it.
  const reasons = body.data.skipped.map(({ name, code, params }) => {
    const reason = apiMessage(lang, code, params);
    return params?.name === undefined ? `${name}: ${reason}` : reason;
  });
  const skipped = t('orders.reorder.skipped', { reasons: reasons.join(' ') });
  if (body.data.added === 0) return toast('warning', t('orders.reorder.noneTitle'), skipped);
  return toast('warning', t('orders.reorder.partTitle'), `${message} ${skipped}`);
}

/** One of the customer's orders with its status history; another customer's order is a 404. */
export default function AccountOrder({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  const { t } = useI18n();
  // Printing needs JavaScript; without it the browser's own print menu prints the same receipt.
  const hydrated = useHydrated();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <BackLink to="/account/orders">{t('orders.backToOrders')}</BackLink>
        <div className="flex flex-wrap gap-3">
          {hydrated && (
            <button
              type="button"
              onClick={() => window.print()}
              className={buttonVariants({ variant: 'outline' })}
            >
              {t('orders.print')}
            </button>
          )}
          <Form method="post">
            <IntentButton intent="reorder" variant="outline">
              {t('orders.reorder.submit')}
            </IntentButton>
          </Form>
        </div>
      </div>
      <OrderDetails order={order} />
      <OrderHistory
        history={order.history}
        by={(entry) => t(entry.by.role === 'Admin' ? 'orders.byShop' : 'orders.byCustomer')}
      />
      {canChangeStatus(order.status, 'Cancelled') && (
        <div className="print:hidden">
          <CancelOrder />
        </div>
      )}
    </div>
  );
}

/**
 * Cancelling asks first, with or without JavaScript: the button opens the question, and only its answer
 * posts the form.
 */
function CancelOrder() {
  const { t } = useI18n();
  return (
    <Card id="cancel-title" title={t('orders.cancel.title')}>
      <p className="mt-2 text-sm text-gray-700">{t('orders.cancel.intro')}</p>
      <details className="mt-4">
        <summary
          className={`${buttonVariants({ variant: 'dangerOutline' })} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
        >
          {t('orders.cancel.open')}
        </summary>
        <Form method="post" className="mt-4 flex flex-col items-start gap-3">
          <p id="cancel-question" className="text-sm font-medium text-gray-900">
            {t('orders.cancel.confirm')}
          </p>
          <IntentButton intent="cancel" variant="danger" describedBy="cancel-question">
            {t('orders.cancel.submit')}
          </IntentButton>
        </Form>
      </details>
    </Card>
  );
}

/** A submit button of the order page's forms, naming the action's intent; off while a step is under way. */
function IntentButton({
  intent,
  variant,
  describedBy,
  children,
}: {
  intent: 'reorder' | 'cancel';
  variant: ButtonVariant;
  describedBy?: string;
  children: ReactNode;
}) {
  const busy = useNavigation().state !== 'idle';
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      aria-describedby={describedBy}
      className={buttonVariants({ variant })}
      {...unavailable(busy)}
    >
      {children}
    </button>
  );
}
