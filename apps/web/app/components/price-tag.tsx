import { useI18n } from '#app/i18n/context';

/** Sale price first, with the original price struck through when there is a discount. */
export function PriceTag({
  price,
  discountedPrice,
  discounted,
  size = 'md',
}: {
  price: string;
  discountedPrice: string;
  discounted: boolean;
  size?: 'md' | 'lg';
}) {
  const { t } = useI18n();
  const big = size === 'lg';
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className="sr-only">{t('price.current')}:</span>
      {/* A six-figure price in two phone-width columns: a size down below `sm`, so it never clips. */}
      <span className={`font-bold text-leaf-800 ${big ? 'text-3xl' : 'text-base sm:text-lg'}`}>
        {discountedPrice}
      </span>
      {discounted && (
        <>
          <span className="sr-only">{t('price.original')}:</span>
          <s className={`text-gray-600 ${big ? 'text-lg' : 'text-sm'}`}>{price}</s>
        </>
      )}
    </p>
  );
}
