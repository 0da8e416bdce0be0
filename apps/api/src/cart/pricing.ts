import { type LineAvailability, lineTotal, type PricedLine, sumAmounts } from '@farm/contract';
import type { ProductView } from '../catalog/catalog.mapper';
import { ApiException } from '../errors/error-body';

/** What the shopper last saw of a product: kept on the cart line so a product that is gone stays recognisable. */
export interface ProductSnapshot {
  name: string;
  slug: string;
  image: string | null;
  unitPrice: number;
}

/** A product and a quantity someone wants, before the server prices it. */
export interface WantedLine {
  productId: string;
  quantity: number;
  /** Shown when the product no longer exists (cart lines have one; a direct purchase does not). */
  snapshot?: ProductSnapshot;
}

/** The snapshot of a product as it is now: its sale price (discountedPrice) and first image. */
export function snapshotOf(product: ProductView): ProductSnapshot {
  return {
    name: product.name,
    slug: product.slug,
    image: product.images[0]?.url ?? null,
    unitPrice: product.discountedPrice,
  };
}

export function availabilityOf(stock: number, quantity: number): LineAvailability {
  if (stock <= 0) return 'outOfStock';
  return stock < quantity ? 'insufficientStock' : 'available';
}

/**
 * A line priced from the product as it is now (docs/decisions/008-real-checkout-summary.md: the server prices, from discountedPrice),
 * in whole cents (docs/decisions/001-prices.md). A product that is gone keeps its snapshot and is
 * `unavailable`.
 */
export function priceLine(wanted: WantedLine, product: ProductView | undefined): PricedLine {
  const shown = product
    ? snapshotOf(product)
    : (wanted.snapshot ?? { name: '', slug: '', image: null, unitPrice: 0 });
  return {
    productId: wanted.productId,
    name: shown.name,
    slug: shown.slug,
    image: shown.image,
    unitPrice: shown.unitPrice,
    quantity: wanted.quantity,
    lineTotal: lineTotal(shown.unitPrice, wanted.quantity),
    availability: product ? availabilityOf(product.stock, wanted.quantity) : 'unavailable',
    stock: product?.stock ?? 0,
  };
}

/** The sum of the lines that can be ordered as they stand; the others show, but count for nothing. */
export function orderableTotal(lines: readonly PricedLine[]): number {
  return sumAmounts(lines.filter((line) => line.availability === 'available').map((line) => line.lineTotal));
}

/** True when there is at least one line and each can be ordered as it stands. */
export function isOrderable(lines: readonly PricedLine[]): boolean {
  return lines.length > 0 && lines.every((line) => line.availability === 'available');
}

/** Why a line cannot be ordered as it stands, as the API says it (409 with the stock left). */
export function lineRefusal(line: PricedLine): ApiException | undefined {
  switch (line.availability) {
    case 'available':
      return undefined;
    case 'unavailable':
      return new ApiException(409, 'productUnavailable', { name: line.name });
    case 'outOfStock':
      return new ApiException(409, 'outOfStock', { name: line.name, stock: 0 });
    case 'insufficientStock':
      return new ApiException(409, 'notEnoughStock', { name: line.name, stock: line.stock });
  }
}
