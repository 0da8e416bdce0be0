import type { Product } from '@farm/contract';
import type { Language } from '#app/i18n/messages';
import { formatMoney } from '#app/lib/money';

/** A product as a card shows it, prices already formatted on the server (one formatter, no mismatch). */
export type ProductCardView = Pick<Product, '_id' | 'slug' | 'name' | 'offer'> & {
  image: string | null;
  price: string;
  discountedPrice: string;
  discounted: boolean;
  inStock: boolean;
};

/** Stock label rule (docs/product-rules.md §4): in stock from 1 item up. */
function isInStock(stock: number): boolean {
  return stock >= 1;
}

export function toProductCard(product: Product, lang: Language, currency: string): ProductCardView {
  return {
    _id: product._id,
    slug: product.slug,
    name: product.name,
    image: product.images[0]?.url ?? null,
    offer: product.offer,
    price: formatMoney(product.price, lang, currency),
    discountedPrice: formatMoney(product.discountedPrice, lang, currency),
    discounted: product.discountedPrice < product.price,
    inStock: isInStock(product.stock),
  };
}
