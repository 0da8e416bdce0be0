import { Link } from 'react-router';
import { buttonVariants } from '#app/components/ui/button';
import { useI18n } from '#app/i18n/context';

/** An empty cart or wishlist (docs/product-rules.md §4: the no-product image), with a way back to the products. */
export function EmptyState({ list }: { list: 'cart' | 'wishlist' }) {
  const { t } = useI18n();
  return (
    <div className="mt-8 flex flex-col items-center rounded-2xl border border-dashed border-leaf-300 bg-white px-6 py-12 text-center">
      <img src={`/images/empty-${list}.svg`} alt="" width={240} height={180} className="h-auto w-48" />
      <p className="mt-6 text-xl font-semibold text-gray-900">{t(`${list}.empty`)}</p>
      <p className="mt-2 max-w-md text-gray-700">{t(`${list}.emptyHint`)}</p>
      <Link to="/products" className={buttonVariants({ className: 'mt-6' })}>
        {t('cart.continueShopping')}
      </Link>
    </div>
  );
}
