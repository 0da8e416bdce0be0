import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProductCardView } from '#app/lib/product-view';
import { PriceTag } from '#app/components/price-tag';
import { StockLabel } from '#app/components/stock-label';
import { responsiveImage } from '#app/lib/media';
import { Written } from '#app/components/ui/written';
import { PRODUCT_GRIDS, type ProductGrid } from '#app/components/product-grid';

/** The look of a card's `corner` button: round and white, so it shows on any photo. */
export const cornerButton =
  'inline-flex h-10 w-10 items-center justify-center rounded-full border border-black/10 bg-white/95 shadow-md focus-visible:shadow-[0_0_0_2px_var(--color-leaf-900)] disabled:opacity-60 aria-disabled:opacity-60';

export function ProductCard({
  product,
  grid,
  headingLevel: Heading = 'h2',
  actions,
  corner,
  priority = false,
}: {
  product: ProductCardView;
  /** The grid the card is in: its picture's `sizes` (components/product-grid.ts). */
  grid: ProductGrid;
  headingLevel?: 'h2' | 'h3';
  /** The control at the foot of the card (the product list's and the wishlist's add to cart). */
  actions?: ReactNode;
  /**
   * A round icon button on the picture's lower corner (add to wishlist, remove from it), so the foot's button
   * has the card's whole width for its words (docs/decisions/268-card-buttons-account-tabs-file-inputs.md).
   * Placed after the card's text, so it is reached after the name and the foot's button.
   */
  corner?: ReactNode;
  /** One of the first cards of a list, in view when the page opens: its picture loads at once and early. */
  priority?: boolean;
}) {
  return (
    <article className="group @container relative flex h-full flex-col overflow-hidden rounded-xl border border-leaf-100 bg-white shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:ring-4 has-[a:focus-visible]:ring-leaf-700 has-[a:focus-visible]:ring-offset-2">
      <div className="relative aspect-square bg-leaf-50">
        {product.image && (
          <img
            {...responsiveImage(product.image, PRODUCT_GRIDS[grid].sizes, { largest: 640 })}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            decoding={priority ? 'auto' : 'async'}
            fetchPriority={priority ? 'high' : 'auto'}
            width={400}
            height={400}
            className="h-full w-full object-cover transition-transform group-hover:scale-105"
          />
        )}
        {product.offer && (
          <span className="absolute start-3 top-3 rounded-full bg-berry-700 px-2.5 py-1 text-xs font-semibold text-white">
            <bdi>{product.offer}</bdi>
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <Heading className="font-semibold text-gray-900">
          {/* The link covers the whole card (::after), so the card is one tab stop with the name as its label. */}
          <Link
            to={`/product-detail/${encodeURIComponent(product.slug)}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            <Written text={product.name} />
          </Link>
        </Heading>
        {/* The stock under the price on every card, so the prices of a row sit level whatever their length. */}
        <div className="mt-auto flex flex-col items-start gap-1">
          <PriceTag
            price={product.price}
            discountedPrice={product.discountedPrice}
            discounted={product.discounted}
          />
          <StockLabel inStock={product.inStock} />
        </div>
        {actions}
      </div>
      {/* On the picture's lower corner, clear of the offer's badge: the picture is as tall as the card is wide
          (100cqw). Above the card's full-size link, so the button gets the clicks. */}
      {corner && <div className="absolute end-2 top-[calc(100cqw-3rem)] z-10">{corner}</div>}
    </article>
  );
}
