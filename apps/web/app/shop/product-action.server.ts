import { addToCartSchema, addToWishlistSchema } from '@farm/contract';
import { redirect } from 'react-router';
import { redirectWithToast } from '#app/lib/redirect-with-toast.server';
import { toast } from '#app/components/feedback/toast-model';
import { answerMessage, apiMessage } from '#app/i18n/api-messages';
import { translator } from '#app/i18n/messages';
import {
  type Api,
  type ApiAnswer,
  apiFor,
  formReply,
  REFUSED_HERE,
  type Replied,
  tryApi,
} from '#app/lib/api.server';
import { languageOf } from '#app/lib/language.server';
import type { RequestArgs } from '#app/lib/load-context';
import { getSession, signedInOf } from '#app/lib/session.server';
import { safeRedirectPath } from '#app/lib/safe-redirect';
import { ENHANCED_FIELD, type ProductActionReply } from '#app/shop/product-action';
import { readForm } from '#app/lib/read-form.server';

type Kind = 'cart' | 'wishlist';

function loginPath(back: string): string {
  return `/login?redirectTo=${encodeURIComponent(back)}`;
}

/**
 * Add to cart (or Buy now) and add to wishlist, posted from the product list and the product detail. The
 * API decides whether the visitor may (docs/decisions/012-shop-dialog-texts.md): its 401 becomes the Login Required dialog. With
 * JavaScript (the form says so once hydrated) the page gets the outcome as data and stays where it is;
 * without, the visitor is sent back with a toast, or to /login and back.
 */
export async function productAction(
  { request, context }: RequestArgs,
  kind: Kind,
): Promise<Response | Replied<ProductActionReply>> {
  const form = await readForm(request);
  const enhanced = form.get(ENHANCED_FIELD) === '1';
  const back = safeRedirectPath(form.get('redirectTo'), '/products');
  const lang = languageOf(request);
  const t = translator(lang);
  const signedIn = signedInOf(await getSession(request));
  // The API decides whether the visitor may (docs/decisions/012-shop-dialog-texts.md): a 401 is its answer.
  const api = apiFor(request, context, { token: signedIn?.token, readsRefusals: true });
  const fields = Object.fromEntries(form);

  let reply: ProductActionReply;
  // The API's answer to the add, when it was asked: none, or a failure of its own, is a 503.
  let answer: ApiAnswer = { status: 200 };
  let loginBack = back;
  if (kind === 'cart' && form.get('intent') === 'buy') {
    // Buy now goes to the checkout with the product and quantity in its URL (docs/product-rules.md §2, 4).
    const parsed = addToCartSchema.safeParse(fields);
    const checkout = parsed.success
      ? `/checkout?productId=${parsed.data.productId}&quantity=${parsed.data.quantity}`
      : null;
    if (checkout && signedIn) return redirect(checkout);
    if (checkout) {
      reply = { outcome: 'loginRequired', back: checkout };
      loginBack = checkout;
    } else {
      reply = failed(t('dialog.error'), apiMessage(lang, parsed.error?.issues[0]?.message ?? 'quantity'));
    }
  } else {
    [reply, answer] = await add(api, kind, fields, lang);
  }

  if (enhanced) return formReply(reply, answer);
  if (reply.outcome === 'loginRequired') {
    return redirectWithToast(
      request,
      toast('warning', t('shop.loginRequiredTitle'), apiMessage(lang, 'loginRequired')),
      loginPath(loginBack),
    );
  }
  return redirectWithToast(
    request,
    toast(reply.outcome === 'done' ? 'success' : 'error', reply.title, reply.message),
    back,
  );
}

function failed(title: string, message: string): ProductActionReply {
  return { outcome: 'failed', title, message };
}

/** The reply to an add, and the API's answer it came from. */
async function add(
  api: Api,
  kind: Kind,
  fields: Record<string, unknown>,
  lang: ReturnType<typeof languageOf>,
): Promise<[ProductActionReply, ApiAnswer]> {
  const t = translator(lang);
  const fallback = t(kind === 'cart' ? 'shop.addToCartFailed' : 'shop.wishlistAddFailed');
  if (kind === 'cart') {
    const parsed = addToCartSchema.safeParse(fields);
    if (!parsed.success)
      return [
        failed(t('dialog.error'), apiMessage(lang, parsed.error.issues[0]?.message ?? '')),
        REFUSED_HERE,
      ];
    const res = await tryApi(() => api.cart.addToCart({ body: parsed.data }));
    if (res?.status === 401) return [{ outcome: 'loginRequired' }, res];
    if (res?.status === 200)
      return [
        { outcome: 'done', title: t('shop.addedToCart'), message: answerMessage(lang, res.body, '') },
        res,
      ];
    return [failed(t('dialog.error'), answerMessage(lang, res?.body, fallback)), res];
  }
  const parsed = addToWishlistSchema.safeParse(fields);
  if (!parsed.success)
    return [failed(t('dialog.error'), apiMessage(lang, parsed.error.issues[0]?.message ?? '')), REFUSED_HERE];
  const res = await tryApi(() => api.wishlist.addToWishlist({ body: parsed.data }));
  if (res?.status === 401) return [{ outcome: 'loginRequired' }, res];
  // "Added!" only for a product that was added; one already saved says so in its title too.
  if (res?.status === 200 || res?.status === 201) {
    const title = t(res.status === 201 ? 'shop.added' : 'shop.alreadySaved');
    return [{ outcome: 'done', title, message: answerMessage(lang, res.body, '') }, res];
  }
  return [failed(t('dialog.error'), answerMessage(lang, res?.body, fallback)), res];
}
