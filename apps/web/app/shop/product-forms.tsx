import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type FetcherWithComponents, useFetcher, useLocation } from 'react-router';
import { MessageDialog } from '#app/components/feedback/dialog';
import { useToast } from '#app/components/feedback/toaster';
import { Icon } from '#app/components/icons';
import { cornerButton } from '#app/components/product-card';
import { QuantityControl } from '#app/components/quantity-control';
import { useI18n } from '#app/i18n/context';
import { ENHANCED_FIELD, type ProductActionReply } from '#app/shop/product-action';
import { ShopLoginDialog } from '#app/components/shop-dialogs';
import { useHydrated } from '#app/utils/use-hydrated';
import { unavailable } from '#app/components/ui/button';

type Fetcher = FetcherWithComponents<ProductActionReply>;

/** What every product form posts besides its own fields: the product, where to come back, and JS or not. */
function CommonFields({ productId }: { productId: string }) {
  const location = useLocation();
  const hydrated = useHydrated();
  return (
    <>
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {hydrated && <input type="hidden" name={ENHANCED_FIELD} value="1" />}
    </>
  );
}

/**
 * The outcome of a product form, shown the product rules' way (docs/product-rules.md §8): a toast for success ('Added to Cart',
 * 'Added!'), an Error dialog with the server's sentence (or the fallback), the Login Required dialog when
 * the API said the visitor must log in first (docs/decisions/012-shop-dialog-texts.md).
 */
function Feedback({ fetcher }: { fetcher: Fetcher }) {
  const { t } = useI18n();
  const push = useToast();
  const [shown, setShown] = useState<ProductActionReply | null>(null);
  const handled = useRef<ProductActionReply | undefined>(undefined);
  const data = fetcher.data;
  useEffect(() => {
    // Each answer is shown once, however often the component renders afterwards.
    if (!data || data === handled.current) return;
    handled.current = data;
    if (data.outcome === 'done') push('success', data.title, data.message);
    else setShown(data);
  }, [data, push]);
  return (
    <>
      <MessageDialog
        open={shown?.outcome === 'failed'}
        tone="error"
        title={shown?.outcome === 'failed' ? shown.title : ''}
        message={shown?.outcome === 'failed' ? shown.message : undefined}
        okLabel={t('dialog.ok')}
        onClose={() => setShown(null)}
      />
      <ShopLoginDialog
        open={shown?.outcome === 'loginRequired'}
        message="shop.loginRequiredAction"
        back={shown?.outcome === 'loginRequired' ? shown.back : undefined}
        onCancel={() => setShown(null)}
      />
    </>
  );
}

/** Add to wishlist: the heart, then the words (shown, or for screen readers only on a card). */
function WishlistForm({
  wishlist,
  productId,
  className,
  children,
}: {
  wishlist: Fetcher;
  productId: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <wishlist.Form method="post" action="/wishlist/add" preventScrollReset>
      <CommonFields productId={productId} />
      <button type="submit" {...unavailable(wishlist.state !== 'idle')} className={className}>
        <Icon name="heart" width={18} height={18} />
        {children}
      </button>
    </wishlist.Form>
  );
}

const iconButton =
  'inline-flex items-center justify-center gap-1.5 rounded-lg border text-sm font-semibold disabled:opacity-60 aria-disabled:opacity-60';

/**
 * Add to cart (one) at the foot of a product card of the list: the card's whole width, so its words stay on
 * one line in either language; a sold-out product's is disabled.
 */
export function CardActions({
  productId,
  name,
  inStock,
}: {
  productId: string;
  name: string;
  inStock: boolean;
}) {
  const { t } = useI18n();
  const cart = useFetcher<ProductActionReply>();
  return (
    // Above the card's full-size link, so the button gets the clicks.
    <div className="relative z-10">
      <cart.Form method="post" action="/cart/add" preventScrollReset>
        <CommonFields productId={productId} />
        <input type="hidden" name="quantity" value="1" />
        <button
          type="submit"
          disabled={!inStock}
          {...unavailable(cart.state !== 'idle')}
          className={`${iconButton} min-h-10 w-full border-leaf-700 bg-leaf-700 px-2 py-1.5 text-center leading-tight text-white hover:bg-leaf-800`}
        >
          <Icon name="cart" width={16} height={16} className="hidden shrink-0 sm:block" />
          <span className="min-w-0 break-words">{t('product.addToCart')}</span>
          <span className="sr-only">: {name}</span>
        </button>
      </cart.Form>
      <Feedback fetcher={cart} />
    </div>
  );
}

/** Add to wishlist on a product card of the list: the heart on the picture's corner (ProductCard's `corner`). */
export function CardWishlistButton({ productId, name }: { productId: string; name: string }) {
  const { t } = useI18n();
  const wishlist = useFetcher<ProductActionReply>();
  return (
    <>
      <WishlistForm
        wishlist={wishlist}
        productId={productId}
        className={`${cornerButton} text-leaf-800 hover:bg-leaf-50`}
      >
        <span className="sr-only">
          {t('product.addToWishlist')}: {name}
        </span>
      </WishlistForm>
      <Feedback fetcher={wishlist} />
    </>
  );
}

/**
 * The product detail's quantity, Add to cart, Buy now (to the checkout with the product and quantity) and
 * Add to wishlist. One form for the first two, so both use the quantity shown.
 */
export function DetailActions({ productId, inStock }: { productId: string; inStock: boolean }) {
  const { t } = useI18n();
  const cart = useFetcher<ProductActionReply>();
  const wishlist = useFetcher<ProductActionReply>();
  const busy = cart.state !== 'idle';
  return (
    <div className="flex flex-col gap-4">
      <cart.Form method="post" action="/cart/add" className="flex flex-col gap-4" preventScrollReset>
        <CommonFields productId={productId} />
        <QuantityControl />
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            name="intent"
            value="add"
            disabled={!inStock}
            {...unavailable(busy)}
            className={`${iconButton} h-11 border-leaf-700 bg-leaf-700 px-5 text-base text-white hover:bg-leaf-800`}
          >
            <Icon name="cart" width={18} height={18} />
            {t('product.addToCart')}
          </button>
          <button
            type="submit"
            name="intent"
            value="buy"
            disabled={!inStock}
            {...unavailable(busy)}
            className={`${iconButton} h-11 border-berry-700 bg-white px-5 text-base text-berry-700 hover:bg-red-50`}
          >
            {t('product.buyNow')}
          </button>
        </div>
      </cart.Form>
      <WishlistForm
        wishlist={wishlist}
        productId={productId}
        className="inline-flex items-center gap-2 rounded-lg px-1 py-1 font-semibold text-leaf-800 hover:underline disabled:opacity-60 aria-disabled:opacity-60"
      >
        {t('product.addToWishlist')}
      </WishlistForm>
      <Feedback fetcher={cart} />
      <Feedback fetcher={wishlist} />
    </div>
  );
}
