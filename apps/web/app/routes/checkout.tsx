import { randomUUID } from 'node:crypto';
import { parseWithZod } from '@conform-to/zod';
import {
  countryChoices,
  checkoutBillingSchema,
  DEFAULT_QUANTITY,
  expectedLinesSchema,
  expectedTotalSchema,
  idempotencyKeySchema,
  orderQuoteQuerySchema,
  PAYMENT_METHOD,
  toShippingAddress,
} from '@farm/contract';
import { Link, redirect } from 'react-router';
import type { Route } from './+types/checkout';
import type { FormReply } from '#app/components/forms';
import { answerMessage } from '#app/i18n/api-messages';
import { useI18n } from '#app/i18n/context';
import { translator } from '#app/i18n/messages';
import { bodyOrNotFound, formReply, notFound, type Replied, tryApi, userApi } from '#app/lib/api.server';
import { env } from '#app/lib/env.server';
import { languageOf, redirectInLanguage } from '#app/lib/language.server';
import { CheckoutForm } from '#app/shop/checkout-form';
import { OrderSummary } from '#app/shop/order-summary';
import { checkoutDefaultsOf, checkoutHref, SavedAddressPicker } from '#app/shop/saved-address-picker';
import { TitledSection } from '#app/shop/titled-section';
import { accountMeta } from '#app/lib/account-meta';
import { privatePage } from '#app/lib/page-cache';
import { toQuoteView } from '#app/shop/views';
import { readForm } from '#app/lib/read-form.server';
import { redirectWithAnswer } from '#app/lib/redirect-with-toast.server';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'checkout.meta.title');
export const headers = privatePage;

/** Buy now brings `?productId=...&quantity=...` (quantity 1 when absent); without them, the cart. */
function directPurchase(searchParams: URLSearchParams) {
  const asked = Object.fromEntries(searchParams);
  let query = orderQuoteQuerySchema.safeParse(asked);
  // A quantity out of 1-99 (an address edited by hand) starts at 1, as the product page's field does
  // (docs/product-rules.md §5); only an unknown product is no page at all.
  if (!query.success && 'quantity' in asked)
    query = orderQuoteQuerySchema.safeParse({ ...asked, quantity: undefined });
  if (!query.success) notFound();
  const { productId, quantity } = query.data;
  return productId ? { productId, quantity: quantity ?? DEFAULT_QUANTITY } : null;
}

// Signed-out visitors go to /login and come back to this very checkout (userApi keeps the URL).
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, user } = await userApi(request, context);
  const direct = directPurchase(new URL(request.url).searchParams);
  const [quoted, saved] = await Promise.all([
    api.orders.quoteOrder({ query: direct ?? {} }),
    api.account.listAddresses(),
  ]);
  // Buy now for a product that has left the shop (while the customer signed in, say): the catalog, saying
  // so, rather than a page that is not found.
  if (direct && quoted.status === 404) {
    const titles = { failed: 'checkout.failedTitle', fallback: 'checkout.failedFallback' } as const;
    throw await redirectWithAnswer(request, quoted, titles, '/products');
  }
  const quote = bodyOrNotFound(quoted).data;
  const addresses = bodyOrNotFound(saved).data;
  // `?address=<id>` picks a saved address; without it (or with an unknown one), the default fills the form.
  const asked = new URL(request.url).searchParams.get('address');
  const chosen =
    addresses.find((address) => address._id === asked) ?? addresses.find((address) => address.isDefault);
  // Nothing to check out: the cart page says so, with its empty-state picture.
  if (!direct && quote.lines.length === 0) throw redirectInLanguage(request, '/cart');
  const first = quote.lines[0];
  return {
    quote: toQuoteView(quote, languageOf(request), env.CURRENCY),
    // Posted back with the order: a total or lines that changed meanwhile are refused, not charged (record 242).
    expectedTotal: quote.total,
    expectedLines: quote.linesSeen,
    direct,
    back: direct && first ? `/product-detail/${encodeURIComponent(first.slug)}` : '/cart',
    // One key per rendered form: a double click or a resent page places one order
    // (docs/decisions/031-placing-orders.md).
    orderKey: randomUUID(),
    user,
    addresses,
    chosenId: chosen?._id,
    // Named on the server, so the page's list is the same before and after JavaScript runs.
    countries: countryChoices(languageOf(request)),
  };
}

/** The reply, and the order key to post again when the API's answer was lost (the order may exist). */
type CheckoutReply = FormReply & { orderKey?: string };

/** Places the order: the billing fields only (the card block is never posted, docs/decisions/009-card-block-and-cash-on-delivery.md). */
export async function action({
  request,
  context,
}: Route.ActionArgs): Promise<Response | Replied<CheckoutReply>> {
  const { api } = await userApi(request, context);
  const formData = await readForm(request);
  const key = idempotencyKeySchema.safeParse(formData.get('orderKey'));
  const submission = parseWithZod(formData, { schema: checkoutBillingSchema });
  // Refused before reaching the API: the key this form holds is still unused, or still names the order
  // whose answer was lost, so it stays.
  if (submission.status !== 'success')
    return { result: submission.reply(), ...(key.success ? { orderKey: key.data } : {}) };
  const lang = languageOf(request);
  const t = translator(lang);
  const idempotency = { 'idempotency-key': key.success ? key.data : randomUUID() };
  const direct = directPurchase(
    new URLSearchParams({
      productId: String(formData.get('productId') ?? ''),
      quantity: String(formData.get('quantity') ?? ''),
    }),
  );
  const seen = expectedTotalSchema.safeParse(formData.get('expectedTotal'));
  const linesSeen = expectedLinesSchema.safeParse(formData.get('expectedLines'));
  const body = {
    shippingAddress: toShippingAddress(submission.value),
    paymentMethod: PAYMENT_METHOD,
    ...(seen.success && seen.data !== undefined ? { expectedTotal: seen.data } : {}),
    ...(linesSeen.success && linesSeen.data !== undefined ? { expectedLines: linesSeen.data } : {}),
  };
  const res = await tryApi(() =>
    direct
      ? api.orders.placeDirectOrder({
          body: { ...body, ...direct },
          headers: idempotency,
        })
      : api.orders.placeOrder({ body, headers: idempotency }),
  );
  if (res?.status === 201) return redirect(`/order-confirmation/${res.body.data._id}?placed=1`);
  // No answer, or the API failing: the order may have been placed all the same. Pressing again sends the
  // same key, which answers that order instead of placing a second (docs/decisions/031-placing-orders.md).
  const unknown = res === null || res.status >= 500;
  // The key already placed an order with other details: the answer that was lost was that order's.
  const keyUsed = res?.status === 422 && (res.body as { code?: unknown }).code === 'idempotencyKeyReused';
  return formReply(
    {
      ...(unknown ? { orderKey: idempotency['idempotency-key'] } : {}),
      result: submission.reply(),
      failure: {
        title: t('checkout.failedTitle'),
        message: keyUsed
          ? t('checkout.maybePlaced')
          : answerMessage(lang, res?.body, t('checkout.failedFallback')),
      },
    },
    res,
  );
}

export default function Checkout({ loaderData, actionData: reply }: Route.ComponentProps) {
  const {
    quote,
    direct,
    back,
    orderKey,
    expectedTotal,
    expectedLines,
    user,
    addresses,
    chosenId,
    countries,
  } = loaderData;
  const chosen = addresses.find((address) => address._id === chosenId);
  const hrefFor = (id: string) => checkoutHref(direct, id);
  const { t } = useI18n();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-gray-900">{t('checkout.title')}</h1>
      <p className="mt-2 break-words text-gray-700">
        {t('checkout.signedInAs')}{' '}
        <bdi>
          {user.username} {user.lastname}
        </bdi>{' '}
        (<bdi dir="ltr">{user.email}</bdi>)
      </p>
      <div className="mt-8 grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <TitledSection
          id="summary-heading"
          title={t('checkout.summary')}
          className="rounded-2xl border border-leaf-100 bg-white p-5 shadow-sm lg:sticky lg:top-28 lg:order-last"
        >
          <div className="mt-4">
            <OrderSummary quote={quote} />
          </div>
          <p className="mt-4 rounded-lg bg-leaf-50 p-3 text-sm font-medium text-leaf-900">
            {t('checkout.paymentMethod')}
          </p>
          {!quote.orderable && (
            <p role="alert" className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              {t('checkout.notOrderable')}{' '}
              <Link to={back} className="font-semibold underline">
                {t(direct ? 'checkout.backToProduct' : 'checkout.backToCart')}
              </Link>
            </p>
          )}
        </TitledSection>
        <div className="flex flex-col gap-8">
          <SavedAddressPicker addresses={addresses} chosenId={chosenId} hrefFor={hrefFor} />
          {/* A new key when another address is chosen: the form starts afresh from it. */}
          <CheckoutForm
            key={chosenId ?? 'none'}
            reply={reply}
            orderKey={reply?.orderKey ?? orderKey}
            expectedTotal={expectedTotal}
            expectedLines={expectedLines}
            direct={direct}
            orderable={quote.orderable}
            countries={countries}
            defaults={{
              firstName: user.username,
              lastName: user.lastname,
              email: user.email,
              ...checkoutDefaultsOf(chosen),
            }}
          />
        </div>
      </div>
    </div>
  );
}
