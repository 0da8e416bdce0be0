import { Link } from 'react-router';
import type { Route } from './+types/cart';
import { Icon } from '#app/components/icons';
import { redirectWithAnswer, redirectWithToast } from '#app/lib/redirect-with-toast.server';
import { toast } from '#app/components/feedback/toast-model';
import { answerMessage } from '#app/i18n/api-messages';
import { useI18n } from '#app/i18n/context';
import { translator } from '#app/i18n/messages';
import { formReply, tryApi, userApi } from '#app/lib/api.server';
import { env } from '#app/lib/env.server';
import { languageOf } from '#app/lib/language.server';
import { QUANTITY_TOAST_MS } from '@farm/contract';
import { cartActionSchema, type CartUpdateReply, requestedQuantity } from '#app/shop/cart-action';
import { CartQuantity } from '#app/shop/cart-quantity';
import { ConfirmedForm } from '#app/shop/confirmed-form';
import { EmptyState } from '#app/shop/empty-state';
import { LineNote, LineThumb, LineTotal } from '#app/components/line-parts';
import { ENHANCED_FIELD } from '#app/shop/product-action';
import { accountMeta } from '#app/lib/account-meta';
import { privatePage } from '#app/lib/page-cache';
import { toCartView, type LineView } from '#app/shop/views';
import { buttonVariants } from '#app/components/ui/button';
import { DataTable } from '#app/components/ui/table';
import { readForm } from '#app/lib/read-form.server';
import { useFocusIfLostOnChange } from '#app/utils/focus-if-lost';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'cart.meta.title');
export const headers = privatePage;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = await userApi(request, context);
  const res = await tryApi(() => api.cart.getCart());
  // docs/product-rules.md §8: 'Failed to fetch cart items' on the page, rather than an error screen.
  if (res?.status !== 200) return { cart: null };
  return { cart: toCartView(res.body.data, languageOf(request), env.CURRENCY) };
}

/** A quantity change (applied at once with JavaScript, see CartQuantity) or a removal. */
export async function action({ request, context }: Route.ActionArgs) {
  const { api } = await userApi(request, context);
  const lang = languageOf(request);
  const t = translator(lang);
  const form = await readForm(request);
  const enhanced = form.get(ENHANCED_FIELD) === '1';
  const parsed = cartActionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success)
    return redirectWithToast(request, toast('error', t('dialog.error'), t('shop.quantityFailed')), '/cart');

  if (parsed.data.intent === 'remove') {
    const res = await tryApi(() => api.cart.removeCartItem({ params: { id: parsed.data.productId } }));
    const titles = { ok: 'shop.removed', failed: 'dialog.error', fallback: 'shop.removeFailed' } as const;
    return redirectWithAnswer(request, res, titles, '/cart');
  }

  const quantity = requestedQuantity(parsed.data.quantity, parsed.data.step);
  const res = await tryApi(() =>
    api.cart.updateCartItem({
      params: { id: parsed.data.productId },
      body: { quantity },
    }),
  );
  const reply: CartUpdateReply =
    res?.status === 200
      ? { ok: true, message: answerMessage(lang, res.body, t('shop.quantityUpdated')) }
      : {
          ok: false,
          // docs/product-rules.md §8: titled Error, the API's sentence or the screen's fallback.
          title: t('dialog.error'),
          message: answerMessage(lang, res?.body, t('shop.quantityFailed')),
        };
  if (enhanced) return formReply(reply, res);
  return redirectWithToast(
    request,
    reply.ok
      ? toast('success', t('shop.quantityUpdated'), undefined, QUANTITY_TOAST_MS)
      : toast('error', reply.title, reply.message),
    '/cart',
  );
}

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const { cart } = loaderData;
  const { t, tn } = useI18n();
  useFocusIfLostOnChange('cart-title', cart?.lines.length ?? 0);
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-2">
        {/* Focusable by script: the focus comes here when a removed line took it along. */}
        <h1 id="cart-title" tabIndex={-1} className="text-3xl font-bold text-gray-900">
          {t('cart.title')}
        </h1>
        {cart && cart.lines.length > 0 && (
          <p className="text-gray-700">{tn('cart.items', cart.lines.length)}</p>
        )}
      </div>
      {!cart ? (
        <p role="alert" className="mt-8 rounded-lg bg-red-50 p-4 text-red-800">
          {t('shop.cartLoadFailed')}
        </p>
      ) : cart.lines.length === 0 ? (
        <EmptyState list="cart" />
      ) : (
        <>
          <DataTable
            className="mt-8 w-full border-collapse text-start"
            caption={t('cart.title')}
            columns={[
              t('cart.col.product'),
              { label: t('cart.col.price'), align: 'end' },
              { label: t('cart.col.quantity'), align: 'center' },
              { label: t('cart.col.subtotal'), align: 'end' },
              { label: t('cart.col.remove'), srOnly: true },
            ]}
            headCell="py-2 font-semibold"
            headClassName="hidden border-b border-gray-300 text-sm text-gray-700 md:table-header-group"
          >
            <tbody>
              {cart.lines.map((line) => (
                <CartRow key={line.productId} line={line} />
              ))}
            </tbody>
          </DataTable>
          <div className="mt-6 flex flex-col items-end gap-3">
            <p className="text-xl text-gray-900">
              {t('cart.total')}: <strong className="font-bold text-leaf-800">{cart.total}</strong>
            </p>
            {cart.orderable ? (
              <Link to="/checkout" className={buttonVariants({ size: 'lg', className: 'text-lg' })}>
                {t('cart.checkout')}
              </Link>
            ) : (
              <p className="rounded-lg bg-amber-50 p-3 text-amber-900">{t('cart.notOrderable')}</p>
            )}
          </div>
        </>
      )}
    </div>
  );
}

/** One line: a row of the table from md up, a small card below (the cells wrap). */
function CartRow({ line }: { line: LineView }) {
  const { t } = useI18n();
  return (
    <tr className="flex flex-wrap items-center gap-x-4 gap-y-3 border-b border-gray-200 py-4 md:table-row md:py-0">
      <td className="w-full md:w-auto md:py-4">
        <div className="flex items-center gap-3">
          <LineThumb image={line.image} />
          <div className="min-w-0">
            {line.exists ? (
              <Link
                to={`/product-detail/${encodeURIComponent(line.slug)}`}
                className="font-semibold text-gray-900 hover:underline"
              >
                <bdi>{line.name}</bdi>
              </Link>
            ) : (
              <span className="font-semibold text-gray-700">
                <bdi>{line.name}</bdi>
              </span>
            )}
            <p className="text-sm text-gray-700 md:hidden">{line.unitPrice}</p>
            <LineNote line={line} />
          </div>
        </div>
      </td>
      <td className="hidden text-end text-gray-800 md:table-cell md:py-4">{line.unitPrice}</td>
      <td className="md:py-4 md:text-center">
        {line.exists ? (
          <CartQuantity productId={line.productId} name={line.name} quantity={line.quantity} />
        ) : (
          <span className="text-gray-700">× {line.quantity}</span>
        )}
      </td>
      <td className="ms-auto font-semibold text-gray-900 md:py-4 md:text-end">
        <LineTotal line={line} />
      </td>
      <td className="md:py-4 md:ps-3 md:text-end">
        <ConfirmedForm
          fields={{ intent: 'remove', productId: line.productId }}
          confirmLabel={t('shop.confirmRemove')}
          message={t('shop.confirmRemoveMessage', { name: line.name })}
          buttonClass="inline-flex rounded-lg p-2 text-gray-700 hover:bg-red-50 hover:text-red-800 disabled:opacity-60 aria-disabled:opacity-60"
        >
          <Icon name="trash" />
          <span className="sr-only">{t('cart.removeNamed', { name: line.name })}</span>
        </ConfirmedForm>
      </td>
    </tr>
  );
}
