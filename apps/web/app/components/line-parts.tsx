import { useI18n } from '#app/i18n/context';
import type { LineView } from '#app/shop/views';
import { rendition } from '#app/lib/media';

/** A line's product image (decorative: the name next to it says what it is). */
export function LineThumb({ image }: { image: string | null }) {
  return (
    <div className="h-16 w-16 shrink-0 overflow-hidden rounded-lg bg-leaf-50">
      {image && (
        <img
          src={rendition(image, 160)}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          className="h-full w-full object-cover"
        />
      )}
    </div>
  );
}

/** Why a line cannot be ordered as it stands (shown as such, and not part of the total: docs/decisions/030-cart-and-wishlist.md). */
export function LineNote({ line }: { line: Pick<LineView, 'availability' | 'stock'> }) {
  const { t } = useI18n();
  if (line.availability === 'available') return null;
  const reason =
    line.availability === 'unavailable'
      ? t('cart.unavailable')
      : line.availability === 'outOfStock'
        ? t('cart.outOfStock')
        : t('cart.insufficient', { stock: line.stock });
  return (
    <p className="text-sm font-medium text-red-800">
      {reason} · {t('cart.notInTotal')}
    </p>
  );
}

/** A line's amount: struck through where the line is not part of the total (its note says why). */
export function LineTotal({ line }: { line: Pick<LineView, 'availability' | 'lineTotal'> }) {
  if (line.availability === 'available') return <>{line.lineTotal}</>;
  return <s className="text-gray-600">{line.lineTotal}</s>;
}
