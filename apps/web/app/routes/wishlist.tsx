import { objectIdSchema } from '@farm/contract';
import { z } from 'zod';
import type { Route } from './+types/wishlist';
import { FailureDialog, type Notice } from '#app/components/forms';
import { Icon } from '#app/components/icons';
import { redirectWithToast } from '#app/lib/redirect-with-toast.server';
import { toast } from '#app/components/feedback/toast-model';
import { cornerButton, ProductCard } from '#app/components/product-card';
import { PRODUCT_GRIDS } from '#app/components/product-grid';
import { answerMessage } from '#app/i18n/api-messages';
import { useI18n } from '#app/i18n/context';
import { type MessageKey, translator } from '#app/i18n/messages';
import {
  type ApiAnswer,
  bodyOrNotFound,
  formReply,
  REFUSED_HERE,
  tryApi,
  userApi,
} from '#app/lib/api.server';
import { env } from '#app/lib/env.server';
import { languageOf } from '#app/lib/language.server';
import { toProductCard } from '#app/lib/product-view';
import { ConfirmedForm } from '#app/shop/confirmed-form';
import { EmptyState } from '#app/shop/empty-state';
import { accountMeta } from '#app/lib/account-meta';
import { privatePage } from '#app/lib/page-cache';
import { readForm } from '#app/lib/read-form.server';
import { useFocusIfLostOnChange } from '#app/utils/focus-if-lost';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'wishlist.meta.title');
export const headers = privatePage;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = await userApi(request, context);
  const { products } = bodyOrNotFound(await api.wishlist.getWishlist()).data;
  const lang = languageOf(request);
  return { products: products.map((product) => toProductCard(product, lang, env.CURRENCY)) };
}

const wishlistActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.enum(['move', 'remove']), productId: objectIdSchema }),
  z.object({ intent: z.literal('clear') }),
]);

/**
 * Move to cart (docs/product-rules.md §4: added to the cart, removed from the wishlist, on to /cart), remove, clear. A
 * refusal comes back as the Error dialog with the server's sentence or the product rules' fallback.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { api } = await userApi(request, context);
  const lang = languageOf(request);
  const t = translator(lang);
  const parsed = wishlistActionSchema.safeParse(Object.fromEntries(await readForm(request)));
  // With the API's answer: none, or a failure of its own, makes it a 503 (lib/api.server.ts, formReply).
  const failure = (
    res: { status: number; body: unknown } | null,
    fallback: MessageKey,
    answer: ApiAnswer = res,
  ) =>
    formReply<{ failure: Notice }>(
      { failure: { title: t('dialog.error'), message: answerMessage(lang, res?.body, t(fallback)) } },
      answer,
    );
  if (!parsed.success) return failure(null, 'shop.removeFailed', REFUSED_HERE);
  const intent = parsed.data;

  if (intent.intent === 'move') {
    const added = await tryApi(() =>
      api.cart.addToCart({ body: { productId: intent.productId, quantity: 1 } }),
    );
    // docs/decisions/012-shop-dialog-texts.md: the product rules' 'Failed to add product to wishlist' here was a slip for the cart.
    if (added?.status !== 200) return failure(added, 'shop.addToCartFailed');
    await tryApi(() => api.wishlist.removeFromWishlist({ params: { id: intent.productId } }));
    return redirectWithToast(
      request,
      toast('success', t('shop.addedToCart'), answerMessage(lang, added.body, '')),
      '/cart',
    );
  }

  const res =
    intent.intent === 'remove'
      ? await tryApi(() => api.wishlist.removeFromWishlist({ params: { id: intent.productId } }))
      : await tryApi(() => api.wishlist.clearWishlist());
  if (res?.status !== 200)
    return failure(res, intent.intent === 'remove' ? 'shop.removeFailed' : 'shop.clearFailed');
  return redirectWithToast(
    request,
    toast(
      'success',
      t(intent.intent === 'remove' ? 'shop.removed' : 'shop.cleared'),
      answerMessage(lang, res.body, ''),
    ),
    '/wishlist',
  );
}

export default function WishlistPage({ loaderData, actionData: reply }: Route.ComponentProps) {
  const { products } = loaderData;
  const { t, tn } = useI18n();
  useFocusIfLostOnChange('wishlist-title', products.length);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          {/* Focusable by script: the focus comes here when a removed product took it along. */}
          <h1 id="wishlist-title" tabIndex={-1} className="text-3xl font-bold text-gray-900">
            {t('wishlist.title')}
          </h1>
          {products.length > 0 && (
            <p className="mt-1 text-gray-700">{tn('products.total', products.length)}</p>
          )}
        </div>
        {products.length > 0 && (
          <ConfirmedForm
            fields={{ intent: 'clear' }}
            confirmLabel={t('shop.confirmClear')}
            message={t('shop.confirmClearMessage')}
            buttonClass="inline-flex items-center gap-2 rounded-lg border border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60 aria-disabled:opacity-60"
          >
            <Icon name="trash" width={18} height={18} />
            {t('wishlist.clear')}
          </ConfirmedForm>
        )}
      </div>
      {products.length === 0 ? (
        <EmptyState list="wishlist" />
      ) : (
        <ul className={`mt-8 ${PRODUCT_GRIDS.fullWidth.className}`}>
          {products.map((product) => (
            <li key={product._id}>
              <ProductCard
                product={product}
                grid="fullWidth"
                actions={<MoveToCart productId={product._id} name={product.name} />}
                corner={<RemoveFromWishlist productId={product._id} name={product.name} />}
              />
            </li>
          ))}
        </ul>
      )}
      <FailureDialog failure={reply?.failure} />
    </div>
  );
}

/** Add to cart at the foot of a wishlist card: the card's whole width, its words on one line. */
function MoveToCart({ productId, name }: { productId: string; name: string }) {
  const { t } = useI18n();
  return (
    <div className="relative z-10">
      <ConfirmedForm
        fields={{ intent: 'move', productId }}
        confirmLabel={t('shop.confirmAdd')}
        message={t('shop.confirmAddMessage', { name })}
        buttonClass="inline-flex min-h-10 w-full items-center justify-center gap-1.5 rounded-lg bg-leaf-700 px-2 py-1.5 text-center text-sm leading-tight font-semibold text-white hover:bg-leaf-800 disabled:opacity-60 aria-disabled:opacity-60"
      >
        <Icon name="cart" width={16} height={16} className="hidden shrink-0 sm:block" />
        <span className="min-w-0 break-words">{t('wishlist.moveToCart')}</span>
        <span className="sr-only">: {name}</span>
      </ConfirmedForm>
    </div>
  );
}

/** Remove from the wishlist: the round button on the card's picture (ProductCard's `corner`). */
function RemoveFromWishlist({ productId, name }: { productId: string; name: string }) {
  const { t } = useI18n();
  return (
    <ConfirmedForm
      fields={{ intent: 'remove', productId }}
      confirmLabel={t('shop.confirmRemove')}
      message={t('shop.confirmRemoveMessage', { name })}
      buttonClass={`${cornerButton} text-gray-700 hover:bg-red-50 hover:text-red-800`}
    >
      <Icon name="trash" width={18} height={18} />
      <span className="sr-only">{t('wishlist.removeNamed', { name })}</span>
    </ConfirmedForm>
  );
}
