import type { ShopCounts } from '@farm/contract';
import type { Api } from '#app/lib/api.server';

export const NO_COUNTS: ShopCounts = { cart: 0, wishlist: 0 };

/**
 * The header's cart and wishlist badges for a signed-in visitor: one small API call. A failure shows
 * zeros (and is logged) rather than failing the page; a refused token is the session check's business.
 */
export async function shopCounts(api: Api): Promise<ShopCounts> {
  try {
    const res = await api.cart.counts();
    if (res.status === 200) return res.body.data;
    if (res.status !== 401) console.error(`The shop counts answered ${res.status}`);
  } catch (error) {
    console.error('Could not load the shop counts:', error instanceof Error ? error.message : error);
  }
  return NO_COUNTS;
}
