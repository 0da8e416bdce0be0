import { backOf, listAt } from '#app/admin/list-place';
import { parseWithZod } from '@conform-to/zod';
import { errorBodySchema, orderStatusChangeSchema, orderStatusSchema } from '@farm/contract';
import { Link } from 'react-router';
import type { Route } from './+types/order';
import { z } from 'zod';
import { accountMeta } from '#app/lib/account-meta';
import { redirectWithToast } from '#app/lib/redirect-with-toast.server';
import { AuditTrail } from '#app/admin/audit-trail';
import { BackLink } from '#app/components/ui/back-link';
import { loadAuditTrail } from '#app/admin/audit.server';
import { toAdminOrderView } from '#app/admin/orders/order-view';
import { StatusChangeForm } from '#app/admin/orders/status-change-form';
import { toast } from '#app/components/feedback/toast-model';
import { answerMessage, fieldErrorsOf } from '#app/i18n/api-messages';
import { useI18n } from '#app/i18n/context';
import { type Language, translate } from '#app/i18n/messages';
import { adminApi, bodyOrNotFound, notFound, pathParam } from '#app/lib/api.server';
import { languageOf } from '#app/lib/language.server';
import { OrderAside, OrderHistory, OrderLines, StatusBadge } from '#app/components/order';
import { useDateFormat } from '#app/lib/dates';
import { Card } from '#app/components/ui/card';
import { readForm } from '#app/lib/read-form.server';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'admin.order');

/** A status change as the page posts it; `confirm=yes` once the admin has confirmed a cancellation. */
const changeSchema = orderStatusChangeSchema.extend({ confirm: z.literal('yes').optional() });

/** One order with its customer, lines, address, payment, status history and audit trail. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api } = await adminApi(request, context);
  const order = bodyOrNotFound(await api.orders.adminGetOrder({ params: { id: pathParam(params.id) } })).data;
  const trail = await loadAuditTrail(api, 'order', order._id);
  // The way back: the order list as the admin left it (its filters and page), when the order was opened
  // from it; only a query of the list's own path, so no address elsewhere can be slipped in.
  const back = listAt('/admin-panel/order', backOf(request.url));
  return { order: toAdminOrderView(order, languageOf(request)), trail, back };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { api } = await adminApi(request, context);
  const lang = languageOf(request);
  const submission = parseWithZod(await readForm(request), { schema: changeSchema });
  if (submission.status !== 'success') return { result: submission.reply() };
  const { status, note, from, confirm } = submission.value;
  // Cancelling returns the stock for good: it is posted again with confirm=yes once the admin agreed.
  if (status === 'Cancelled' && confirm !== 'yes') return { confirmCancel: { note: note ?? '' } };
  const id = params.id ?? '';
  const res = await api.orders.adminChangeOrderStatus({
    params: { id: pathParam(id) },
    body: { status, ...(note ? { note } : {}), ...(from ? { from } : {}) },
  });
  if (res.status === 404) notFound();
  // Back to the same page, still knowing the list it was opened from.
  const here = `/admin-panel/order/${encodeURIComponent(id)}${new URL(request.url).search}`;
  if (res.status === 200) {
    const changed = translate(lang, 'adminOrders.changed', {
      number: res.body.data.number,
      status: translate(lang, `orders.status.${res.body.data.status}`),
    });
    return redirectWithToast(request, toast('success', changed), here);
  }
  if (res.status === 400) return { result: submission.reply({ fieldErrors: fieldErrorsOf(res.body) ?? {} }) };
  // 409: another admin moved it first, or the lifecycle does not allow it; the page shows where it is now.
  const title = translate(lang, 'adminOrders.changeFailed');
  const message = answerMessage(lang, withStatusNames(lang, res.body), title);
  return redirectWithToast(request, toast('error', title, message), here);
}

/** A refusal's statuses (`from`, `to`, `status`) named as the page names them, not as the API's codes. */
function withStatusNames(lang: Language, body: unknown): unknown {
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success || !parsed.data.params) return body;
  const params = Object.fromEntries(
    Object.entries(parsed.data.params).map(([name, value]) => {
      const status = orderStatusSchema.safeParse(value);
      return [name, status.success ? translate(lang, `orders.status.${status.data}`) : value];
    }),
  );
  return { ...parsed.data, params };
}

export default function AdminOrder({ loaderData, actionData: reply }: Route.ComponentProps) {
  const { order, trail, back } = loaderData;
  const { t } = useI18n();
  const date = useDateFormat(true);
  const noteError = reply && 'result' in reply ? reply.result?.error?.note?.[0] : undefined;
  const confirmCancel = reply && 'confirmCancel' in reply ? reply.confirmCancel : undefined;
  // A refused change gives the note back as it was typed (a page drawn anew without JavaScript holds none).
  const refusedNote = reply && 'result' in reply ? reply.result?.initialValue?.note : undefined;
  return (
    <div className="flex flex-col gap-6">
      <BackLink to={back} className="self-start">
        {t('adminOrders.back')}
      </BackLink>
      <div>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold text-gray-900">
            {t('adminOrders.title', { number: order.number })}
          </h1>
          <StatusBadge status={order.status} />
        </div>
        <p className="mt-1 text-gray-700">
          {t('adminOrders.placedOn', { date: date.format(new Date(order.createdAt)) })} ·{' '}
          {t(`adminOrders.source.${order.source}`)}
        </p>
      </div>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <OrderLines order={order} />
          <StatusChangeForm
            key={order.status}
            number={order.number}
            status={order.status}
            noteError={noteError}
            confirmCancel={confirmCancel}
            typedNote={typeof refusedNote === 'string' ? refusedNote : confirmCancel?.note}
          />
          <OrderHistory
            history={order.history}
            by={(entry) => (
              <>
                {t('adminOrders.historyBy')} <bdi>{entry.by.name}</bdi> (
                {t(`adminOrders.role.${entry.by.role}`)})
              </>
            )}
          />
        </div>
        <OrderAside
          order={order}
          addressTitle={t('adminOrders.shippingAddress')}
          before={
            <Card id="customer-title" title={t('adminOrders.customer')}>
              <p className="mt-2 text-gray-900">
                <bdi>{order.customer.name}</bdi>
              </p>
              <p className="break-all text-gray-700">
                <bdi dir="ltr">{order.customer.email}</bdi>
              </p>
              <Link
                to={`/admin-panel/customers/${order.customer._id}`}
                className="mt-2 inline-block font-semibold text-leaf-800 hover:underline"
              >
                {t('adminOrders.customerLink')}
              </Link>
            </Card>
          }
        />
      </div>
      <AuditTrail entries={trail} />
    </div>
  );
}
