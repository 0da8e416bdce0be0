import type { AccountUser } from '@farm/contract';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Icon } from '#app/components/icons';
import { ProfileMenu } from '#app/components/layout/profile-menu';
import { useI18n } from '#app/i18n/context';
import { useCompany } from '#app/lib/site';
import { EmptyCartDialog, ShopLoginDialog } from '#app/components/shop-dialogs';

function CountBadge({ count }: { count: number }) {
  return (
    <span
      aria-hidden="true"
      className="absolute -end-0.5 -top-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-leaf-700 px-1 text-xs font-semibold text-white"
    >
      {count}
    </span>
  );
}

/**
 * Wishlist and cart with their counts (from the server, refreshed after every add or remove), the
 * call-request number and the Login button. The cart icon (docs/product-rules.md §4): without a session the Login Required
 * dialog, with an empty cart the Empty Cart dialog and then home, else the cart. Without JavaScript it is
 * a plain link, and /cart itself sends a visitor to log in or shows the empty cart.
 */
export function HeaderActions({
  cartCount = 0,
  wishlistCount = 0,
  user = null,
}: {
  cartCount?: number;
  wishlistCount?: number;
  user?: AccountUser | null;
}) {
  const { t, tn } = useI18n();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'login' | 'empty' | null>(null);
  const [phone] = useCompany().phones;
  const iconLink = 'relative inline-flex rounded-full p-2 text-gray-800 hover:bg-leaf-50 hover:text-leaf-800';
  return (
    <div className="flex items-center gap-1.5 sm:gap-2">
      <Link to="/wishlist" aria-label={tn('header.wishlistCount', wishlistCount)} className={iconLink}>
        <Icon name="heart" />
        <CountBadge count={wishlistCount} />
      </Link>
      <Link
        to="/cart"
        aria-label={tn('header.cartCount', cartCount)}
        className={iconLink}
        onClick={(event) => {
          if (user && cartCount > 0) return;
          event.preventDefault();
          setDialog(user ? 'empty' : 'login');
        }}
      >
        <Icon name="cart" />
        <CountBadge count={cartCount} />
      </Link>
      <ShopLoginDialog
        open={dialog === 'login'}
        message="shop.loginRequiredCart"
        back="/cart"
        onCancel={() => setDialog(null)}
      />
      <EmptyCartDialog
        open={dialog === 'empty'}
        onClose={() => {
          setDialog(null);
          void navigate('/');
        }}
      />
      {/* Icon only on narrower screens (the number stays its accessible name), icon and number from 2xl. */}
      <a
        href={phone?.href}
        className="hidden items-center gap-2 rounded-lg p-2 text-start hover:bg-leaf-50 md:inline-flex 2xl:px-2 2xl:py-1"
      >
        <Icon name="phone" className="text-leaf-700" />
        <span className="sr-only flex-col leading-tight whitespace-nowrap 2xl:not-sr-only 2xl:flex">
          <span className="text-xs text-gray-600">{t('header.callRequest')}</span>
          <span dir="ltr" className="font-semibold text-gray-900">
            {phone?.text}
          </span>
        </span>
      </a>
      <ProfileMenu user={user} loginLabel={t('header.login')} />
    </div>
  );
}
